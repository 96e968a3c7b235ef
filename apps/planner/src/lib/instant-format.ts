import { useLingui } from "@lingui/react/macro";
import { type Instant, interfaceLanguage } from "@releve/domain";
import { uiFormatLocales } from "@releve/ui";
import { useMemo } from "react";
import { useSettings } from "./settings";

/** How a page writes an instant, in the organisation's time zone whatever the browser's. */
export interface InstantFormat {
  /** "26 nov. 2026, 22:30": a date with its year, for histories. */
  dateTime(value: Instant): string;
  /**
   * "26 nov. 2026, 08:00 – 18:00", "26 nov. 2026, 22:00 – 27 nov. 2026, 06:00": a period, its
   * end's date written only when it is another day.
   */
  period(start: Instant, end: Instant): string;
  /** "22:30": the hour and minute, for a day already said. */
  time(value: Instant): string;
  /** "22:30:05": to the second, for what happened within a minute. */
  timeWithSeconds(value: Instant): string;
  /** "1,2 s", "3 min 5 s": how long something took. */
  duration(milliseconds: number): string;
}

/** The instant formats of the active language (the design system's 24-hour format locale). */
export function useInstantFormat(): InstantFormat {
  const { i18n } = useLingui();
  const { timeZone } = useSettings();
  const language = interfaceLanguage(i18n.locale);
  return useMemo(() => {
    const locale = uiFormatLocales[language];
    const dateTime = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
    const withSeconds = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    const seconds = new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "second",
      maximumFractionDigits: 1,
    });
    // Under a second, two significant digits: a quick run reads "0,04 s", not "0 s".
    const subSecond = new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "second",
      maximumSignificantDigits: 2,
    });
    const minutes = new Intl.NumberFormat(locale, { style: "unit", unit: "minute" });
    const wholeSeconds = new Intl.NumberFormat(locale, { style: "unit", unit: "second" });
    return {
      dateTime: (value) => dateTime.format(new Date(value)),
      period: (start, end) => dateTime.formatRange(new Date(start), new Date(end)),
      time: (value) => time.format(new Date(value)),
      timeWithSeconds: (value) => withSeconds.format(new Date(value)),
      duration(milliseconds) {
        const total = Math.max(0, milliseconds) / 1000;
        if (total < 1) return subSecond.format(total);
        if (total < 60) return seconds.format(total);
        const whole = Math.round(total);
        return `${minutes.format(Math.floor(whole / 60))} ${wholeSeconds.format(whole % 60)}`;
      },
    };
  }, [language, timeZone]);
}
