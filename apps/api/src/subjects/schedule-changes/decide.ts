import {
  type Conflict,
  liveRegistrationRefusal,
  Refusal,
  registrationOutOfBounds,
  scheduleChangeTransition,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { instantOf } from "../../platform/instants.js";
import {
  type Clock,
  conflictsOfRegistrations,
  lockRegistration,
  personOf,
  type RegistrationView,
  registrationViews,
  requireNoBlockingConflict,
  requirePlacedRegistration,
  staffingTransaction,
  writing,
} from "../registrations/index.js";
import {
  readScheduleChanges,
  requireScheduleChange,
  type ScheduleChangeView,
  toView,
} from "./reads.js";

/** What deciding on a schedule change answers. */
export interface ScheduleDecision {
  scheduleChange: ScheduleChangeView;
  registration: RegistrationView;
  /** Conflicts of the new period, none blocking. */
  conflicts: Conflict[];
}

/**
 * Validates or rejects a pending schedule change (spec 01 §4), once. Validating applies the
 * period to the registration, which must still be live and within the means' window
 * (`registration.datesOutOfBounds`), and must not meet a blocking conflict; the database's
 * non-overlap constraint holds under concurrency (`registration.existingRegistrationConflict`).
 */
export function decideScheduleChange(
  db: Kysely<Database>,
  access: Access,
  id: number,
  action: "validate" | "reject",
  comment: string,
  clock: Clock,
): Promise<ScheduleDecision> {
  const { timeZone } = clock;
  const by = personOf(access);
  return staffingTransaction(db, access, "scheduleChange", async (trx) => {
    const found = await requireScheduleChange(trx, access, id);
    const registration = await requirePlacedRegistration(trx, found.registration_id);
    const { current, means } = await lockRegistration(trx, registration);
    const change = await trx
      .selectFrom("schedule_change")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const result = scheduleChangeTransition(change, action);
    if (!result.ok) throw new Refusal(result.error);
    let conflicts: Conflict[] = [];
    if (action === "validate") {
      const refusal = liveRegistrationRefusal(
        { status: current.status, isProposed: current.is_proposed },
        "applySchedule",
      );
      if (refusal) throw new Refusal(refusal);
      const period = {
        start: instantOf(change.start_at, timeZone),
        end: instantOf(change.end_at, timeZone),
      };
      const outOfBounds = registrationOutOfBounds(
        period,
        { start: instantOf(means.start_at, timeZone), end: instantOf(means.end_at, timeZone) },
        timeZone,
      );
      if (outOfBounds) throw new Refusal(outOfBounds);
      conflicts = await conflictsOfRegistrations(trx, access, [current], timeZone, {
        start: change.start_at,
        end: change.end_at,
      });
      requireNoBlockingConflict(conflicts);
      await writing(
        {
          action: "applySchedule",
          registrationId: current.id,
          personId: current.person_id,
          meansOfInterventionId: means.id,
          start: change.start_at,
          end: change.end_at,
        },
        () =>
          trx
            .updateTable("registration")
            .set({
              start_at: change.start_at,
              end_at: change.end_at,
              planned_start_at: sql`coalesce(planned_start_at, start_at)`,
              planned_end_at: sql`coalesce(planned_end_at, end_at)`,
              version: sql`version + 1`,
            })
            .where("id", "=", current.id)
            .execute(),
      );
    }
    await trx
      .updateTable("schedule_change")
      .set({ status: result.status, decided_by: by, decided_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await recordStatusChanges(trx, [
      {
        subject: "scheduleChange",
        subjectId: id,
        action,
        from: change.status,
        to: result.status,
        comment,
        changedBy: by,
      },
    ]);
    const [decided] = await readScheduleChanges(trx, [id], access.user.language);
    const [view] = await registrationViews(trx, [current.id], timeZone, access.user.language);
    if (!decided || !view) throw new Error(`Schedule change ${id} vanished while being decided`);
    return { scheduleChange: toView(decided, timeZone), registration: view, conflicts };
  });
}
