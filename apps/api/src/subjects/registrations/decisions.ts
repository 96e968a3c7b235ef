import {
  type Conflict,
  checkUnregistration,
  instantToWallClock,
  type RegistrationAction,
  type RejectionReason,
  registrationTransition,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import {
  type Clock,
  mobilise,
  mobilising,
  type RegistrationActionResult,
  refuse,
} from "./actions.js";
import {
  requireMeansAllows,
  requireNoBlockingConflict,
  requireOperationalRole,
  requireOwn,
  requireReachable,
  requireRoomToValidate,
  requireStaffRoom,
} from "./checks.js";
import { conflictsOfRegistrations } from "./conflicts.js";
import { lockRegistration } from "./locks.js";
import { rejectPendingScheduleChanges } from "./pending-changes.js";
import { personOf, requirePlacedRegistration } from "./reads.js";
import { staffingTransaction, writing } from "./staffing-transaction.js";
import { registrationViews } from "./views.js";

/**
 * Decisions on one existing registration (spec 02 §4): a manager validates, rejects or validates
 * a rejected one; the person unregisters. Each runs under the locks of the means and the person,
 * on the last committed state.
 */

/** Actions on one registration, and what they may take besides it. */
export type ChangeAction = Extract<
  RegistrationAction,
  "validate" | "reject" | "validateRejected" | "unregister"
>;

/** A decision on one registration: its comment, a rejection's reason, a validation's role. */
export interface ChangeRequest {
  action: ChangeAction;
  comment: string;
  rejectionReason?: RejectionReason | undefined;
  operationalRoleId?: number | null | undefined;
}

/**
 * Acts on one registration (spec 02 §4): a manager validates a pending one, rejects a pending or
 * validated one (reason absence or rescheduling, with a comment), validates a rejected one; the
 * person unregisters their own (a validated one needs a comment; within 24 hours of the start
 * the warning `registration.unregisterShortNotice` comes back with the result). Validating checks
 * the staff maximum and the conflicts again, under the means' lock. A registration leaving the
 * live statuses takes its pending schedule change with it: rejected in the same transaction.
 */
export function changeRegistration(
  db: Kysely<Database>,
  access: Access,
  id: number,
  request: ChangeRequest,
  clock: Clock,
): Promise<RegistrationActionResult> {
  const { action } = request;
  return staffingTransaction(db, access, "registration", async (trx) => {
    const found = await requirePlacedRegistration(trx, id);
    if (action === "unregister") requireOwn(access, found);
    else requireReachable(access, found);
    const { current, means } = await lockRegistration(trx, found);
    requireMeansAllows(means, action === "unregister" ? "unregister" : "assign");
    const state = { status: current.status, isProposed: current.is_proposed };
    const result = registrationTransition(state, action, {
      comment: request.comment,
      ...(request.rejectionReason ? { rejectionReason: request.rejectionReason } : {}),
    });
    if (!result.ok) refuse(result.error);

    const findings =
      action === "unregister"
        ? checkUnregistration(
            {
              registrationStatus: current.status,
              comment: request.comment,
              meansStart: instantToWallClock(means.start_at, clock.timeZone),
            },
            clock,
          ).filter((finding) => finding.severity !== "blocking")
        : [];
    let conflicts: Conflict[] = [];
    if (result.status === "validated") {
      // A pending registration holds its place already; a rejected one takes a new one.
      if (current.status === "pending") requireRoomToValidate(means, 1);
      else requireStaffRoom(means, 1);
      conflicts = await conflictsOfRegistrations(trx, access, [current], clock.timeZone);
      requireNoBlockingConflict(conflicts);
      await requireOperationalRole(trx, request.operationalRoleId, [means]);
    }
    await writing(
      {
        action,
        registrationId: id,
        personId: current.person_id,
        meansOfInterventionId: means.id,
        start: current.start_at,
        end: current.end_at,
      },
      () =>
        trx
          .updateTable("registration")
          .set({
            status: result.status,
            is_proposed: result.isProposed,
            rejection_reason: action === "reject" ? (request.rejectionReason ?? null) : null,
            ...(result.status === "validated" && request.operationalRoleId != null
              ? { operational_role_id: request.operationalRoleId }
              : {}),
            latest_status_change_at: sql`now()`,
            version: sql`version + 1`,
          })
          .where("id", "=", id)
          .execute(),
    );
    const rejections = await rejectPendingScheduleChanges(
      trx,
      [{ registrationId: id, status: result.status, isProposed: result.isProposed }],
      personOf(access),
    );
    await recordStatusChanges(trx, [
      {
        subject: "registration",
        subjectId: id,
        action,
        from: current.status,
        to: result.status,
        comment: request.comment,
        changedBy: personOf(access),
      },
      ...rejections,
    ]);
    if (mobilising.has(action)) {
      await mobilise(trx, action, {
        id,
        personId: current.person_id,
        meansOfInterventionId: means.id,
      });
    }
    return {
      registrations: await registrationViews(trx, [id], clock.timeZone, access.user.language),
      conflicts,
      findings,
    };
  });
}
