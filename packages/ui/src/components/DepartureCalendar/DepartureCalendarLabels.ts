import { DateFormatter } from "@internationalized/date";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type MeansStatus,
  meansStatuses,
  type StaffCompleteness,
  staffCompletenesses,
} from "@releve/domain";
import { useMemo } from "react";
import { useLocale } from "react-aria-components";
import { useMeansStatusLabel } from "../MeansStatusBadge/MeansStatusBadgeLabels";
import { useStaffCompletenessLabel } from "../StaffCompletenessBadge/StaffCompletenessBadgeLabels";
import type { DepartureBar, DepartureIndex } from "./DepartureCalendarModel";

const dayMs = 86_400_000;

/** `HH:mm` of minutes since midnight: the organisation plans on a 24-hour clock in every language. */
export function clockTime(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(inDay / 60);
  return `${String(hours).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/** Translated words and date formats of the departure calendar, built once per language. */
export interface DepartureCalendarLabels {
  /** The word of each status of a means. */
  readonly status: Record<MeansStatus, string>;
  /** The word of each staff completeness. */
  readonly completeness: Record<StaffCompleteness, string>;
  /** A short day ("mer. 10 juin") of a day number (days since 1970-01-01). */
  shortDate(day: number): string;
  /** A day in full ("mercredi 10 juin 2026"). */
  fullDate(day: number): string;
  /** "3 moyens", said after a departure's name. */
  count(count: number): string;
  /** What a bar shows: its period, its validated / required staff and its title. */
  shown(index: DepartureIndex, bar: DepartureBar): string;
  /**
   * What a screen reader says of a bar: what it shows first (WCAG 2.5.3), then its status, its
   * staffing, its days when it runs over several, and its activity.
   */
  spoken(index: DepartureIndex, bar: DepartureBar, firstDay: number): string;
}

/** The departure calendar's labels, in the Lingui language; dates in react-aria's locale. */
export function useDepartureCalendarLabels(): DepartureCalendarLabels {
  const { t, i18n } = useLingui();
  const statusLabel = useMeansStatusLabel();
  const completenessLabel = useStaffCompletenessLabel();
  const { locale } = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` and the badges' words follow the catalogue and locale.
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new DateFormatter(locale, { ...options, timeZone: "UTC" });
    const short = format({ weekday: "short", day: "numeric", month: "short" });
    const full = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const at = (day: number) => new Date(day * dayMs);
    // The badges' words, read once per language: a status or a completeness is named the same
    // everywhere.
    const status = Object.fromEntries(
      meansStatuses.map((value) => [value, statusLabel(value)]),
    ) as Record<MeansStatus, string>;
    const completeness = Object.fromEntries(
      staffCompletenesses.map((value) => [value, completenessLabel(value)]),
    ) as Record<StaffCompleteness, string>;
    const shown = (index: DepartureIndex, { item, start, end }: DepartureBar) => {
      const means = index.items[item];
      if (!means) return "";
      return `${clockTime(start)}–${clockTime(end)} · ${means.staff.validated}/${means.staff.required} · ${means.title}`;
    };
    // Formatting is the costly part of a change of day: a period or a count is worded once.
    const periods = new Map<string, string>();
    const counts = new Map<number, string>();
    const periodOf = (startDay: number, endDay: number) => {
      const key = `${startDay} ${endDay}`;
      let text = periods.get(key);
      if (text === undefined) {
        text = full.formatRange(at(startDay), at(endDay));
        periods.set(key, text);
      }
      return text;
    };
    return {
      status,
      completeness,
      shortDate: (day) => short.format(at(day)),
      fullDate: (day) => full.format(at(day)),
      count: (count) => {
        let text = counts.get(count);
        if (text === undefined) {
          text = t({
            comment: "How many means a departure has on the departure calendar.",
            message: plural(count, { 0: "aucun moyen", one: "# moyen", other: "# moyens" }),
          });
          counts.set(count, text);
        }
        return text;
      },
      shown,
      spoken: (index, bar, firstDay) => {
        const means = index.items[bar.item];
        if (!means) return "";
        const text = shown(index, bar);
        const meansStatus = status[means.status];
        const staffing = completeness[index.completeness[bar.item] ?? "noneStaffed"];
        const { validated, required } = means.staff;
        const { activityName } = means;
        const startDay = firstDay + Math.floor(bar.start / 1440);
        const endDay = firstDay + Math.floor((bar.end - 1) / 1440);
        if (startDay === endDay) {
          return t({
            comment:
              "Spoken name of a means on the departure calendar: {text} is what its bar shows (times, validated/required staff, title).",
            message: `${text}, ${meansStatus}, ${staffing} : ${validated} sur ${required}, ${activityName}`,
          });
        }
        const period = periodOf(startDay, endDay);
        return t({
          comment:
            "Spoken name of a means running over several days on the departure calendar: {period} says which days.",
          message: `${text}, ${period}, ${meansStatus}, ${staffing} : ${validated} sur ${required}, ${activityName}`,
        });
      },
    };
  }, [i18n.messages, i18n.locale, locale]);
}
