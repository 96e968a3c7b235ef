import {
  liveRegistrationStatuses,
  type RegistrationStatus,
  registrationTransition,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { StatusChange } from "../../platform/audit.js";
import { setRegistrationStatus } from "./actions.js";
import { rejectPendingScheduleChanges } from "./pending-changes.js";

/**
 * Cancels the live registrations (pending, proposed, validated) of cancelled means (spec 02 §4:
 * the registration's `cancel`), releasing their staff counts, and rejects their pending schedule
 * changes. Answers the people concerned, for the cancellation notification, and the status
 * changes of the registrations and of their schedule changes, for the audit trail.
 */
export async function cancelRegistrationsOf(
  trx: Kysely<Database>,
  meansIds: readonly number[],
  change: { comment: string; changedBy: number },
): Promise<{ personIds: number[]; changes: StatusChange[] }> {
  if (meansIds.length === 0) return { personIds: [], changes: [] };
  const live = await trx
    .selectFrom("registration")
    .select(["id", "person_id", "status", "is_proposed"])
    .where("means_of_intervention_id", "in", meansIds)
    .where("status", "in", liveRegistrationStatuses)
    .orderBy("id")
    .forUpdate()
    .execute();
  const cancelled = live.map((registration) => {
    const state = { status: registration.status, isProposed: registration.is_proposed };
    const result = registrationTransition(state, "cancel");
    // Pending and validated registrations can always be cancelled; the machine says so.
    if (!result.ok) throw new Error(`Registration ${registration.id} cannot be cancelled`);
    return { registration, status: result.status, isProposed: result.isProposed };
  });
  // One write per outcome of the transition: the registrations taking the same status together.
  const outcomes = new Map<
    string,
    { status: RegistrationStatus; isProposed: boolean; ids: number[] }
  >();
  for (const { registration, status, isProposed } of cancelled) {
    const key = `${status}:${isProposed}`;
    const outcome = outcomes.get(key) ?? { status, isProposed, ids: [] };
    outcome.ids.push(registration.id);
    outcomes.set(key, outcome);
  }
  for (const { status, isProposed, ids } of outcomes.values()) {
    await setRegistrationStatus(trx, ids, { status, isProposed });
  }
  const changes: StatusChange[] = cancelled.map(({ registration, status }) => ({
    subject: "registration",
    subjectId: registration.id,
    action: "cancel",
    from: registration.status,
    to: status,
    comment: change.comment,
    changedBy: change.changedBy,
  }));
  const rejections = await rejectPendingScheduleChanges(
    trx,
    cancelled.map(({ registration, status, isProposed }) => ({
      registrationId: registration.id,
      status,
      isProposed,
    })),
    change.changedBy,
  );
  return {
    personIds: [...new Set(live.map((registration) => registration.person_id))],
    changes: [...changes, ...rejections],
  };
}
