import {
  type Conflict,
  type Finding,
  instantToWallClock,
  liveRegistrationRefusal,
  validateRegistrationEdit,
  wallClockToInstant,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiFailure, fail } from "../http/errors.js";
import type { Access } from "./access.js";
import {
  requireNoBlockingConflict,
  requireOperationalRole,
  requireReachable,
} from "./registration-checks.js";
import { conflictsOfRegistrations, lockRegistration } from "./registration-decisions.js";
import { requirePlacedRegistration, staffingTransaction, writing } from "./registration-store.js";
import { type RegistrationView, registrationViews } from "./registration-views.js";
import type { Clock } from "./registrations.js";

/** What editing a registration answers: the registration, its non-blocking conflicts and warnings. */
export interface RegistrationEdit {
  registration: RegistrationView;
  conflicts: Conflict[];
  findings: Finding[];
}

/**
 * Edits a live registration (spec 02 §2 registration edit form): its period within 4 hours of
 * the means (`registration.startTooEarly`, `registration.endTooLate`, refused as
 * `validation.invalidForm`; outside the means' own period or over another participation, a
 * warning), its operational role and its comment. A new period meets the conflict check, and the
 * database's non-overlap rule under concurrency.
 */
export function editRegistration(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  clock: Clock,
): Promise<RegistrationEdit> {
  const { timeZone } = clock;
  const wallClock = (value: Date) => instantToWallClock(value, timeZone);
  return staffingTransaction(db, "registration", async (trx) => {
    const found = await requirePlacedRegistration(trx, id);
    requireReachable(access, found);
    const { current, means } = await lockRegistration(trx, found);
    const refusal = liveRegistrationRefusal(
      { status: current.status, isProposed: current.is_proposed },
      "edit",
    );
    if (refusal) throw new ApiFailure(409, refusal);
    const others = await trx
      .selectFrom("registration")
      .select(["start_at", "end_at"])
      .where("person_id", "=", current.person_id)
      .where("id", "<>", current.id)
      .where("status", "in", ["pending", "validated"])
      .where("start_at", "<", new Date(means.end_at.getTime() + 86_400_000))
      .where("end_at", ">", new Date(means.start_at.getTime() - 86_400_000))
      .execute();
    const { values, findings } = validateRegistrationEdit(body, {
      ...clock,
      means: { start: wallClock(means.start_at), end: wallClock(means.end_at) },
      otherParticipations: others.map((other) => ({
        start: wallClock(other.start_at),
        end: wallClock(other.end_at),
      })),
    });
    const blocking = findings.filter((finding) => finding.severity === "blocking");
    if (!values || blocking.length > 0) {
      throw fail(400, "validation", "invalidForm", { findings: blocking });
    }
    await requireOperationalRole(trx, values.operationalRoleId, [means]);
    const start = new Date(wallClockToInstant(values.start, timeZone) ?? values.start);
    const end = new Date(wallClockToInstant(values.end, timeZone) ?? values.end);
    const conflicts = await conflictsOfRegistrations(trx, [current], timeZone, { start, end });
    requireNoBlockingConflict(conflicts);
    await writing(
      {
        action: "edit",
        registrationId: id,
        personId: current.person_id,
        meansOfInterventionId: means.id,
        start,
        end,
      },
      () =>
        trx
          .updateTable("registration")
          .set({
            start_at: start,
            end_at: end,
            operational_role_id: values.operationalRoleId ?? null,
            comment: values.comment ?? "",
            version: sql`version + 1`,
          })
          .where("id", "=", id)
          .execute(),
    );
    const [registration] = await registrationViews(trx, [id], timeZone);
    if (!registration) throw new Error(`Registration ${id} vanished while being edited`);
    return {
      registration,
      conflicts,
      findings: findings.filter((finding) => finding.severity !== "blocking"),
    };
  });
}
