import {
  type ApiError,
  type LifecycleCategory,
  type UnexpectedStatusData,
  unexpectedStatus,
} from "../errors.js";

/**
 * The lifecycles of spec 01 §4 and spec 02 §4 as transition tables. One generic reads them all,
 * so the API (which enforces) and the planner (which offers the buttons) cannot disagree.
 */

/**
 * The target of an action that acts on the entity without moving its status (edit, split,
 * assign, delete). The API still asks the machine, so such an action is refused in the wrong status.
 */
export const sameStatus = "sameStatus";

/** The marker type of `sameStatus`. */
export type SameStatus = typeof sameStatus;

/** One row of a transition table: the statuses an action is allowed from, and where it leads. */
export interface TransitionRule<Status extends string> {
  from: readonly Status[];
  to: Status | SameStatus;
}

/** A lifecycle: its error category, its statuses, its transition table and its one-way actions. */
export interface Machine<Status extends string, Action extends string> {
  /** Category of the `unexpectedStatus` refusal (spec 02 §8). */
  category: LifecycleCategory;
  statuses: readonly Status[];
  transitions: Readonly<Record<Action, TransitionRule<Status>>>;
  /**
   * Actions after which the entity never returns to a status the action was allowed from
   * (spec 01 §4: publishing and opening are irreversible).
   */
  irreversible: readonly Action[];
}

/**
 * The outcome of an action: the new status, or the refusal (`unexpectedStatus`, or a
 * precondition of the entity such as `registration.unregistrationCommentRequired`).
 */
export type TransitionResult<Status extends string, Refusal extends ApiError = ApiError> =
  | { ok: true; status: Status }
  | { ok: false; error: Refusal };

function ruleOf<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  action: Action,
): TransitionRule<Status> | undefined {
  // The action may come from a request body: an unknown one is refused, never a crash.
  return Object.hasOwn(machine.transitions, action) ? machine.transitions[action] : undefined;
}

/**
 * Applies an action to a status (spec 01 §4, spec 02 §4): the status it leads to, or the refusal
 * `{ category, code: "unexpectedStatus", data: { status, action, allowedFrom } }` of spec 02 §8.
 */
export function transition<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  status: Status,
  action: Action,
): TransitionResult<Status, ApiError<UnexpectedStatusData>> {
  const rule = ruleOf(machine, action);
  const allowedFrom = rule?.from ?? [];
  if (!rule || !allowedFrom.includes(status)) {
    return {
      ok: false,
      error: unexpectedStatus(machine.category, { status, action, allowedFrom }),
    };
  }
  return { ok: true, status: rule.to === sameStatus ? status : rule.to };
}

/** The actions of a machine, in the order of its table. */
export function actionsOf<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
): Action[] {
  return Object.keys(machine.transitions) as Action[];
}

/** The actions allowed in a status, in the order of the table: the buttons the planner offers. */
export function allowedActions<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  status: Status,
): Action[] {
  return actionsOf(machine).filter((action) => machine.transitions[action].from.includes(status));
}

/** Whether an action is one-way (spec 01 §4), so the planner asks for confirmation first. */
export function isIrreversible<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  action: Action,
): boolean {
  return machine.irreversible.includes(action);
}
