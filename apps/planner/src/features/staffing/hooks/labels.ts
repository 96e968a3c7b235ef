import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RegistrationStatus, ScheduleChangeStatus } from "@releve/domain";
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

/** A registration's statuses (spec 02 §4), as the status-change follow-up filters them. */
export const registrationStatusLabels: Record<RegistrationStatus, MessageDescriptor> = {
  pending: msg({ context: "staffing", message: "En attente" }),
  validated: msg({ context: "staffing", message: "Validée" }),
  rejected: msg({ context: "staffing", message: "Refusée" }),
  cancelled: msg({ context: "staffing", message: "Annulée" }),
  unregistered: msg({ context: "staffing", message: "Retirée" }),
  deleted: msg({ context: "staffing", message: "Supprimée" }),
};
