import { CalendarDate } from "@internationalized/date";
import {
  formatInstantIn,
  type MeansStatus,
  meansStatuses,
  type StaffCounts,
  wallClockToInstant,
} from "@releve/domain";
import type { UiLocale } from "../../i18n/locales";
import { seeded } from "../../storybook/seeded";
import type { DepartureCalendarDeparture, DepartureCalendarMeans } from "./DepartureCalendarModel";

/**
 * Sample departures for the stories and tests (not part of the package's catalogue): Wednesday
 * 10 June 2026 in Paris, "today" fixed so pictures never depend on the date.
 */
export const sampleToday = new CalendarDate(2026, 6, 10);
export const sampleTimeZone = "Europe/Paris";

/** Names of bases, means types and activities, in every language of the toolbar. */
export const copy: Record<
  UiLocale,
  { bases: string[]; types: string[]; activities: string[]; long: string }
> = {
  fr: {
    bases: ["Paris 15e", "Boulogne", "Montreuil", "Saint-Denis", "Créteil"],
    types: ["VSAV", "Ambulance", "Poste de secours", "Équipe cynotechnique"],
    activities: ["Fête de la musique", "Marathon de Paris", "Garde de nuit", "Festival d'été"],
    long: "Départ du centre de secours principal de la zone nord, quai de chargement des véhicules légers",
  },
  en: {
    bases: ["Paris 15th", "Boulogne", "Montreuil", "Saint-Denis", "Créteil"],
    types: ["Rescue ambulance", "Ambulance", "First-aid post", "Dog team"],
    activities: ["Music festival", "Paris marathon", "Night duty", "Summer festival"],
    long: "Departure from the main rescue centre of the northern zone, light vehicles loading bay",
  },
  de: {
    bases: ["Paris 15.", "Boulogne", "Montreuil", "Saint-Denis", "Créteil"],
    types: ["Rettungswagen", "Krankenwagen", "Sanitätsposten", "Hundestaffel"],
    activities: ["Fest der Musik", "Paris-Marathon", "Nachtdienst", "Sommerfestival"],
    long: "Abfahrt von der Hauptrettungswache der Nordzone, Ladezone für leichte Fahrzeuge",
  },
};

/** `count` departures named after their base and number. */
export function sampleDepartures(count: number, locale: UiLocale): DepartureCalendarDeparture[] {
  const { bases } = copy[locale];
  return Array.from({ length: count }, (_, k) => ({
    id: k + 1,
    name: `${bases[k % bases.length]} ${String(Math.floor(k / bases.length) + 1).padStart(2, "0")}`,
  }));
}

const hourMs = 3_600_000;

/**
 * A day of means for each departure, `days` days from 10 June: two to four shifts a day,
 * starting on the quarter hour between 05:00 and 21:00, 2 to 8 hours long, sometimes
 * overlapping, every status, staff from none to complete.
 */
export function sampleMeans(
  departures: readonly DepartureCalendarDeparture[],
  locale: UiLocale,
  days = 1,
  seed = 11,
): DepartureCalendarMeans[] {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const first = Date.parse(wallClockToInstant("2026-06-10T00:00", sampleTimeZone) ?? "");
  const { types, activities } = copy[locale];
  const means: DepartureCalendarMeans[] = [];
  for (const departure of departures) {
    for (let day = 0; day < days; day++) {
      let hour = 5 + Math.floor(random() * 8) / 4;
      const shifts = 2 + Math.floor(random() * 3);
      for (let shift = 0; shift < shifts && hour < 21; shift++) {
        const length = 2 + Math.floor(random() * 25) / 4;
        const start = first + day * 24 * hourMs + hour * hourMs;
        const required = 2 + Math.floor(random() * 5);
        const validated = Math.floor(random() * (required + 1));
        const pending = Math.floor(random() * (required - validated + 1));
        const status: MeansStatus =
          random() < 0.08 ? "cancelled" : pick(["draft", "public", "open", "open"]);
        means.push({
          id: means.length + 1,
          departureId: departure.id,
          title: `${pick(types)} ${1 + Math.floor(random() * 40)}`,
          activityName: pick(activities),
          start: formatInstantIn(new Date(start), sampleTimeZone),
          end: formatInstantIn(new Date(start + length * hourMs), sampleTimeZone),
          status,
          staff: { required, validated, pending },
        });
        // Now and then the next shift starts before this one ends: a second lane.
        hour += length + (random() < 0.2 ? -1 : Math.floor(random() * 8) / 4);
      }
    }
  }
  return means;
}

/** A means of a departure on 10 June, from one wall-clock time to another (`HH:mm`). */
export function sampleOne(
  id: number,
  departureId: number,
  from: string,
  to: string,
  fields: Omit<DepartureCalendarMeans, "id" | "departureId" | "start" | "end">,
): DepartureCalendarMeans {
  const at = (day: number, time: string) =>
    wallClockToInstant(`2026-06-${day}T${time}`, sampleTimeZone) ?? "";
  return { id, departureId, start: at(10, from), end: at(to <= from ? 11 : 10, to), ...fields };
}

/** Four departures, each showing one status, with every staff completeness. */
export function eachStatus(locale: UiLocale): {
  departures: DepartureCalendarDeparture[];
  items: DepartureCalendarMeans[];
} {
  const { types, activities } = copy[locale];
  const staffs: StaffCounts[] = [
    { required: 4, validated: 4, pending: 0 },
    { required: 4, validated: 2, pending: 2 },
    { required: 4, validated: 1, pending: 0 },
    { required: 4, validated: 0, pending: 0 },
  ];
  const departures = sampleDepartures(meansStatuses.length, locale);
  const items = meansStatuses.flatMap((status, k) =>
    staffs.map((staff, s) =>
      sampleOne(
        k * 10 + s + 1,
        k + 1,
        `${String(6 + s * 3).padStart(2, "0")}:00`,
        `${String(8 + s * 3).padStart(2, "0")}:30`,
        {
          title: `${types[k % types.length]} ${k + 1}`,
          activityName: activities[s % activities.length] ?? "",
          status,
          staff,
        },
      ),
    ),
  );
  return { departures, items };
}
