import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActivityStatus, OpeningOption } from "@releve/domain";
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

/** How an activity's means open to volunteers (spec 02 §4). */
export const openingOptionLabels: Record<OpeningOption, MessageDescriptor> = {
  automatic: msg({ context: "operational-activities", message: "Automatique" }),
  manual: msg({ context: "operational-activities", message: "Manuelle" }),
  specificDate: msg({ context: "operational-activities", message: "À une date précise" }),
  specificDuration: msg({
    context: "operational-activities",
    message: "Un nombre de jours avant le début",
  }),
};
