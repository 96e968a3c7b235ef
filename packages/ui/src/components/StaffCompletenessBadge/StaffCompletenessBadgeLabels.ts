import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { StaffCompleteness, StaffCounts } from "@releve/domain";

/**
 * The words of each staff completeness (spec 01 §4) in the current language, as a function, so
 * that every place showing a completeness (badge, planning calendar, legend) says the same thing.
 */
export function useStaffCompletenessLabel(): (completeness: StaffCompleteness) => string {
  const { t } = useLingui();
  const labels: Record<StaffCompleteness, string> = {
    allStaffed: t({ comment: "Staff completeness of a means.", message: "Complet" }),
    readyStaffed: t({
      comment: "Staff completeness: enough registrations, some still to be validated.",
      message: "Personnel à valider",
    }),
    partiallyStaffed: t({
      comment: "Staff completeness of a means.",
      message: "Partiellement pourvu",
    }),
    noneStaffed: t({ comment: "Staff completeness of a means.", message: "Aucun personnel" }),
  };
  return (completeness) => labels[completeness];
}

/**
 * What a staff completeness badge reads out, in the current language: the completeness, the
 * validated and required counts, and the pending ones when there are any ("Personnel à valider :
 * 3 personnes validées sur 5 requises, 2 en attente de validation").
 */
export function useStaffCompletenessSentence(
  { required, validated, pending }: StaffCounts,
  label: string,
): string {
  const { t } = useLingui();
  // Template literals around plural(): the form the SWC macro plugin reads with a comment.
  if (pending > 0) {
    return t({
      comment:
        "Spoken text of a staff badge: {label} is the completeness, then validated / required staff and pending registrations.",
      message: `${label} : ${plural(validated, { one: "# personne validée", other: "# personnes validées" })} sur ${plural(required, { one: "# requise", other: "# requises" })}, ${plural(pending, { one: "# en attente de validation", other: "# en attente de validation" })}`,
    });
  }
  return t({
    comment:
      "Spoken text of a staff badge: {label} is the completeness, then validated / required staff.",
    message: `${label} : ${plural(validated, { one: "# personne validée", other: "# personnes validées" })} sur ${plural(required, { one: "# requise", other: "# requises" })}`,
  });
}
