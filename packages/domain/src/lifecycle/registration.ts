import type { Registration } from "../entities.js";
import { type RegistrationStatus, type RejectionReason, rejectionReasons } from "../enums.js";
import {
  type ApiError,
  rejectionReasonRequired,
  unregistrationCommentRequired,
} from "../errors.js";
import { allowedActions, type Machine, transition } from "./machine.js";

/**
 * The live registration statuses: pending (propositions included, waiting for an answer) or
 * validated. Only these may change, and only these mean someone is coming.
 */
export const liveRegistrationStatuses = ["pending", "validated"] as const;

/**
 * The registration lifecycle (spec 01 §4, spec 02 §4). A registration is a status plus the
 * `isProposed` flag; the machine spells the flagged variants out (pending proposition, rejected
 * proposition) and adds `none`, the registration that does not exist yet, so that creating one
 * is a transition like the others.
 */
export const registrationLifecycleStatuses = [
  "none",
  "pending",
  "pendingProposed",
  "validated",
  "rejected",
  "rejectedProposed",
  "cancelled",
  "unregistered",
  "deleted",
] as const;

/** A registration's place in its lifecycle: its status with the proposed flag folded in. */
export type RegistrationLifecycleStatus = (typeof registrationLifecycleStatuses)[number];

/** Actions on a registration (spec 02 §4). */
export const registrationActions = [
  "register",
  "assign",
  "propose",
  "validate",
  "acceptProposition",
  "reject",
  "rejectProposition",
  "validateRejected",
  "unregister",
  "cancel",
  "delete",
] as const;

/** One action on a registration. */
export type RegistrationAction = (typeof registrationActions)[number];

/**
 * The registration transitions (spec 02 §4). The operational role is a parameter of the
 * creating and validating actions, never a status, so each holds with or without one.
 * - `register`: a person registers → pending. With automatic validation the API then applies
 *   `validate`, so both paths leave the same trace.
 * - `assign`: a manager assigns → validated. `propose`: a manager proposes → pending proposition.
 * - `validate`: pending → validated. `acceptProposition`: the person accepts a pending
 *   proposition → validated.
 * - `reject`: pending or validated → rejected (reason absence or rescheduling).
 *   `rejectProposition`: a pending proposition is declined → rejected proposition, the variant
 *   spec 02 §4 names. `validateRejected`: either rejected variant → validated.
 * - `unregister`: pending or validated → unregistered; a validated one needs a comment.
 * - `cancel` (its means or activity is cancelled) and `delete`: from any live status.
 * Unregistered, cancelled and deleted are final: registering again creates a new registration,
 * so the history of the old one stays readable in the status-change follow-up.
 */
export const registrationMachine: Machine<RegistrationLifecycleStatus, RegistrationAction> = {
  category: "registration",
  statuses: registrationLifecycleStatuses,
  transitions: {
    register: { from: ["none"], to: "pending" },
    assign: { from: ["none"], to: "validated" },
    propose: { from: ["none"], to: "pendingProposed" },
    validate: { from: ["pending"], to: "validated" },
    acceptProposition: { from: ["pendingProposed"], to: "validated" },
    reject: { from: ["pending", "validated"], to: "rejected" },
    rejectProposition: { from: ["pendingProposed"], to: "rejectedProposed" },
    validateRejected: { from: ["rejected", "rejectedProposed"], to: "validated" },
    unregister: { from: ["pending", "validated"], to: "unregistered" },
    cancel: { from: ["pending", "pendingProposed", "validated"], to: "cancelled" },
    delete: {
      from: ["pending", "pendingProposed", "validated", "rejected", "rejectedProposed"],
      to: "deleted",
    },
  },
  irreversible: ["register", "assign", "propose", "unregister", "cancel", "delete"],
};

/** What the registration lifecycle reads of a registration. */
export type RegistrationState = Pick<Registration, "status" | "isProposed">;

/** The lifecycle status of a registration, `none` when it does not exist yet. */
export function registrationLifecycleStatus(
  registration: RegistrationState | null,
): RegistrationLifecycleStatus {
  if (registration === null) return "none";
  if (registration.isProposed && registration.status === "pending") return "pendingProposed";
  if (registration.isProposed && registration.status === "rejected") return "rejectedProposed";
  return registration.status;
}

const stateOf: Record<Exclude<RegistrationLifecycleStatus, "none">, RegistrationState> = {
  pending: { status: "pending", isProposed: false },
  pendingProposed: { status: "pending", isProposed: true },
  validated: { status: "validated", isProposed: false },
  rejected: { status: "rejected", isProposed: false },
  rejectedProposed: { status: "rejected", isProposed: true },
  cancelled: { status: "cancelled", isProposed: false },
  unregistered: { status: "unregistered", isProposed: false },
  deleted: { status: "deleted", isProposed: false },
};

/** The outcome of an action on a registration: its new status and flag, or the refusal. */
export type RegistrationTransitionResult =
  | { ok: true; status: RegistrationStatus; isProposed: boolean }
  | { ok: false; error: ApiError };

/**
 * What an action may need besides the registration: the comment of an unregistration, the reason
 * of a rejection (absence or rescheduling, spec 01 §4).
 */
export interface RegistrationActionContext {
  comment?: string;
  rejectionReason?: RejectionReason;
}

const isBlank = (text: string | undefined): boolean => (text ?? "").trim() === "";

/**
 * Applies an action to a registration, `null` for one that does not exist yet (spec 02 §4):
 * its new status and proposed flag, or the refusal `registration.unexpectedStatus`, or
 * `registration.unregistrationCommentRequired` when a validated registration is unregistered
 * without a comment (the default context has none, so forgetting it refuses). The dialog's own
 * check, with the same code, is `checkUnregistration` of `forms/unregistration.ts`.
 */
export function registrationTransition(
  registration: RegistrationState | null,
  action: RegistrationAction,
  context: RegistrationActionContext = {},
): RegistrationTransitionResult {
  const current = registrationLifecycleStatus(registration);
  const result = transition(registrationMachine, current, action);
  if (!result.ok) return result;
  if (action === "unregister" && current === "validated" && isBlank(context.comment)) {
    return { ok: false, error: unregistrationCommentRequired({ status: current, action }) };
  }
  if (
    action === "reject" &&
    !rejectionReasons.includes(context.rejectionReason as RejectionReason)
  ) {
    return {
      ok: false,
      error: rejectionReasonRequired({ allowed: rejectionReasons.join(",") }),
    };
  }
  // No rule leads to `none`: a registration never stops existing, `deleted` is a status.
  const next = stateOf[result.status as Exclude<RegistrationLifecycleStatus, "none">];
  return { ok: true, ...next };
}

/** The actions a registration allows, `null` for one that does not exist yet (spec 02 §4). */
export function registrationAllowedActions(
  registration: RegistrationState | null,
): RegistrationAction[] {
  return allowedActions(registrationMachine, registrationLifecycleStatus(registration));
}
