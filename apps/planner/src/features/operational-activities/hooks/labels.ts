import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActivityStatus } from "@releve/domain";
import type { BadgeTone } from "@releve/ui";

/** An activity's statuses (spec 02 §4). */
export const activityStatusLabels: Record<ActivityStatus, MessageDescriptor> = {
  draft: msg({ context: "operational-activities", message: "Brouillon" }),
  public: msg({ context: "operational-activities", message: "Publiée" }),
  cancelled: msg({ context: "operational-activities", message: "Annulée" }),
};

export const activityStatusTones: Record<ActivityStatus, BadgeTone> = {
  draft: "neutral",
  public: "success",
  cancelled: "danger",
};
