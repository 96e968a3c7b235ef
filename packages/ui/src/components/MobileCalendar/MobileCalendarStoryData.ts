import { CalendarDate } from "@internationalized/date";
import { type Day, type RegistrationStatus, wallClockToInstant } from "@releve/domain";
import type { UiLocale } from "../../i18n/locales";
import type { MobileCalendarRegistration } from "./MobileCalendarModel";

/**
 * A volunteer's June 2026 for the stories and tests (not part of the package's catalogue), in
 * Paris, "today" fixed on Wednesday 10 June so pictures never depend on the date.
 */
export const sampleToday = new CalendarDate(2026, 6, 10);
export const sampleTimeZone = "Europe/Paris";

/** Names of means and activities, in every language of the toolbar. */
export const copy: Record<
  UiLocale,
  { means: string[]; activities: string[]; longMeans: string; longActivity: string }
> = {
  fr: {
    means: ["VSAV 12", "Ambulance 4", "Poste de secours 2", "Équipe cynotechnique 1"],
    activities: ["Fête de la musique", "Marathon de Paris", "Garde de nuit", "Festival d'été"],
    longMeans: "Poste de secours avancé du village des partenaires, entrée nord",
    longActivity: "Dispositif prévisionnel de secours du grand rassemblement régional des jeunes",
  },
  en: {
    means: ["Rescue ambulance 12", "Ambulance 4", "First-aid post 2", "Dog team 1"],
    activities: ["Music festival", "Paris marathon", "Night duty", "Summer festival"],
    longMeans: "Forward first-aid post of the partners' village, north entrance",
    longActivity: "Planned rescue cover of the great regional youth gathering",
  },
  de: {
    means: ["Rettungswagen 12", "Krankenwagen 4", "Sanitätsposten 2", "Hundestaffel 1"],
    activities: ["Fest der Musik", "Paris-Marathon", "Nachtdienst", "Sommerfestival"],
    longMeans: "Vorgeschobener Sanitätsposten im Partnerdorf, Nordeingang",
    longActivity: "Sanitätswachdienst beim großen regionalen Jugendtreffen",
  },
};

/** A registration on a June 2026 day, from one wall-clock time to another (`HH:mm`). */
export function sampleRegistration(
  id: number,
  day: number,
  from: string,
  to: string,
  status: RegistrationStatus,
  isProposed: boolean,
  locale: UiLocale,
): MobileCalendarRegistration {
  const at = (d: number, time: string) =>
    wallClockToInstant(`2026-06-${String(d).padStart(2, "0")}T${time}`, sampleTimeZone) ?? "";
  const { means, activities } = copy[locale];
  return {
    id,
    status,
    isProposed,
    start: at(day, from),
    end: at(to <= from ? day + 1 : day, to),
    meansTitle: means[id % means.length] ?? "",
    activityName: activities[id % activities.length] ?? "",
  };
}

/**
 * A month of registrations: validated shifts, a night shift running into the next day, proposed
 * and pending ones, a rejected one (which gives its day no status) and two days flagged
 * incomplete.
 */
export function sampleMonth(locale: UiLocale): MobileCalendarRegistration[] {
  const one = (
    id: number,
    day: number,
    from: string,
    to: string,
    status: RegistrationStatus,
    proposed = false,
  ) => sampleRegistration(id, day, from, to, status, proposed, locale);
  return [
    one(1, 2, "08:00", "14:00", "validated"),
    one(2, 5, "20:00", "08:00", "validated"),
    one(3, 10, "07:00", "13:00", "validated"),
    one(4, 10, "14:00", "19:00", "pending", true),
    one(5, 10, "20:00", "23:30", "rejected"),
    one(6, 13, "09:00", "17:00", "pending", true),
    one(7, 16, "06:30", "12:00", "pending"),
    one(8, 19, "18:00", "23:00", "pending"),
    one(9, 21, "10:00", "22:00", "validated"),
    one(10, 24, "08:00", "12:00", "cancelled"),
    one(11, 27, "13:00", "18:00", "pending", true),
  ];
}

/** Days flagged incomplete in the sample month. */
export const sampleIncompleteDays: Day[] = ["2026-06-17", "2026-06-24", "2026-06-26"];

/** A day of each status: 2 validated, 13 proposed, 16 registered, 17 incomplete. */
export const legendDays = {
  validated: new CalendarDate(2026, 6, 2),
  proposed: new CalendarDate(2026, 6, 13),
  registered: new CalendarDate(2026, 6, 16),
  incomplete: new CalendarDate(2026, 6, 17),
} as const;
