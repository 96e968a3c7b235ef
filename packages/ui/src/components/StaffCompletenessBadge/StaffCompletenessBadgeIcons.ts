import type { StaffCompleteness } from "@releve/domain";
import type { IconName } from "../Icon/icons";

/**
 * The shape of each staff completeness, so that it is never told by colour alone (WCAG 1.4.1).
 * The one table of these shapes: the badge, the calendars' means and their legend draw it. A
 * plain module, without React or messages, so that style files can read it too.
 */
export const staffCompletenessBadgeIcons: Record<StaffCompleteness, IconName> = {
  allStaffed: "check",
  readyStaffed: "clock",
  partiallyStaffed: "alert",
  noneStaffed: "danger",
};
