import { CalendarDate } from "@internationalized/date";
import {
  formatInstantIn,
  type MeansStatus,
  meansStatuses,
  wallClockToInstant,
} from "@releve/domain";
import type { UiLocale } from "../../i18n/locales";
import { seeded } from "../../storybook/seeded";
import type { PlanningCalendarMeans } from "./PlanningCalendarModel";

/**
 * Sample planning for the stories and tests (not part of the package's catalogue): June 2026 in
 * Paris, with "today" fixed on Wednesday 10 June so pictures never depend on the date.
 */
export const sampleToday = new CalendarDate(2026, 6, 10);
export const sampleTimeZone = "Europe/Paris";

/** Names of means types and activities, in every language of the toolbar. */
export const copy: Record<UiLocale, { types: string[]; activities: string[]; long: string }> = {
  fr: {
    types: ["VSAV", "Ambulance", "Poste de secours", "Équipe cynotechnique"],
    activities: ["Fête de la musique", "Marathon de Paris", "Garde de nuit", "Festival d'été"],
    long: "Poste de secours avancé du village des partenaires, entrée nord du parc des expositions",
  },
  en: {
    types: ["Rescue ambulance", "Ambulance", "First-aid post", "Dog team"],
    activities: ["Music festival", "Paris marathon", "Night duty", "Summer festival"],
    long: "Forward first-aid post of the partners' village, north entrance of the exhibition park",
  },
  de: {
    types: ["Rettungswagen", "Krankenwagen", "Sanitätsposten", "Hundestaffel"],
    activities: ["Fest der Musik", "Paris-Marathon", "Nachtdienst", "Sommerfestival"],
    long: "Vorgeschobener Sanitätsposten im Partnerdorf, Nordeingang des Ausstellungsparks",
  },
};

const hourMs = 3_600_000;

/**
 * `count` means over June 2026: starts between 06:00 and 20:00 on the quarter hour, 2 to 12
 * hours long (night shifts run into the next day), every status, staff from none to complete.
 */
export function sampleMeans(count: number, locale: UiLocale, seed = 7): PlanningCalendarMeans[] {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const juneFirst = Date.parse(wallClockToInstant("2026-06-01T00:00", sampleTimeZone) ?? "");
  const { types, activities } = copy[locale];
  const means: PlanningCalendarMeans[] = [];
  for (let id = 1; id <= count; id++) {
    const day = Math.floor(random() * 30);
    const start = juneFirst + day * 24 * hourMs + (6 + Math.floor(random() * 56) / 4) * hourMs;
    const end = start + (2 + Math.floor(random() * 41) / 4) * hourMs;
    const required = 2 + Math.floor(random() * 7);
    const validated = Math.floor(random() * (required + 1));
    const pending = Math.floor(random() * (required - validated + 1));
    const status: MeansStatus =
      random() < 0.1 ? "cancelled" : pick(["draft", "public", "open", "open"]);
    means.push({
      id,
      title: `${pick(types)} ${1 + Math.floor(random() * 40)}`,
      activityName: pick(activities),
      start: formatInstantIn(new Date(start), sampleTimeZone),
      end: formatInstantIn(new Date(end), sampleTimeZone),
      status,
      staff: { required, validated, pending },
    });
  }
  return means;
}

/** A means on a June 2026 day, from one wall-clock time to another (`HH:mm`). */
export function sampleOne(
  id: number,
  day: number,
  from: string,
  to: string,
  fields: Omit<PlanningCalendarMeans, "id" | "start" | "end">,
): PlanningCalendarMeans {
  const date = (d: number, time: string) =>
    wallClockToInstant(`2026-06-${String(d).padStart(2, "0")}T${time}`, sampleTimeZone) ?? "";
  return { id, start: date(day, from), end: date(to <= from ? day + 1 : day, to), ...fields };
}

/** One means of each status on 10 June, each with another staff completeness. */
export function eachStatus(locale: UiLocale): PlanningCalendarMeans[] {
  const { types, activities } = copy[locale];
  const staffs = [
    { required: 4, validated: 4, pending: 0 },
    { required: 4, validated: 2, pending: 2 },
    { required: 4, validated: 1, pending: 0 },
    { required: 4, validated: 0, pending: 0 },
  ];
  return meansStatuses.map((status, k) =>
    sampleOne(
      k + 1,
      10,
      `${String(8 + k * 3).padStart(2, "0")}:00`,
      `${String(10 + k * 3).padStart(2, "0")}:00`,
      {
        title: `${types[k % types.length]} ${k + 1}`,
        activityName: activities[k % activities.length] ?? "",
        status,
        staff: staffs[k] ?? { required: 0, validated: 0, pending: 0 },
      },
    ),
  );
}

/** Five means overlapping on the morning of 10 June, and a night shift from the 9th. */
export function overlapping(locale: UiLocale): PlanningCalendarMeans[] {
  const { types, activities } = copy[locale];
  const times = [
    ["08:00", "14:00"],
    ["09:00", "17:00"],
    ["10:00", "12:00"],
    ["10:30", "13:00"],
    ["13:00", "20:00"],
  ] as const;
  const staff = { required: 3, validated: 2, pending: 1 };
  const activityName = activities[1] ?? "";
  return [
    sampleOne(100, 9, "20:00", "08:00", {
      title: `${types[2]} 9`,
      activityName: activities[2] ?? "",
      status: "open",
      staff: { required: 2, validated: 2, pending: 0 },
    }),
    ...times.map(([from, to], k) =>
      sampleOne(101 + k, 10, from, to, {
        title: `${types[k % types.length]} ${k + 1}`,
        activityName,
        status: k === 3 ? "draft" : "public",
        staff,
      }),
    ),
  ];
}
