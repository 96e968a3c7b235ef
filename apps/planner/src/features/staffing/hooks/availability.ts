import { useLingui } from "@lingui/react/macro";
import { calls, interfaceLanguage } from "@releve/domain";
import { uiFormatLocales } from "@releve/ui";
import { useMemo } from "react";
import { type Answer, defineQuery } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** One of the volunteer's declarations, as `GET Availability/Mine` answers it. */
export type Declaration = Answer<typeof calls.availability.mine>["items"][number];

/** `GET Availability/Mine`: the volunteer's declarations (decision 046). */
export const myAvailabilityQuery = defineQuery(calls.availability.mine);

/** Declares the volunteer available or unavailable (the form of decision 046). */
export const useDeclareAvailability = () =>
  useCallAction(calls.availability.create, [calls.availability.mine]);

/** Removes one of the volunteer's declarations. */
export const useRemoveAvailability = () =>
  useCallAction(calls.availability.remove, [calls.availability.mine]);

/** The name of ISO weekday n (1 Monday … 7 Sunday) in the interface's language ("samedi"). */
export function useWeekdayName(): (weekday: number) => string {
  const { i18n } = useLingui();
  const locale = uiFormatLocales[interfaceLanguage(i18n.locale)];
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    // Monday 1 January 2024 + n − 1.
    return (weekday: number) => format.format(new Date(Date.UTC(2024, 0, weekday, 12)));
  }, [locale]);
}
