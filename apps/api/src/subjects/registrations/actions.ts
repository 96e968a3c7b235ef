import {
  type ApiError,
  type Conflict,
  type Finding,
  Refusal,
  type RegistrationAction,
  type RegistrationStatus,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { enqueueNotification } from "../../platform/audit.js";
import type { RegistrationView } from "./views.js";

/**
 * What every action on registrations shares: its clock and its answer, the order of its ids, its
 * refusals, the status it sets and the mobilisation notification it sends.
 */

/** What an action on registrations answers: the registrations, its non-blocking conflicts and warnings. */
export interface RegistrationActionResult {
  registrations: RegistrationView[];
  /** Conflicts met and accepted (none blocks, or the action would have been refused). */
  conflicts: Conflict[];
  /** Warnings of the domain's rules, e.g. `registration.unregisterShortNotice`. */
  findings: Finding[];
}

/** The clock and time zone of a request. */
export interface Clock {
  now: Date;
  timeZone: string;
}

/** Ids once each, ascending: the order locks and writes take. */
export const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Refuses with the domain's error (a status that forbids it, or what the request lacks). */
export function refuse(error: ApiError): never {
  throw new Refusal(error);
}

/**
 * Moves registrations to a status (and whether they are propositions), marking them changed now
 * for the follow-up and their versions for concurrent writers.
 */
export function setRegistrationStatus(
  db: Kysely<Database>,
  ids: readonly number[],
  state: { status: RegistrationStatus; isProposed: boolean },
) {
  return db
    .updateTable("registration")
    .set({
      status: state.status,
      is_proposed: state.isProposed,
      latest_status_change_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where("id", "in", ids)
    .execute();
}

/** Actions the person is notified of: mobilised, proposed, or taken off by a rejection. */
export const mobilising: ReadonlySet<RegistrationAction> = new Set([
  "assign",
  "propose",
  "validate",
  "validateRejected",
  "acceptProposition",
  "reject",
]);

/**
 * The mobilisation notification of a registration (assignment, proposition, validation,
 * rejection), written to the outbox in the action's transaction: sent if and only if it commits.
 */
export function mobilise(
  trx: Transaction<Database>,
  action: RegistrationAction,
  registration: { id: number; personId: number; meansOfInterventionId: number },
): Promise<void> {
  return enqueueNotification(trx, "mobilisation", {
    action,
    registrationId: registration.id,
    personId: registration.personId,
    meansOfInterventionId: registration.meansOfInterventionId,
  });
}
