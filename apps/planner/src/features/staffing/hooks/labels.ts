import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ScheduleChangeStatus } from "@releve/domain";
import type { BadgeTone } from "@releve/ui";

/** A schedule change's statuses (spec 02 §4). */
export const scheduleChangeStatusLabels: Record<ScheduleChangeStatus, MessageDescriptor> = {
  pending: msg({ context: "staffing", message: "En attente" }),
  validated: msg({ context: "staffing", message: "Validé" }),
  rejected: msg({ context: "staffing", message: "Refusé" }),
};

export const scheduleChangeStatusTones: Record<ScheduleChangeStatus, BadgeTone> = {
  pending: "warning",
  validated: "success",
  rejected: "danger",
};

/** The follow-up lists (spec 01 §2): every change of the scope, or those the user proposed. */
export const followUpViews = ["all", "mine"] as const;
export type FollowUpView = (typeof followUpViews)[number];
