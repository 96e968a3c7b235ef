import {
  type ApiError,
  type ConcurrentChangeSubject,
  concurrentChange,
  liveRegistrationStatuses,
  registrationLifecycleStatus,
  scheduleChangePendingExists,
  staffMaximumReached,
  unexpectedStatus,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { retryableCodes, retryingTransaction } from "../../platform/retrying-transaction.js";
import { meansIdsInScope } from "./reads.js";

/**
 * The staffing transaction: an action on registrations in one transaction, its writes remembering
 * what they were doing, and how the database's refusals under concurrency become clean
 * `{category, code, data}` answers.
 */

/** What a write was doing when the database refused it, to answer precisely. */
export interface WriteContext {
  action: string;
  personId?: number;
  meansOfInterventionId?: number;
  registrationId?: number;
  start?: Date;
  end?: Date;
}

const contextKey = Symbol("writeContext");

/** Runs a write, remembering on its refusal what it was doing. */
export async function writing<T>(context: WriteContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (typeof error === "object" && error !== null) {
      Object.assign(error, { [contextKey]: context });
    }
    throw error;
  }
}

/** SQLSTATE and constraint of an error of `pg` or of PGlite. */
function databaseRefusal(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== "object" || error === null) return {};
  const fields = error as { code?: unknown; constraint?: unknown };
  return {
    ...(typeof fields.code === "string" ? { code: fields.code } : {}),
    ...(typeof fields.constraint === "string" ? { constraint: fields.constraint } : {}),
  };
}

/**
 * Runs an action on registrations of the active role in one transaction, and turns what the
 * database refuses under concurrency into clean answers, never a 500:
 * - check `means_of_intervention_staff_maximum` (23514) → 409 `registration.staffMaximumReached`;
 * - exclusion `registration_no_overlapping_validated` (23P01) → 409
 *   `registration.existingRegistrationConflict`, listing the means of the registrations in the way
 *   that lie within the role's scope;
 * - unique `registration_one_live_per_person_and_means` (23505) → 409
 *   `registration.unexpectedStatus` (the person has just been registered there);
 * - unique `schedule_change_one_pending` (23505) → 409 `scheduleChange.pendingExists`;
 * - a serialization failure or a deadlock is retried, then answered 409 `{subject}.concurrentChange`,
 *   as is a row that disappeared meanwhile (23503).
 */
export async function staffingTransaction<T>(
  db: Kysely<Database>,
  access: Access,
  subject: ConcurrentChangeSubject,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return retryingTransaction(db, subject, work, {}, (error) =>
    answerOf(db, access, subject, error),
  );
}

async function answerOf(
  db: Kysely<Database>,
  access: Access,
  subject: ConcurrentChangeSubject,
  error: unknown,
): Promise<ApiError | undefined> {
  const { code, constraint } = databaseRefusal(error);
  const context = (error as { [contextKey]?: WriteContext })[contextKey];
  if (code === "23514" && constraint === "means_of_intervention_staff_maximum") {
    const means = context?.meansOfInterventionId;
    const row = means
      ? await db
          .selectFrom("means_of_intervention")
          .select("required_staff")
          .where("id", "=", means)
          .executeTakeFirst()
      : undefined;
    return staffMaximumReached({
      ...(means ? { meansOfInterventionId: means } : {}),
      ...(row ? { max: row.required_staff } : {}),
    });
  }
  if (code === "23P01" && constraint === "registration_no_overlapping_validated") {
    return overlappingRefusal(db, access, context);
  }
  if (code === "23505" && constraint === "registration_one_live_per_person_and_means") {
    return alreadyLiveRefusal(db, context);
  }
  if (code === "23505" && constraint === "schedule_change_one_pending") {
    return scheduleChangePendingExists({ registrationId: context?.registrationId ?? 0 });
  }
  if (code !== undefined && (retryableCodes.has(code) || code === "23503")) {
    return concurrentChange(subject, context ? { action: context.action } : {});
  }
  return undefined;
}

/**
 * The existing-registration conflict the exclusion constraint found, with the means in the way
 * that lie within the role's scope (as the conflicts found before acting name them).
 */
async function overlappingRefusal(
  db: Kysely<Database>,
  access: Access,
  context: WriteContext | undefined,
): Promise<ApiError> {
  const { personId, meansOfInterventionId, start, end } = context ?? {};
  const others =
    personId && start && end
      ? await db
          .selectFrom("registration")
          .select("means_of_intervention_id")
          .where("person_id", "=", personId)
          .where("status", "=", "validated")
          .where("start_at", "<", end)
          .where("end_at", ">", start)
          .$if(meansOfInterventionId !== undefined, (query) =>
            query.where("means_of_intervention_id", "<>", meansOfInterventionId ?? 0),
          )
          .execute()
      : [];
  const otherIds = await meansIdsInScope(
    db,
    access,
    others.map((row) => row.means_of_intervention_id),
  );
  return {
    category: "registration",
    code: "existingRegistrationConflict",
    data: {
      conflicts: [
        {
          type: "existingRegistration",
          personId: personId ?? 0,
          meansOfInterventionId: meansOfInterventionId ?? 0,
          ...(context?.registrationId ? { registrationId: context.registrationId } : {}),
          otherIds,
          blocking: true,
        },
      ],
    },
  };
}

/** The person was registered on the means meanwhile: the action no longer starts from nothing. */
async function alreadyLiveRefusal(
  db: Kysely<Database>,
  context: WriteContext | undefined,
): Promise<ApiError> {
  const live =
    context?.personId && context.meansOfInterventionId
      ? await db
          .selectFrom("registration")
          .select(["status", "is_proposed"])
          .where("person_id", "=", context.personId)
          .where("means_of_intervention_id", "=", context.meansOfInterventionId)
          .where("status", "in", liveRegistrationStatuses)
          .executeTakeFirst()
      : undefined;
  return unexpectedStatus("registration", {
    status: live
      ? registrationLifecycleStatus({ status: live.status, isProposed: live.is_proposed })
      : "pending",
    action: context?.action ?? "register",
    allowedFrom: ["none"],
  });
}
