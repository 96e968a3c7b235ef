import type { MeansOfIntervention } from "../entities.js";
import { type MeansStatus, meansStatuses } from "../enums.js";
import { alreadySplit } from "../errors.js";
import {
  allowedActions,
  type Machine,
  sameStatus,
  type TransitionResult,
  transition,
} from "./machine.js";

/** Actions on a means of intervention (spec 01 §4, spec 02 §2 dialogs). */
export const meansActions = [
  "publish",
  "open",
  "cancel",
  "edit",
  "split",
  "assign",
  "register",
  "unregister",
  "delete",
] as const;

/** One action on a means of intervention. */
export type MeansAction = (typeof meansActions)[number];

/**
 * The means of intervention lifecycle (spec 01 §4, spec 02 §4):
 * - `publish`: draft → public; `open`: public → open (accessible to volunteers). Both
 *   irreversible. A draft is not opened directly: the planner publishes, then opens.
 * - `cancel`: draft, public or open → cancelled; no action leaves cancelled, so it is one-way.
 * - `edit`: while not cancelled.
 * - `split`: public or open, when a 12-hour shift must fit the people staffing it (assigned
 *   employees follow onto both halves). Irreversible through the sibling link rather than the
 *   status: `meansTransition` refuses to split a means that already has a sibling.
 * - `assign` (managers assign or propose people): public or open. Not in draft, which nobody
 *   but managers sees, nor once cancelled.
 * - `register` (field staff register themselves): open only, since opening is what makes a
 *   means accessible to volunteers.
 * - `unregister` (a person withdraws): public or open, so people assigned before the opening
 *   may withdraw too; a validated registration then needs a comment (`registrationTransition`).
 * - `delete`: in any status. The guard is use: the API refuses with `meansOfIntervention.isInUse`
 *   or `isInUseSplit` while people are registered, on it or on the other half (spec 02 §4).
 */
export const meansMachine: Machine<MeansStatus, MeansAction> = {
  category: "meansOfIntervention",
  statuses: meansStatuses,
  transitions: {
    publish: { from: ["draft"], to: "public" },
    open: { from: ["public"], to: "open" },
    cancel: { from: ["draft", "public", "open"], to: "cancelled" },
    edit: { from: ["draft", "public", "open"], to: sameStatus },
    split: { from: ["public", "open"], to: sameStatus },
    assign: { from: ["public", "open"], to: sameStatus },
    register: { from: ["open"], to: sameStatus },
    unregister: { from: ["public", "open"], to: sameStatus },
    delete: { from: ["draft", "public", "open", "cancelled"], to: sameStatus },
  },
  irreversible: ["publish", "open", "cancel"],
};

/** What the means lifecycle reads of a means of intervention. */
export type MeansLifecycleState = Pick<MeansOfIntervention, "status" | "splitSiblingId">;

/**
 * Applies an action to a means of intervention (spec 01 §4, spec 02 §4): its new status, or
 * the refusal `meansOfIntervention.unexpectedStatus`, or `meansOfIntervention.alreadySplit` for
 * a split of a means that is already a half (a split is irreversible).
 */
export function meansTransition(
  means: MeansLifecycleState,
  action: MeansAction,
): TransitionResult<MeansStatus> {
  const result = transition(meansMachine, means.status, action);
  if (result.ok && action === "split" && means.splitSiblingId !== null) {
    return { ok: false, error: alreadySplit({ splitSiblingId: means.splitSiblingId }) };
  }
  return result;
}

/** The actions a means of intervention allows in its status and split state (spec 01 §4). */
export function meansAllowedActions(means: MeansLifecycleState): MeansAction[] {
  return allowedActions(meansMachine, means.status).filter(
    (action) => action !== "split" || means.splitSiblingId === null,
  );
}

/**
 * Whether a manager may still put staff on a means of intervention at `now`: its lifecycle takes
 * an assignment (public or open) and it has not ended. What the multiple assignment is offered
 * from an activity's page (decision 042); a means whose end has passed is history.
 */
export function takesStaffAt(
  means: Pick<MeansOfIntervention, "status" | "end">,
  now: Date | number,
): boolean {
  return (
    Date.parse(means.end) > Number(now) &&
    meansTransition({ status: means.status, splitSiblingId: null }, "assign").ok
  );
}
