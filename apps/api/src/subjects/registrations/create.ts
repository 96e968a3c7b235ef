import {
  effectiveRegistrationSettings,
  followsToSplitSibling,
  liveRegistrationStatuses,
  meansTransition,
  Refusal,
  type RegistrationAction,
  type RegistrationStatus,
  registrationDeadlineRefusal,
  registrationTransition,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { instantOf } from "../../platform/instants.js";
import {
  ascending,
  type Clock,
  mobilise,
  type RegistrationActionResult,
  refuse,
  setRegistrationStatus,
} from "./actions.js";
import {
  requireMeansAllows,
  requireMeansInScope,
  requireNoBlockingConflict,
  requireOperationalRole,
  requirePersonsInScope,
  requireStaffRoom,
} from "./checks.js";
import { type Candidate, findConflicts } from "./conflicts.js";
import { lockMeans, lockPersons, type StaffedMeans } from "./locks.js";
import { personOf } from "./reads.js";
import { staffingTransaction, writing } from "./staffing-transaction.js";
import { registrationViews } from "./views.js";

/**
 * Creating registrations (spec 02 §4): field staff register themselves, managers assign or
 * propose; each new registration audited, notified, or validated at once when its means says so.
 */

/** How registrations are created: field staff register, managers assign or propose. */
export type CreateAction = Extract<RegistrationAction, "register" | "assign" | "propose">;

/** A request to create registrations: each person on each means. */
export interface CreateRequest {
  action: CreateAction;
  personIds: readonly number[];
  meansOfInterventionIds: readonly number[];
  operationalRoleId?: number | null | undefined;
  comment?: string | undefined;
}

/** A registration an action is about to create. */
interface Planned {
  personId: number;
  means: StaffedMeans;
  status: RegistrationStatus;
  isProposed: boolean;
}

/**
 * Creates registrations (spec 02 §4): `register` (field staff register themselves on open means,
 * pending, validated at once when the means validates registrations automatically), `assign`
 * (a manager assigns persons: validated; an employee assigned to half of a split means is
 * assigned to the other half too, spec 01 §4) and `propose` (a manager proposes means to persons:
 * pending propositions). Every person on every means, all or nothing, in one transaction with the
 * audit rows and the mobilisation notifications.
 */
export function createRegistrations(
  db: Kysely<Database>,
  access: Access,
  request: CreateRequest,
  clock: Clock,
): Promise<RegistrationActionResult> {
  const by = personOf(access);
  const personIds = ascending(request.personIds);
  const meansIds = ascending(request.meansOfInterventionIds);
  return staffingTransaction(db, access, "registration", async (trx) => {
    const siblingIds = request.action === "assign" ? await splitSiblingsOf(trx, meansIds) : [];
    const locked = await lockMeans(trx, [...meansIds, ...siblingIds]);
    const means = requireMeansInScope(access, locked, meansIds);
    await requirePersonsInScope(trx, access, personIds);
    for (const item of means) {
      requireMeansAllows(item, request.action === "register" ? "register" : "assign");
      if (request.action === "register") {
        const deadline = settingsOf(item, clock.timeZone).registrationDeadline;
        const refusal = registrationDeadlineRefusal(item.id, deadline, clock.now);
        if (refusal) throw new Refusal(refusal);
      }
    }
    await requireOperationalRole(trx, request.operationalRoleId, means);
    await lockPersons(trx, personIds);

    const live = await trx
      .selectFrom("registration")
      .select(["person_id", "means_of_intervention_id", "status", "is_proposed"])
      .where("person_id", "in", personIds)
      .where("means_of_intervention_id", "in", [...locked.keys()])
      .where("status", "in", liveRegistrationStatuses)
      .execute();
    const liveOn = (personId: number, meansId: number) =>
      live.find((row) => row.person_id === personId && row.means_of_intervention_id === meansId);
    const planned: Planned[] = personIds.flatMap((personId) =>
      means.map((item) => {
        const existing = liveOn(personId, item.id);
        const state = existing
          ? { status: existing.status, isProposed: existing.is_proposed }
          : null;
        const result = registrationTransition(state, request.action);
        if (!result.ok) refuse({ ...result.error, data: { ...result.error.data, personId } });
        return { personId, means: item, status: result.status, isProposed: result.isProposed };
      }),
    );
    const staffTypes = await trx
      .selectFrom("person")
      .select(["id", "staff_type"])
      .where("id", "in", personIds)
      .execute();
    for (const { id: personId, staff_type } of staffTypes) {
      if (!followsToSplitSibling(staff_type, request.action)) continue;
      for (const item of means) {
        const sibling =
          item.split_sibling_id === null ? undefined : locked.get(item.split_sibling_id);
        if (!sibling || meansIds.includes(sibling.id) || liveOn(personId, sibling.id)) continue;
        if (!meansTransition({ status: sibling.status, splitSiblingId: null }, "assign").ok)
          continue;
        planned.push({ personId, means: sibling, status: "validated", isProposed: false });
      }
    }
    for (const item of locked.values()) {
      requireStaffRoom(item, planned.filter((plan) => plan.means.id === item.id).length);
    }
    const selections = new Map<number, Candidate[]>();
    for (const plan of planned) {
      selections.set(plan.personId, [
        ...(selections.get(plan.personId) ?? []),
        candidateOf(plan.means),
      ]);
    }
    const conflicts = await findConflicts(trx, access, selections, clock.timeZone);
    requireNoBlockingConflict(conflicts);

    const ids: number[] = [];
    for (const registration of planned) {
      ids.push(await insertPlanned(trx, registration, request, by, clock));
    }
    return {
      registrations: await registrationViews(trx, ids, clock.timeZone, access.user.language),
      conflicts,
      findings: [],
    };
  });
}

/** The other halves of the split means among `ids`, not themselves among them. */
async function splitSiblingsOf(trx: Transaction<Database>, ids: readonly number[]) {
  const rows = await trx
    .selectFrom("means_of_intervention")
    .select("split_sibling_id")
    .where("id", "in", ids)
    .where("split_sibling_id", "is not", null)
    .execute();
  return rows.flatMap((row) =>
    row.split_sibling_id === null || ids.includes(row.split_sibling_id)
      ? []
      : [row.split_sibling_id],
  );
}

/** Writes a planned registration with its audit row, its notification or its automatic validation. */
async function insertPlanned(
  trx: Transaction<Database>,
  registration: Planned,
  request: CreateRequest,
  by: number,
  clock: Clock,
): Promise<number> {
  const { personId, means: item } = registration;
  const context = {
    action: request.action,
    personId,
    meansOfInterventionId: item.id,
    start: item.start_at,
    end: item.end_at,
  };
  const row = await writing(context, () =>
    trx
      .insertInto("registration")
      .values({
        person_id: personId,
        means_of_intervention_id: item.id,
        status: registration.status,
        is_proposed: registration.isProposed,
        operational_role_id: request.operationalRoleId ?? null,
        comment: request.comment ?? "",
        start_at: item.start_at,
        end_at: item.end_at,
        created_by: by,
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
  );
  await recordStatusChanges(trx, [
    {
      subject: "registration",
      subjectId: row.id,
      action: request.action,
      from: null,
      to: registration.status,
      changedBy: by,
    },
  ]);
  if (request.action !== "register") {
    await mobilise(trx, request.action, { id: row.id, personId, meansOfInterventionId: item.id });
  } else if (settingsOf(item, clock.timeZone).automaticRegistrationValidation) {
    await validateAutomatically(trx, { ...context, registrationId: row.id });
  }
  return row.id;
}

/** The settings governing a means: its own or its activity's (spec 02 §3). */
function settingsOf(means: StaffedMeans, timeZone: string) {
  const instant = (value: Date | null) => (value === null ? null : instantOf(value, timeZone));
  return effectiveRegistrationSettings(
    {
      automaticRegistrationValidation: means.automatic_registration_validation,
      registrationDeadline: instant(means.registration_deadline),
      inheritsFromActivity: means.inherits_from_activity,
    },
    {
      automaticRegistrationValidation: means.activity_automatic_registration_validation,
      registrationDeadline: instant(means.activity_registration_deadline),
    },
  );
}

const candidateOf = (means: StaffedMeans): Candidate => ({
  meansOfInterventionId: means.id,
  start: means.start_at,
  end: means.end_at,
});

/**
 * The automatic validation of a registration just made (spec 02 §3), by the system: the same
 * `validate` transition a manager applies, audited the same way, so both paths leave the same
 * trace — but without author (decision 011).
 */
async function validateAutomatically(
  trx: Transaction<Database>,
  context: {
    registrationId: number;
    personId: number;
    meansOfInterventionId: number;
    start: Date;
    end: Date;
  },
): Promise<void> {
  const from = { status: "pending", isProposed: false } as const;
  const result = registrationTransition(from, "validate");
  if (!result.ok) refuse(result.error);
  await writing({ ...context, action: "validate" }, () =>
    setRegistrationStatus(trx, [context.registrationId], result),
  );
  // Nobody took this decision: the audit row names no one, as for the demo's automatic ones.
  await recordStatusChanges(trx, [
    {
      subject: "registration",
      subjectId: context.registrationId,
      action: "validate",
      from: from.status,
      to: result.status,
      changedBy: null,
    },
  ]);
  await mobilise(trx, "validate", {
    id: context.registrationId,
    personId: context.personId,
    meansOfInterventionId: context.meansOfInterventionId,
  });
}
