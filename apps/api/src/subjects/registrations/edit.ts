import {
  type Conflict,
  type Finding,
  instantToWallClock,
  liveRegistrationRefusal,
  Refusal,
  validateRegistrationEdit,
  wallClockToInstant,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import type { Clock } from "./actions.js";
import { requireNoBlockingConflict, requireOperationalRole, requireReachable } from "./checks.js";
import { conflictsOfRegistrations } from "./conflicts.js";
import { lockRegistration } from "./locks.js";
import { otherParticipations, requirePlacedRegistration } from "./reads.js";
import { staffingTransaction, writing } from "./staffing-transaction.js";
import { type RegistrationView, registrationViews } from "./views.js";

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
  return staffingTransaction(db, access, "registration", async (trx) => {
    const found = await requirePlacedRegistration(trx, id);
    requireReachable(access, found);
    const { current, means } = await lockRegistration(trx, found);
    const refusal = liveRegistrationRefusal(
      { status: current.status, isProposed: current.is_proposed },
      "edit",
    );
    if (refusal) throw new Refusal(refusal);
    const { values, findings } = validateRegistrationEdit(body, {
      ...clock,
      means: { start: wallClock(means.start_at), end: wallClock(means.end_at) },
      otherParticipations: await otherParticipations(trx, current, means, timeZone),
    });
    const blocking = findings.filter((finding) => finding.severity === "blocking");
    if (!values || blocking.length > 0) {
      throw invalidForm(blocking);
    }
    await requireOperationalRole(trx, values.operationalRoleId, [means]);
    const start = new Date(wallClockToInstant(values.start, timeZone) ?? values.start);
    const end = new Date(wallClockToInstant(values.end, timeZone) ?? values.end);
    const conflicts = await conflictsOfRegistrations(trx, access, [current], timeZone, {
      start,
      end,
    });
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
    const [registration] = await registrationViews(trx, [id], timeZone, access.user.language);
    if (!registration) throw new Error(`Registration ${id} vanished while being edited`);
    return {
      registration,
      conflicts,
      findings: findings.filter((finding) => finding.severity !== "blocking"),
    };
  });
}
