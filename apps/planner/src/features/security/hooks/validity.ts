import { useLingui } from "@lingui/react/macro";
import { type Instant, interfaceLanguage, validityDays } from "@releve/domain";
import { uiFormatLocales } from "@releve/ui";
import { useMemo } from "react";
import { useSettings } from "../../../lib/settings";

/**
 * A validity period in words, its days both included ("Du 1 déc. 2026 au 31 déc. 2026",
 * "Depuis le 1 déc. 2026"): the API's exclusive end is the midnight after the last day.
 */
export function useValidityText(): (from: Instant, to: Instant | null) => string {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const language = interfaceLanguage(i18n.locale);
  // A day is written at its noon in UTC: the same day whatever the zone.
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(uiFormatLocales[language], { timeZone: "UTC", dateStyle: "medium" }),
    [language],
  );
  const day = (value: string) => format.format(new Date(`${value}T12:00:00Z`));
  return (from, to) => {
    const days = validityDays(from, to, timeZone);
    const first = day(days.validFrom);
    if (days.validTo === null) {
      return t({ context: "security", message: `Depuis le ${first}` });
    }
    const last = day(days.validTo);
    return t({ context: "security", message: `Du ${first} au ${last}` });
  };
}

/** The days of a validity period as the forms hold them (`YYYY-MM-DD`, `""` for no end). */
export function useValidityDays(): (
  from: Instant,
  to: Instant | null,
) => {
  validFrom: string;
  validTo: string;
} {
  const { timeZone } = useSettings();
  return (from, to) => {
    const days = validityDays(from, to, timeZone);
    return { validFrom: days.validFrom, validTo: days.validTo ?? "" };
  };
}
