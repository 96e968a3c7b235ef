import { useLingui } from "@lingui/react/macro";
import { type StaffCompleteness, type StaffCounts, staffCompleteness } from "@releve/domain";
import { forwardRef, type HTMLAttributes } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Badge } from "../Badge/Badge";
import type { BadgeSize, BadgeTone } from "../Badge/Badge.css";
import { counts, type StaffCompletenessBadgeVariant, shown } from "./StaffCompletenessBadge.css";
import { staffCompletenessBadgeIcons } from "./StaffCompletenessBadgeIcons";
import {
  useStaffCompletenessLabel,
  useStaffCompletenessSentence,
} from "./StaffCompletenessBadgeLabels";

/** The colour role of each completeness: green when nothing is missing, red when nobody came. */
export const staffCompletenessBadgeTones: Record<StaffCompleteness, BadgeTone> = {
  allStaffed: "success",
  readyStaffed: "info",
  partiallyStaffed: "warning",
  noneStaffed: "danger",
};

/** Props of {@link StaffCompletenessBadge}. */
export interface StaffCompletenessBadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /**
   * The staff counts of the means: required, validated and pending (proposed included). The
   * completeness is worked out from them by the domain's `staffCompleteness` rule.
   */
  staff: StaffCounts;
  /**
   * `full` shows the counts and the completeness in words, `compact` the counts only; both read
   * the completeness and the counts out in a sentence.
   * @default "full"
   */
  variant?: StaffCompletenessBadgeVariant;
  /**
   * `sm` next to small text (tables, calendar cells), `md` next to body text.
   * @default "md"
   */
  size?: BadgeSize;
}

/**
 * The staff completeness of a means of intervention: an icon and validated / required staff
 * ("3/5"), with the completeness in words in the `full` variant, on the completeness's tone.
 * Assistive technology reads a sentence instead of the digits, which say nothing out of context:
 * "Partiellement pourvu : 3 personnes validées sur 5 requises".
 */
export const StaffCompletenessBadge = forwardRef<HTMLSpanElement, StaffCompletenessBadgeProps>(
  function StaffCompletenessBadge({ staff, variant = "full", size = "md", ...props }, ref) {
    const { t, i18n } = useLingui();
    const completeness = staffCompleteness(staff);
    const label = useStaffCompletenessLabel()(completeness);
    const sentence = useStaffCompletenessSentence(staff, label);
    const validated = i18n.number(staff.validated);
    const required = i18n.number(staff.required);
    return (
      <Badge
        {...props}
        ref={ref}
        tone={staffCompletenessBadgeTones[completeness]}
        icon={staffCompletenessBadgeIcons[completeness]}
        size={size}
        data-completeness={completeness}
      >
        <span className={shown} aria-hidden="true">
          <span className={counts}>
            {t({
              comment: "Staff badge: validated staff / required staff, as in 3/5.",
              message: `${validated}/${required}`,
            })}
          </span>
          {variant === "full" ? <span>{label}</span> : null}
        </span>
        <span className={visuallyHidden}>{sentence}</span>
      </Badge>
    );
  },
);
