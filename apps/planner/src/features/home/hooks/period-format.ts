import { useLingui } from "@lingui/react/macro";
import { type Instant, interfaceLanguage, localDaySpan } from "@releve/domain";
import { uiFormatLocales } from "@releve/ui";
import { useMemo } from "react";
import { useSettings } from "../../../lib/settings";

/** How the start page writes periods and instants, in the organisation's time zone. */
export interface PeriodFormat {
  /** "08:00 – 20:00" within one day, with the days otherwise. */
  timeRange(start: Instant, end: Instant): string;
  /** "sam. 14 mars, 08:00 – 20:00": with the day, for lists that span several days. */
  dateTimeRange(start: Instant, end: Instant): string;
  /** "sam. 14 mars, 18:00". */
  dateTime(value: Instant): string;
}

/**
 * The period formats of the active language: the design system's format locale (24-hour
 * clocks in all three languages), in the organisation's time zone whatever the browser's.
 */
export function usePeriodFormat(): PeriodFormat {
  const { i18n } = useLingui();
  const { timeZone } = useSettings();
  const language = interfaceLanguage(i18n.locale);
  return useMemo(() => {
    const locale = uiFormatLocales[language];
    const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
    const withDay = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    });
    const dateTimeRange = (start: Instant, end: Instant) =>
      withDay.formatRange(new Date(start), new Date(end));
    return {
      timeRange(start, end) {
        // The domain's day rule (the calendars'): a period ending at midnight stays on its day.
        const span = localDaySpan(start, end, timeZone);
        if (span.startDay !== span.endDay) return dateTimeRange(start, end);
        return time.formatRange(new Date(start), new Date(end));
      },
      dateTimeRange,
      dateTime: (value) => withDay.format(new Date(value)),
    };
  }, [language, timeZone]);
}
