import type { OperationalActivity } from "../entities.js";
import { type ActivityStatus, activityStatuses } from "../enums.js";
import {
  allowedActions,
  type Machine,
  sameStatus,
  type TransitionResult,
  transition,
} from "./machine.js";

/** Actions on an operational activity (spec 01 §4, spec 02 §2 dialogs). */
export const activityActions = ["publish", "cancel", "edit", "addMeans", "delete"] as const;

/** One action on an operational activity. */
export type ActivityAction = (typeof activityActions)[number];

/**
 * The operational activity lifecycle (spec 01 §4, spec 02 §4):
 * - `publish`: draft → public, irreversible.
 * - `cancel`: draft or public → cancelled; no action leaves cancelled (it makes the activity
 *   unreachable and notifies the assigned people), so it is one-way too.
 * - `edit` and `addMeans`: while draft or public; a cancelled activity is unreachable.
 * - `delete`: in any status. The guard is use, not status: the API refuses with
 *   `operationalActivity.isInUse` while means or people use it (spec 02 §8), and deleting a
 *   recurrence keeps only the occurrences with registrations, whatever their status.
 */
export const activityMachine: Machine<ActivityStatus, ActivityAction> = {
  category: "operationalActivity",
  statuses: activityStatuses,
  transitions: {
    publish: { from: ["draft"], to: "public" },
    cancel: { from: ["draft", "public"], to: "cancelled" },
    edit: { from: ["draft", "public"], to: sameStatus },
    addMeans: { from: ["draft", "public"], to: sameStatus },
    delete: { from: ["draft", "public", "cancelled"], to: sameStatus },
  },
  irreversible: ["publish", "cancel"],
};

/**
 * Applies an action to an operational activity (spec 01 §4): its new status, or the refusal
 * `operationalActivity.unexpectedStatus`.
 */
export function activityTransition(
  activity: Pick<OperationalActivity, "status">,
  action: ActivityAction,
): TransitionResult<ActivityStatus> {
  return transition(activityMachine, activity.status, action);
}

/** The actions an operational activity allows in its status (spec 01 §4). */
export function activityAllowedActions(
  activity: Pick<OperationalActivity, "status">,
): ActivityAction[] {
  return allowedActions(activityMachine, activity.status);
}
