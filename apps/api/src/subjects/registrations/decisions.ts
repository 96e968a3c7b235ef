import {
  type Conflict,
  checkUnregistration,
  concurrentChange,
  instantToWallClock,
  Refusal,
  type RegistrationAction,
  type RejectionReason,
  registrationTransition,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import {
  requireMeansAllows,
  requireNoBlockingConflict,
  requireOperationalRole,
  requireOwn,
  requireReachable,
  requireRoomToValidate,
  requireStaffRoom,
} from "./checks.js";
import { type Candidate, findConflicts } from "./conflicts.js";
import { rejectPendingScheduleChanges } from "./pending-changes.js";
import {
  ascending,
  type Clock,
  mobilise,
  type RegistrationActionResult,
  refuse,
} from "./registrations.js";
import {
  lockMeans,
  lockPersons,
  type PlacedRegistration,
  personOf,
  requirePlacedRegistration,
  type StaffedMeans,
  setRegistrationStatus,
  staffingTransaction,
  writing,
} from "./store.js";
import { registrationViews } from "./views.js";

/**
 * Decisions on existing registrations (spec 02 §4): a manager validates, rejects or validates a
 * rejected one; the person unregisters, accepts or declines propositions. Each runs under the
 * locks of the means and the person, on the last committed state.
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

/** Actions the person is notified of: mobilised, proposed, or taken off by a rejection. */
const mobilising: ReadonlySet<RegistrationAction> = new Set([
  "assign",
  "propose",
  "validate",
  "validateRejected",
  "acceptProposition",
  "reject",
]);

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
      registrations: await registrationViews(trx, [id], clock.timeZone),
      conflicts,
      findings,
    };
  });
}

/**
 * The person answers pending propositions (spec 02 §4 "accept pending propositions"): accepted
 * ones are validated (the staff maximum of each means and the conflicts are checked over the
 * whole answer, under the means' locks), declined ones become rejected propositions, their
 * pending schedule changes rejected with them. All or nothing.
 */
export function answerPropositions(
  db: Kysely<Database>,
  access: Access,
  registrationIds: readonly number[],
  action: Extract<RegistrationAction, "acceptProposition" | "rejectProposition">,
  comment: string,
  clock: Clock,
): Promise<RegistrationActionResult> {
  const ids = ascending(registrationIds);
  return staffingTransaction(db, access, "registration", async (trx) => {
    const found: PlacedRegistration[] = [];
    for (const id of ids) {
      const registration = await requirePlacedRegistration(trx, id);
      requireOwn(access, registration);
      found.push(registration);
    }
    const locked = await lockMeans(
      trx,
      found.map((registration) => registration.means_of_intervention_id),
    );
    await lockPersons(trx, [personOf(access)]);
    const current: PlacedRegistration[] = [];
    for (const registration of found) {
      const again = await requirePlacedRegistration(trx, registration.id, true);
      const means = locked.get(again.means_of_intervention_id);
      if (!means) throw new Refusal(concurrentChange("registration", { id: again.id }));
      if (action === "acceptProposition") requireMeansAllows(means, "assign");
      const result = registrationTransition(
        { status: again.status, isProposed: again.is_proposed },
        action,
      );
      if (!result.ok) refuse(result.error);
      current.push(again);
    }
    let conflicts: Conflict[] = [];
    if (action === "acceptProposition") {
      for (const means of locked.values()) {
        const validating = current.filter(
          (registration) => registration.means_of_intervention_id === means.id,
        ).length;
        requireRoomToValidate(means, validating);
      }
      conflicts = await conflictsOfRegistrations(trx, access, current, clock.timeZone);
      requireNoBlockingConflict(conflicts);
    }
    for (const registration of current) {
      const result = registrationTransition(
        { status: registration.status, isProposed: registration.is_proposed },
        action,
      );
      if (!result.ok) refuse(result.error);
      await writing(
        {
          action,
          registrationId: registration.id,
          personId: registration.person_id,
          meansOfInterventionId: registration.means_of_intervention_id,
          start: registration.start_at,
          end: registration.end_at,
        },
        () => setRegistrationStatus(trx, [registration.id], result),
      );
      const rejections = await rejectPendingScheduleChanges(
        trx,
        [{ registrationId: registration.id, status: result.status, isProposed: result.isProposed }],
        personOf(access),
      );
      await recordStatusChanges(trx, [
        {
          subject: "registration",
          subjectId: registration.id,
          action,
          from: registration.status,
          to: result.status,
          comment,
          changedBy: personOf(access),
        },
        ...rejections,
      ]);
      if (mobilising.has(action)) {
        await mobilise(trx, action, {
          id: registration.id,
          personId: registration.person_id,
          meansOfInterventionId: registration.means_of_intervention_id,
        });
      }
    }
    return {
      registrations: await registrationViews(trx, ids, clock.timeZone),
      conflicts,
      findings: [],
    };
  });
}

/**
 * Locks a registration's means, then its person, then the registration itself, and reads it
 * again: what the action decides on is the last committed state. A registration moved to
 * another means meanwhile (a split) is answered `registration.concurrentChange`.
 */
export async function lockRegistration(
  trx: Transaction<Database>,
  found: PlacedRegistration,
): Promise<{ current: PlacedRegistration; means: StaffedMeans }> {
  const locked = await lockMeans(trx, [found.means_of_intervention_id]);
  await lockPersons(trx, [found.person_id]);
  const current = await requirePlacedRegistration(trx, found.id, true);
  const means = locked.get(current.means_of_intervention_id);
  if (!means) throw new Refusal(concurrentChange("registration", { id: found.id }));
  return { current, means };
}

/** The conflicts of registrations being validated, person by person, over the whole selection. */
export function conflictsOfRegistrations(
  trx: Transaction<Database> | Kysely<Database>,
  access: Access,
  registrations: readonly PlacedRegistration[],
  timeZone: string,
  period?: { start: Date; end: Date },
): Promise<Conflict[]> {
  const selections = new Map<number, Candidate[]>();
  for (const registration of registrations) {
    selections.set(registration.person_id, [
      ...(selections.get(registration.person_id) ?? []),
      {
        meansOfInterventionId: registration.means_of_intervention_id,
        registrationId: registration.id,
        start: period?.start ?? registration.start_at,
        end: period?.end ?? registration.end_at,
      },
    ]);
  }
  return findConflicts(trx, access, selections, timeZone);
}
