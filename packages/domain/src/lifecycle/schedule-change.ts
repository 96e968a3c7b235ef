import type { ScheduleChange } from "../entities.js";
import { type ScheduleChangeStatus, scheduleChangeStatuses } from "../enums.js";
import { allowedActions, type Machine, type TransitionResult, transition } from "./machine.js";

/** Actions on a registration schedule change (spec 01 §4). */
export const scheduleChangeActions = ["validate", "reject"] as const;

/** One action on a schedule change. */
export type ScheduleChangeAction = (typeof scheduleChangeActions)[number];

/**
 * The schedule change lifecycle (spec 01 §4, spec 02 §4): a pending change is validated or
 * rejected, once. Both answers are final: a new proposition is a new schedule change.
 */
export const scheduleChangeMachine: Machine<ScheduleChangeStatus, ScheduleChangeAction> = {
  category: "scheduleChange",
  statuses: scheduleChangeStatuses,
  transitions: {
    validate: { from: ["pending"], to: "validated" },
    reject: { from: ["pending"], to: "rejected" },
  },
  irreversible: ["validate", "reject"],
};

/**
 * Applies an action to a schedule change (spec 01 §4): its new status, or the refusal
 * `scheduleChange.unexpectedStatus`.
 */
export function scheduleChangeTransition(
  scheduleChange: Pick<ScheduleChange, "status">,
  action: ScheduleChangeAction,
): TransitionResult<ScheduleChangeStatus> {
  return transition(scheduleChangeMachine, scheduleChange.status, action);
}

/** The actions a schedule change allows in its status (spec 01 §4). */
export function scheduleChangeAllowedActions(
  scheduleChange: Pick<ScheduleChange, "status">,
): ScheduleChangeAction[] {
  return allowedActions(scheduleChangeMachine, scheduleChange.status);
}
