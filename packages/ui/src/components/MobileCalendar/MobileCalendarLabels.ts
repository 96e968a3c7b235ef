import { type CalendarDate, DateFormatter, toCalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { type DayStatus, toZonedInstant } from "@releve/domain";
import { useMemo } from "react";
import { useLocale } from "react-aria-components";
import type { MobileCalendarRegistration, MobileRegistrationState } from "./MobileCalendarModel";

/** Translated words and date formats of the field staff calendar. */
export interface MobileCalendarLabels {
  /** The word of each day status, as the legend and the day view say it. */
  readonly dayStatus: Record<DayStatus, string>;
  /** The word of each state a registration shows in the day's list. */
  readonly registration: Record<MobileRegistrationState, string>;
  /** A day in full ("mercredi 10 juin 2026"). */
  fullDate(date: CalendarDate): string;
  /**
   * When a registration runs, seen from `day`: "08:00 – 14:00", with the date of an end (or
   * start) on another day ("20:00 – jeu. 11 juin 08:00").
   */
  period(registration: MobileCalendarRegistration, day: CalendarDate, timeZone: string): string;
}

/** The calendar's labels, in the Lingui language; dates in react-aria's locale. */
export function useMobileCalendarLabels(): MobileCalendarLabels {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` follows the catalogue and locale.
  return useMemo(() => {
    const full = new DateFormatter(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const short = new DateFormatter(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const utc = (date: CalendarDate) => date.toDate("UTC");
    const dayStatus: Record<DayStatus, string> = {
      validated: t({
        context: "field staff calendar",
        comment: "Day status: at least one registration of the day is validated.",
        message: "Validé",
      }),
      proposed: t({
        context: "field staff calendar",
        comment: "Day status: a manager proposed a registration, waiting for the person's answer.",
        message: "Proposé",
      }),
      registered: t({
        context: "field staff calendar",
        comment: "Day status: registered, waiting for validation.",
        message: "Inscrit",
      }),
      incomplete: t({
        context: "field staff calendar",
        comment: "Day status: no registration, but the day is flagged incomplete.",
        message: "Incomplet",
      }),
    };
    return {
      dayStatus,
      registration: {
        validated: dayStatus.validated,
        proposed: dayStatus.proposed,
        registered: dayStatus.registered,
        rejected: t({
          context: "field staff calendar",
          comment: "Status of a registration.",
          message: "Refusé",
        }),
        cancelled: t({
          context: "field staff calendar",
          comment: "Status of a registration.",
          message: "Annulé",
        }),
        unregistered: t({
          context: "field staff calendar",
          comment: "Status of a registration.",
          message: "Désinscrit",
        }),
        deleted: t({
          context: "field staff calendar",
          comment: "Status of a registration.",
          message: "Supprimé",
        }),
      },
      fullDate: (date) => full.format(utc(date)),
      period: ({ start, end }, day, timeZone) => {
        const at = (instant: string) => {
          const zoned = toZonedInstant(instant, timeZone);
          // The organisation plans on a 24-hour clock in every language.
          const time = `${String(zoned.hour).padStart(2, "0")}:${String(zoned.minute).padStart(2, "0")}`;
          const date = toCalendarDate(zoned);
          return date.compare(day) === 0 ? time : `${short.format(utc(date))} ${time}`;
        };
        return `${at(start)} – ${at(end)}`;
      },
    };
  }, [i18n.messages, i18n.locale, locale]);
}
