import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AlertLevel } from "@releve/domain";
import type { BadgeTone } from "@releve/ui";

/** An alert's level in words (spec 02 §7). */
export const alertLevelLabels: Record<AlertLevel, MessageDescriptor> = {
  info: msg({ context: "alert-management", message: "Information" }),
  warning: msg({ context: "alert-management", message: "Avertissement" }),
  danger: msg({ context: "alert-management", message: "Danger" }),
};

/** An alert's level as a badge's tone: the colour of its banner. */
export const alertLevelTones: Record<AlertLevel, BadgeTone> = {
  info: "info",
  warning: "warning",
  danger: "danger",
};
