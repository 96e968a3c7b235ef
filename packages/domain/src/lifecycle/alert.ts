import type { Alert } from "../entities.js";
import { type AlertStatus, alertStatuses } from "../enums.js";
import {
  allowedActions,
  type Machine,
  sameStatus,
  type TransitionResult,
  transition,
} from "./machine.js";

/** Actions on an alert (spec 01 §4, spec 02 §7 `Alert/Update`, `Alert/Cancel`, `Alert/Delete`). */
export const alertActions = ["edit", "cancel", "delete"] as const;

/** One action on an alert. */
export type AlertAction = (typeof alertActions)[number];

/**
 * The alert lifecycle (spec 01 §4, spec 02 §4): an active alert may be edited or cancelled
 * (deactivated); cancelling is one-way, since no call reactivates an alert; any alert may be
 * deleted.
 */
export const alertMachine: Machine<AlertStatus, AlertAction> = {
  category: "alert",
  statuses: alertStatuses,
  transitions: {
    edit: { from: ["active"], to: sameStatus },
    cancel: { from: ["active"], to: "cancelled" },
    delete: { from: ["active", "cancelled"], to: sameStatus },
  },
  irreversible: ["cancel"],
};

/** The status of an alert, which the API carries as `isActive` (spec 01 §3). */
export function alertStatus(alert: Pick<Alert, "isActive">): AlertStatus {
  return alert.isActive ? "active" : "cancelled";
}

/**
 * Applies an action to an alert (spec 01 §4): its new status (`isActive` is `status ===
 * "active"`), or the refusal `alert.unexpectedStatus`.
 */
export function alertTransition(
  alert: Pick<Alert, "isActive">,
  action: AlertAction,
): TransitionResult<AlertStatus> {
  return transition(alertMachine, alertStatus(alert), action);
}

/** The actions an alert allows in its status (spec 01 §4). */
export function alertAllowedActions(alert: Pick<Alert, "isActive">): AlertAction[] {
  return allowedActions(alertMachine, alertStatus(alert));
}
