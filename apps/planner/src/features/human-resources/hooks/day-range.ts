import { useLingui } from "@lingui/react/macro";
import { interfaceLanguage } from "@releve/domain";
import { uiFormatLocales } from "@releve/ui";
import { useMemo } from "react";

/** A calendar day (`YYYY-MM-DD`) as the instant its UTC midnight is, to be formatted in UTC. */
const dayInstant = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Writes the days an export covers, "21–22 mars 2027" or "1 févr. – 31 mars 2027", in the
 * active language. Calendar days have no time zone: they are formatted as written.
 */
export function useDayRange(): (from: string, to: string) => string {
  const { i18n } = useLingui();
  const language = interfaceLanguage(i18n.locale);
  return useMemo(() => {
    const days = new Intl.DateTimeFormat(uiFormatLocales[language], {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    return (from, to) =>
      from === to
        ? days.format(dayInstant(from))
        : days.formatRange(dayInstant(from), dayInstant(to));
  }, [language]);
}
