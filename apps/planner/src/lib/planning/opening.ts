import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Instant, OpeningOption } from "@releve/domain";
import { useInstantFormat } from "../instant-format";

/*
 * The words of what activities and means share (spec 02 §3, §4): how registrations are
 * validated and how means open to volunteers. Their catalogue loads with the pages that show
 * them (decision 030).
 */

/** How means open to volunteers (spec 02 §4). */
export const openingOptionLabels: Record<OpeningOption, MessageDescriptor> = {
  automatic: msg({ context: "planning", message: "Automatique" }),
  manual: msg({ context: "planning", message: "Manuelle" }),
  specificDate: msg({ context: "planning", message: "À une date précise" }),
  specificDuration: msg({ context: "planning", message: "Un nombre de jours avant le début" }),
};

/** What an activity or a means says of its opening. */
export interface OpeningFacts {
  openingOption: OpeningOption;
  openingDate: Instant | null;
  openingDaysBeforeStart: number | null;
}

/** How an activity's or a means' means open, with the date or the days when there are. */
export function useOpeningWords(subject: OpeningFacts): string {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const option = i18n._(openingOptionLabels[subject.openingOption]);
  if (subject.openingOption === "specificDate" && subject.openingDate !== null) {
    const date = format.dateTime(subject.openingDate);
    return t({ context: "planning", message: `${option}\u00a0: ${date}` });
  }
  if (subject.openingOption === "specificDuration" && subject.openingDaysBeforeStart !== null) {
    return t({
      context: "planning",
      message: plural(subject.openingDaysBeforeStart, {
        one: "# jour avant le début",
        other: "# jours avant le début",
      }),
    });
  }
  return option;
}

/** How registrations are validated: by themselves, or by a manager. */
export function useValidationWords(isAutomatic: boolean): string {
  const { t } = useLingui();
  return isAutomatic
    ? t({ context: "planning", message: "Automatique" })
    : t({ context: "planning", message: "Par un responsable" });
}
