import {
  type Conflict,
  concurrentChange,
  Refusal,
  type RegistrationAction,
  registrationTransition,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import {
  ascending,
  type Clock,
  mobilise,
  mobilising,
  type RegistrationActionResult,
  refuse,
  setRegistrationStatus,
} from "./actions.js";
import {
  requireMeansAllows,
  requireNoBlockingConflict,
  requireOwn,
  requireRoomToValidate,
} from "./checks.js";
import { conflictsOfRegistrations } from "./conflicts.js";
import { lockMeans, lockPersons } from "./locks.js";
import { rejectPendingScheduleChanges } from "./pending-changes.js";
import { type PlacedRegistration, personOf, requirePlacedRegistration } from "./reads.js";
import { staffingTransaction, writing } from "./staffing-transaction.js";
import { registrationViews } from "./views.js";

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
      registrations: await registrationViews(trx, ids, clock.timeZone, access.user.language),
      conflicts,
      findings: [],
    };
  });
}
