import { useLingui } from "@lingui/react/macro";
import type { MeansStatus } from "@releve/domain";

/**
 * The word of each means of intervention status (spec 01 §4) in the current language, as a
 * function, so that every place showing a status (badge, planning calendar, lists) says the same.
 */
export function useMeansStatusLabel(): (status: MeansStatus) => string {
  const { t } = useLingui();
  const labels: Record<MeansStatus, string> = {
    draft: t({ comment: "Status of a means of intervention.", message: "Brouillon" }),
    public: t({ comment: "Status of a means of intervention.", message: "Public" }),
    open: t({
      comment: "Status of a means of intervention: open to volunteers' registrations.",
      message: "Ouvert",
    }),
    cancelled: t({ comment: "Status of a means of intervention.", message: "Annulé" }),
  };
  return (status) => labels[status];
}
