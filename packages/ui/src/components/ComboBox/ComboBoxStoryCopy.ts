import type { UiLocale } from "../../i18n/locales";
import type { SelectOption } from "../Select/Select";

/** A person found by the async search story. */
export interface Volunteer {
  id: string;
  name: string;
  branch: string;
}

/** Sample content of one language. */
export interface ComboBoxCopy {
  label: string;
  volunteer: string;
  description: string;
  error: string;
  placeholder: string;
  places: SelectOption[];
  longLabel: string;
  longPlaces: SelectOption[];
  team: string;
  branch: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
export const copy: Record<UiLocale, ComboBoxCopy> = {
  fr: {
    label: "Lieu de rendez-vous",
    volunteer: "Bénévole",
    description: "Tapez quelques lettres pour filtrer.",
    error: "Choisissez un lieu dans la liste.",
    placeholder: "Par exemple : Gare",
    places: [
      { id: "station", label: "Gare de Lyon", description: "Hall 1, point de rencontre" },
      { id: "hq", label: "Siège de la délégation" },
      { id: "stadium", label: "Stade Charléty" },
      { id: "town-hall", label: "Mairie du 13e" },
      { id: "hospital", label: "Hôpital de la Salpêtrière", isDisabled: true },
    ],
    longLabel: "Lieu de rendez-vous des équipes avant le départ vers le dispositif prévisionnel",
    longPlaces: [
      {
        id: "long-1",
        label:
          "Parking souterrain du centre de congrès, niveau moins deux, accès par la rampe nord",
        description: "Badge d'accès à retirer auprès du poste de sécurité",
      },
      { id: "long-2", label: "Gare de Lyon" },
    ],
    team: "Équipe",
    branch: "Délégation",
  },
  en: {
    label: "Meeting point",
    volunteer: "Volunteer",
    description: "Type a few letters to filter.",
    error: "Choose a place from the list.",
    placeholder: "For example: Station",
    places: [
      { id: "station", label: "Lyon station", description: "Hall 1, meeting point" },
      { id: "hq", label: "Branch headquarters" },
      { id: "stadium", label: "Charléty stadium" },
      { id: "town-hall", label: "13th district town hall" },
      { id: "hospital", label: "Salpêtrière hospital", isDisabled: true },
    ],
    longLabel: "Meeting point of the teams before leaving for the planned first-aid operation",
    longPlaces: [
      {
        id: "long-1",
        label: "Underground car park of the conference centre, level minus two, north ramp",
        description: "Access badge to collect from the security desk",
      },
      { id: "long-2", label: "Lyon station" },
    ],
    team: "Team",
    branch: "Branch",
  },
  de: {
    label: "Treffpunkt",
    volunteer: "Ehrenamtliche Person",
    description: "Tippen Sie einige Buchstaben zum Filtern.",
    error: "Wählen Sie einen Ort aus der Liste.",
    placeholder: "Zum Beispiel: Bahnhof",
    places: [
      { id: "station", label: "Bahnhof Lyon", description: "Halle 1, Treffpunkt" },
      { id: "hq", label: "Sitz des Kreisverbands" },
      { id: "stadium", label: "Stadion Charléty" },
      { id: "town-hall", label: "Rathaus 13. Bezirk" },
      { id: "hospital", label: "Krankenhaus Salpêtrière", isDisabled: true },
    ],
    longLabel: "Treffpunkt der Teams vor der Abfahrt zum geplanten Sanitätswachdienst",
    longPlaces: [
      {
        id: "long-1",
        label: "Tiefgarage des Kongresszentrums, Ebene minus zwei, Zufahrt über die Nordrampe",
        description: "Zugangsausweis beim Sicherheitsdienst abholen",
      },
      { id: "long-2", label: "Bahnhof Lyon" },
    ],
    team: "Team",
    branch: "Kreisverband",
  },
};

/** The people an async search looks through: fixed, so pictures do not change between runs. */
const volunteers: Volunteer[] = [
  "Marie Dupont",
  "Jean Dupuis",
  "Amina Diallo",
  "Lucas Durand",
  "Sophie Martin",
  "Karim Benali",
  "Claire Dubois",
  "Thomas Petit",
].map((name, index) => ({ id: `v${index + 1}`, name, branch: `${(index % 3) + 1}` }));

/** Stands in for the API: filters on the server side, after a short, fixed delay. */
export async function searchVolunteers(
  filterText: string,
  signal: AbortSignal,
): Promise<Volunteer[]> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  signal.throwIfAborted();
  const query = filterText.toLocaleLowerCase("fr");
  return volunteers.filter((volunteer) => volunteer.name.toLocaleLowerCase("fr").includes(query));
}

/** 1,000 teams, numbered with four digits. */
export const teams = (locale: UiLocale): SelectOption[] =>
  Array.from({ length: 1000 }, (_, index) => ({
    id: `team-${index + 1}`,
    label: `${copy[locale].team} ${String(index + 1).padStart(4, "0")}`,
  }));
