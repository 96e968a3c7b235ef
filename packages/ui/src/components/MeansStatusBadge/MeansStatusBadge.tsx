import type { MeansStatus } from "@releve/domain";
import { forwardRef, type HTMLAttributes } from "react";
import { Badge } from "../Badge/Badge";
import type { BadgeSize, BadgeTone } from "../Badge/Badge.css";
import { meansStatusBadgeIcons } from "./MeansStatusBadgeIcons";
import { useMeansStatusLabel } from "./MeansStatusBadgeLabels";

/**
 * The colour role of each status: a draft is quiet, a public means is announced, an open one takes
 * registrations (the state managers aim for), a cancelled one is over.
 */
export const meansStatusBadgeTones: Record<MeansStatus, BadgeTone> = {
  draft: "neutral",
  public: "info",
  open: "success",
  cancelled: "danger",
};

/** Props of {@link MeansStatusBadge}. */
export interface MeansStatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** The status of the means of intervention. */
  status: MeansStatus;
  /**
   * `sm` next to small text (tables, calendar cells), `md` next to body text.
   * @default "md"
   */
  size?: BadgeSize;
}

/**
 * The status of a means of intervention (draft, public, open, cancelled) as a badge: an icon
 * and the status in words, on the status's tone. The words come from
 * {@link useMeansStatusLabel}, shared with every other place that names a status.
 */
export const MeansStatusBadge = forwardRef<HTMLSpanElement, MeansStatusBadgeProps>(
  function MeansStatusBadge({ status, size = "md", ...props }, ref) {
    const label = useMeansStatusLabel()(status);
    return (
      <Badge
        {...props}
        ref={ref}
        tone={meansStatusBadgeTones[status]}
        icon={meansStatusBadgeIcons[status]}
        size={size}
        data-status={status}
      >
        {label}
      </Badge>
    );
  },
);
