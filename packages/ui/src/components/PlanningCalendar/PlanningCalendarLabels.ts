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
import { useMeansStatusLabel } from "../MeansStatusBadge/MeansStatusBadgeLabels";
import { useStaffCompletenessLabel } from "../StaffCompletenessBadge/StaffCompletenessBadgeLabels";
import type { PlanningCalendarView } from "./PlanningCalendarDates";
import type { MeansIndex } from "./PlanningCalendarModel";

const dayMs = 86_400_000;

/** `HH:mm` of minutes since midnight: the organisation plans on a 24-hour clock in every language. */
export function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Translated words and date formats of the calendar, built once per language. */
export interface PlanningCalendarLabels {
  readonly locale: string;
  readonly status: Record<MeansStatus, string>;
  readonly completeness: Record<StaffCompleteness, string>;
  readonly view: Record<PlanningCalendarView, string>;
  readonly previous: Record<PlanningCalendarView, string>;
  readonly next: Record<PlanningCalendarView, string>;
  /** Short weekday of a day number, its first letter raised ("Lun."). */
  weekday(day: number): string;
  /** Day of the month of a day number ("1"). */
  dayOfMonth(day: number): string;
  /** A day in full ("lundi 1 juin 2026"). */
  fullDate(day: number): string;
  /** A short day ("lun. 1 juin"), for means running over several days. */
  shortDate(day: number): string;
  /** The title of the shown period, its first letter raised ("Juin 2026", "1 – 7 juin 2026"). */
  title(view: PlanningCalendarView, firstDay: number, lastDay: number): string;
  /** "+3 autres". */
  more(count: number): string;
  /** A cell's name: its day (and hour) and how many means start or run in it. */
  cell(when: string, count: number): string;
  /**
   * What a screen reader says of a means: what it shows (`shown`, first, so the spoken name holds
   * the visible text, WCAG 2.5.3), its status, staffing, period and activity. The period is left
   * out when `shown` already holds it (a box of a single day) unless `withPeriod`.
   */
  means(index: MeansIndex, item: number, shown: string, withPeriod: boolean): string;
}

/**
 * Labels already built, by catalogue: a calendar mounted again (another page, another tab) finds
 * its formatters and formatted days ready. A catalogue loaded anew is another key.
 */
const built = new WeakMap<object, PlanningCalendarLabels>();

/** The calendar's translated labels, from the Lingui catalogue of the current language. */
export function usePlanningCalendarLabels(): PlanningCalendarLabels {
  const { t, i18n } = useLingui();
  const statusLabel = useMeansStatusLabel();
  const completenessLabel = useStaffCompletenessLabel();
  const locale = i18n.locale;
  const catalogue = i18n.messages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` and the badges' words follow the catalogue and locale.
  return useMemo(() => {
    const known = built.get(catalogue);
    if (known?.locale === locale) return known;
    const format = (options: Intl.DateTimeFormatOptions) =>
      new DateFormatter(locale, { ...options, timeZone: "UTC" });
    const weekday = format({ weekday: "short" });
    const dayOfMonth = format({ day: "numeric" });
    const fullDate = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const shortDate = format({ weekday: "short", day: "numeric", month: "short" });
    const monthTitle = format({ month: "long", year: "numeric" });
    const weekTitle = format({ day: "numeric", month: "long", year: "numeric" });
    const at = (day: number) => new Date(day * dayMs);
    // A heading's first letter is raised ("Juin 2026", "Lun. 8"): in the text, not by a
    // `::first-letter` rule, which costs a restyle of its element at every change of period.
    const raised = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    // Formatting is the costly part of a change of week: each day is formatted once per language.
    const byDay = (formatter: DateFormatter, transform = (text: string) => text) => {
      const done = new Map<number, string>();
      return (day: number) => {
        let text = done.get(day);
        if (text === undefined) {
          text = transform(formatter.format(at(day)));
          done.set(day, text);
        }
        return text;
      };
    };
    const shortDay = byDay(shortDate);
    const cellMessage = (when: string, count: number) =>
      t({
        comment: "Name of a day or hour cell of the planning calendar: {when}, then a count.",
        message: plural(count, {
          0: `${when}, aucun moyen`,
          one: `${when}, # moyen`,
          other: `${when}, # moyens`,
        }),
      });
    const cellParts = new Map<number, string[]>();
    // The badges' words, read once per language: a status or a completeness is named the same
    // everywhere.
    const status = Object.fromEntries(
      meansStatuses.map((value) => [value, statusLabel(value)]),
    ) as Record<MeansStatus, string>;
    const completeness = Object.fromEntries(
      staffCompletenesses.map((value) => [value, completenessLabel(value)]),
    ) as Record<StaffCompleteness, string>;
    const titles = new Map<string, string>();
    const moreTexts = new Map<number, string>();
    const spoken = new WeakMap<MeansIndex, Map<string, string>>();
    const labels: PlanningCalendarLabels = {
      locale,
      status,
      completeness,
      view: {
        month: t({ comment: "Planning calendar view switch.", message: "Mois" }),
        week: t({ comment: "Planning calendar view switch.", message: "Semaine" }),
        day: t({ comment: "Planning calendar view switch.", message: "Jour" }),
      },
      previous: {
        month: t({ comment: "Planning calendar toolbar button.", message: "Mois précédent" }),
        week: t({ comment: "Planning calendar toolbar button.", message: "Semaine précédente" }),
        day: t({ comment: "Planning calendar toolbar button.", message: "Jour précédent" }),
      },
      next: {
        month: t({ comment: "Planning calendar toolbar button.", message: "Mois suivant" }),
        week: t({ comment: "Planning calendar toolbar button.", message: "Semaine suivante" }),
        day: t({ comment: "Planning calendar toolbar button.", message: "Jour suivant" }),
      },
      weekday: byDay(weekday, raised),
      dayOfMonth: byDay(dayOfMonth),
      fullDate: byDay(fullDate),
      shortDate: shortDay,
      title: (view, firstDay, lastDay) => {
        const key = `${view} ${firstDay} ${lastDay}`;
        let title = titles.get(key);
        if (title === undefined) {
          if (view === "day") title = fullDate.format(at(firstDay));
          else if (view === "week") title = weekTitle.formatRange(at(firstDay), at(lastDay));
          // The month of the middle of the range: a month view starts in the previous month.
          else title = monthTitle.format(at(Math.floor((firstDay + lastDay) / 2)));
          title = raised(title);
          titles.set(key, title);
        }
        return title;
      },
      more: (count) => {
        let text = moreTexts.get(count);
        if (text === undefined) {
          text = t({
            comment: "Link under a day of the planning calendar: how many more means it holds.",
            message: plural(count, { one: "+# autre", other: "+# autres" }),
          });
          moreTexts.set(count, text);
        }
        return text;
      },
      cell: (when, count) => {
        // A week holds 168 cells: the message is translated once per count, then filled in.
        let parts = cellParts.get(count);
        if (parts === undefined) {
          const marker = "\u0000";
          parts = cellMessage(marker, count).split(marker);
          cellParts.set(count, parts);
        }
        return parts.join(when);
      },
      means: (index, item, shown, withPeriod) => {
        // Coming back to a period finds its names ready: they depend on the means only.
        let ofIndex = spoken.get(index);
        if (ofIndex === undefined) {
          ofIndex = new Map();
          spoken.set(index, ofIndex);
        }
        const key = `${item} ${withPeriod} ${shown}`;
        const known = ofIndex.get(key);
        if (known !== undefined) return known;
        const name = meansName(index, item, shown, withPeriod);
        ofIndex.set(key, name);
        return name;
      },
    };
    function meansName(index: MeansIndex, item: number, shown: string, withPeriod: boolean) {
      const means = index.items[item];
      if (!means) return shown;
      const startDay = index.startDay[item] as number;
      const endDay = index.endDay[item] as number;
      const from = clockTime(index.startMinute[item] as number);
      const to = clockTime(index.endMinute[item] as number);
      const meansStatus = status[means.status];
      const staffing = completeness[index.completeness[item] as StaffCompleteness];
      const validated = means.staff.validated;
      const required = means.staff.required;
      const { activityName } = means;
      if (startDay === endDay && !withPeriod) {
        return t({
          comment:
            "Spoken name of a means on the planning calendar: {shown} is what the box shows (title, times, validated/required staff).",
          message: `${shown}, ${meansStatus}, ${staffing} : ${validated} sur ${required}, ${activityName}`,
        });
      }
      const period =
        startDay === endDay
          ? `${from}–${to}`
          : `${shortDay(startDay)} ${from} – ${shortDay(endDay)} ${to}`;
      return t({
        comment:
          "Spoken name of a means on the planning calendar: {shown} is what its line shows, {period} when it runs.",
        message: `${shown}, ${meansStatus}, ${staffing} : ${validated} sur ${required}, ${period}, ${activityName}`,
      });
    }
    built.set(catalogue, labels);
    return labels;
  }, [catalogue, locale]);
}
