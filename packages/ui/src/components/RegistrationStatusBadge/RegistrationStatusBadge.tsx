import type { RegistrationStatus } from "@releve/domain";
import { forwardRef, type HTMLAttributes } from "react";
import { Badge } from "../Badge/Badge";
import type { BadgeSize, BadgeTone } from "../Badge/Badge.css";
import type { IconName } from "../Icon/icons";
import { group } from "./RegistrationStatusBadge.css";
import {
  isProposedRegistration,
  useRegistrationStatusLabel,
} from "./RegistrationStatusBadgeLabels";

/**
 * The colour role of each status: pending waits for someone, validated holds a place, rejected
 * was refused; cancelled, unregistered and deleted are over and stay quiet.
 */
export const registrationStatusBadgeTones: Record<RegistrationStatus, BadgeTone> = {
  pending: "warning",
  validated: "success",
  rejected: "danger",
  cancelled: "neutral",
  unregistered: "neutral",
  deleted: "neutral",
};

/**
 * The shape of each status, so that statuses sharing a tone are still told apart without colour
 * (WCAG 1.4.1).
 */
export const registrationStatusBadgeIcons: Record<RegistrationStatus, IconName> = {
  pending: "clock",
  validated: "success",
  rejected: "danger",
  cancelled: "close",
  unregistered: "logout",
  deleted: "trash",
};

/** The tone and shape of the proposed flag: apart from every status's. */
export const registrationProposedBadge = { tone: "info", icon: "user" } as const satisfies {
  tone: BadgeTone;
  icon: IconName;
};

/** Props of {@link RegistrationStatusBadge}. */
export interface RegistrationStatusBadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** The status of the registration. */
  status: RegistrationStatus;
  /**
   * Whether a manager proposed the registration to the person (`Registration.isProposed`). Shown
   * only where the domain's lifecycle gives it a meaning: on a pending or a rejected registration.
   * @default false
   */
  isProposed?: boolean;
  /**
   * `sm` next to small text (tables, calendar cells), `md` next to body text.
   * @default "md"
   */
  size?: BadgeSize;
}

/**
 * The status of a registration as a badge (an icon and the status in words, on the status's tone)
 * and, for a registration a manager proposed, a second badge saying so with its own icon and
 * words. The words come from {@link useRegistrationStatusLabel}, shared with every other place
 * that names a registration's status.
 */
export const RegistrationStatusBadge = forwardRef<HTMLSpanElement, RegistrationStatusBadgeProps>(
  function RegistrationStatusBadge(
    { status, isProposed = false, size = "md", className, ...props },
    ref,
  ) {
    const labels = useRegistrationStatusLabel();
    const proposed = isProposedRegistration({ status, isProposed });
    return (
      <span
        {...props}
        ref={ref}
        className={className ? `${group} ${className}` : group}
        data-status={status}
        data-proposed={proposed || undefined}
      >
        <Badge
          tone={registrationStatusBadgeTones[status]}
          icon={registrationStatusBadgeIcons[status]}
          size={size}
        >
          {labels.status(status)}
        </Badge>
        {/* Keeps the two badges two phrases apart when read out; the flex gap draws nothing. */}
        {proposed ? " " : null}
        {proposed ? (
          <Badge
            tone={registrationProposedBadge.tone}
            icon={registrationProposedBadge.icon}
            size={size}
          >
            {labels.proposed}
          </Badge>
        ) : null}
      </span>
    );
  },
);
