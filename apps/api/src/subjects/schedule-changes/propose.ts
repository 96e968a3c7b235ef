import {
  type Finding,
  instantToWallClock,
  liveRegistrationRefusal,
  Refusal,
  scheduleChangePendingExists,
  validateScheduleProposition,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { invalidForm } from "../../platform/forms.js";
import {
  type Clock,
  otherParticipations,
  personOf,
  requirePlacedRegistration,
  requireReachable,
  staffingTransaction,
  writing,
} from "../registrations/index.js";
import { readScheduleChanges, type ScheduleChangeView, toView } from "./reads.js";

/** What proposing a schedule answers: the pending change and the form's warnings. */
export interface ScheduleProposal {
  scheduleChange: ScheduleChangeView;
  findings: Finding[];
}

/**
 * Proposes a new schedule for a live registration (spec 02 §2 schedule proposition form, §5):
 * different from the current one (`schedule.unchanged`) and within 4 hours of the means
 * (`registration.startTooEarly`, `registration.endTooLate`), refused as `validation.invalidForm`;
 * one pending change per registration (`scheduleChange.pendingExists`).
 */
export function proposeScheduleChange(
  db: Kysely<Database>,
  access: Access,
  registrationId: number,
  body: unknown,
  clock: Clock,
): Promise<ScheduleProposal> {
  const { timeZone } = clock;
  const wallClock = (value: Date) => instantToWallClock(value, timeZone);
  return staffingTransaction(db, access, "scheduleChange", async (trx) => {
    const registration = await requirePlacedRegistration(trx, registrationId, true);
    requireReachable(access, registration);
    const refusal = liveRegistrationRefusal(
      { status: registration.status, isProposed: registration.is_proposed },
      "proposeSchedule",
    );
    if (refusal) throw new Refusal(refusal);
    const { values, findings } = validateScheduleProposition(body, {
      ...clock,
      means: {
        start: wallClock(registration.means_start_at),
        end: wallClock(registration.means_end_at),
      },
      currentSchedule: {
        start: wallClock(registration.start_at),
        end: wallClock(registration.end_at),
      },
      otherParticipations: await otherParticipations(
        trx,
        registration,
        { start_at: registration.means_start_at, end_at: registration.means_end_at },
        timeZone,
      ),
    });
    const blocking = findings.filter((finding) => finding.severity === "blocking");
    if (!values || blocking.length > 0) {
      throw invalidForm(blocking);
    }
    const pending = await trx
      .selectFrom("schedule_change")
      .select("id")
      .where("registration_id", "=", registrationId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (pending) {
      throw new Refusal(
        scheduleChangePendingExists({ registrationId, scheduleChangeId: pending.id }),
      );
    }
    const row = await writing({ action: "proposeSchedule", registrationId }, () =>
      trx
        .insertInto("schedule_change")
        .values({
          registration_id: registrationId,
          start_at: wallClockToInstant(values.start, timeZone) ?? values.start,
          end_at: wallClockToInstant(values.end, timeZone) ?? values.end,
          proposed_by: personOf(access),
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
    await recordStatusChanges(trx, [
      {
        subject: "scheduleChange",
        subjectId: row.id,
        action: "propose",
        from: null,
        to: "pending",
        comment: values.comment,
        changedBy: personOf(access),
      },
    ]);
    const [created] = await readScheduleChanges(trx, [row.id], access.user.language);
    if (!created) throw new Error(`Schedule change ${row.id} vanished while being created`);
    return {
      scheduleChange: toView(created, timeZone),
      findings: findings.filter((finding) => finding.severity !== "blocking"),
    };
  });
}
