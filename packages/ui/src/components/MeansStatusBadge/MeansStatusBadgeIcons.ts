import type { MeansStatus } from "@releve/domain";
import type { IconName } from "../Icon/icons";

/**
 * The shape of each status of a means, so that it is never told by colour alone (WCAG 1.4.1).
 * The one table of these shapes: the badge, the calendars' means and their legend draw it. A
 * plain module, without React or messages, so that style files can read it too.
 */
export const meansStatusBadgeIcons: Record<MeansStatus, IconName> = {
  draft: "edit",
  public: "eye",
  open: "unlock",
  cancelled: "close",
};
