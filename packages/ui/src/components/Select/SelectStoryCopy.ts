import type { UiLocale } from "../../i18n/locales";
import type { SelectOption } from "./Select";

/** Sample content of one language. */
export interface SelectCopy {
  label: string;
  description: string;
  error: string;
  warning: string;
  placeholder: string;
  options: SelectOption[];
  emergency: string;
  social: string;
  training: string;
  longLabel: string;
  longOptions: SelectOption[];
  team: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
export const copy: Record<UiLocale, SelectCopy> = {
  fr: {
    label: "Type d'activité",
    description: "Détermine les compétences demandées aux bénévoles.",
    error: "Choisissez un type d'activité.",
    warning: "Ce type d'activité n'a plus de responsable cette semaine.",
    placeholder: "Choisir un type",
    options: [
      { id: "post", label: "Poste de secours", description: "Événement public, équipe de quatre" },
      { id: "outreach", label: "Maraude", description: "Tournée du soir auprès des sans-abri" },
      { id: "food", label: "Distribution alimentaire" },
      {
        id: "ambulance",
        label: "Renfort ambulance",
        description: "Réservé aux équipes certifiées",
        isDisabled: true,
      },
      { id: "training", label: "Formation PSC1" },
    ],
    emergency: "Urgence et secours",
    social: "Action sociale",
    training: "Formation",
    longLabel:
      "Type d'activité opérationnelle tel qu'il apparaîtra dans le planning de la délégation territoriale",
    longOptions: [
      {
        id: "long-1",
        label:
          "Dispositif prévisionnel de secours de grande envergure pour le semi-marathon international",
        description:
          "Coordination avec la préfecture, les sapeurs-pompiers et le service d'aide médicale urgente",
      },
      { id: "long-2", label: "Maraude" },
    ],
    team: "Équipe",
  },
  en: {
    label: "Activity type",
    description: "Sets the skills asked of volunteers.",
    error: "Choose an activity type.",
    warning: "This activity type has no lead this week.",
    placeholder: "Choose a type",
    options: [
      { id: "post", label: "First-aid post", description: "Public event, team of four" },
      { id: "outreach", label: "Outreach", description: "Evening round with homeless people" },
      { id: "food", label: "Food distribution" },
      {
        id: "ambulance",
        label: "Ambulance support",
        description: "Certified teams only",
        isDisabled: true,
      },
      { id: "training", label: "First-aid course" },
    ],
    emergency: "Emergency and first aid",
    social: "Social action",
    training: "Training",
    longLabel:
      "Type of operational activity as it will appear in the schedule of the local branch office",
    longOptions: [
      {
        id: "long-1",
        label: "Large-scale planned first-aid operation for the international half marathon",
        description: "Coordinated with the prefecture, the fire brigade and the emergency services",
      },
      { id: "long-2", label: "Outreach" },
    ],
    team: "Team",
  },
  de: {
    label: "Art der Aktivität",
    description: "Legt die von den Ehrenamtlichen verlangten Qualifikationen fest.",
    error: "Wählen Sie eine Art der Aktivität.",
    warning: "Für diese Aktivität gibt es diese Woche keine Leitung.",
    placeholder: "Art wählen",
    options: [
      {
        id: "post",
        label: "Sanitätswachdienst",
        description: "Öffentliche Veranstaltung, Vierertrupp",
      },
      { id: "outreach", label: "Streetwork", description: "Abendrunde bei Obdachlosen" },
      { id: "food", label: "Lebensmittelausgabe" },
      {
        id: "ambulance",
        label: "Rettungsdienstverstärkung",
        description: "Nur für zertifizierte Teams",
        isDisabled: true,
      },
      { id: "training", label: "Erste-Hilfe-Kurs" },
    ],
    emergency: "Notfall und Sanitätsdienst",
    social: "Soziale Arbeit",
    training: "Ausbildung",
    longLabel:
      "Art der Einsatzaktivität, wie sie im Dienstplan der Kreisverbandsgeschäftsstelle erscheint",
    longOptions: [
      {
        id: "long-1",
        label: "Großer geplanter Sanitätswachdienst für den internationalen Halbmarathon",
        description: "Abgestimmt mit der Präfektur, der Feuerwehr und dem Rettungsdienst",
      },
      { id: "long-2", label: "Streetwork" },
    ],
    team: "Team",
  },
};

/** 1,000 teams, numbered with four digits so type-ahead and sorting stay predictable. */
export const teams = (locale: UiLocale): SelectOption[] =>
  Array.from({ length: 1000 }, (_, index) => ({
    id: `team-${index + 1}`,
    label: `${copy[locale].team} ${String(index + 1).padStart(4, "0")}`,
  }));
