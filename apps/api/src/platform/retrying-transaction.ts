import type { ApiError, LifecycleCategory } from "@releve/domain";
import { Refusal, refusal } from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * A transaction that the database may abort under concurrency, tried again. Actions that lock
 * several rows lock them in id order so that they queue rather than deadlock; what is left (a
 * deadlock with an action locking in another order, a serialization failure) aborts one of them,
 * which simply runs again from the start.
 */

/** Serialization failure and deadlock: the transaction is simply tried again. */
export const retryableCodes: ReadonlySet<string> = new Set(["40001", "40P01"]);

/** How many times a transaction is run before the action is refused. */
export const maxAttempts = 4;

/** The SQLSTATE of an error of `pg` or of PGlite, if it has one. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : undefined;
}

/** Whether the database aborted the transaction for concurrency alone (it may run again). */
export function isRetryable(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && retryableCodes.has(code);
}

/**
 * Runs `work` in a transaction, again (after a short random pause) when the database aborts it
 * for a deadlock or a serialization failure. A refusal of the action itself (a `Refusal`) leaves
 * at once; any other database error is answered by `refusalOf` (a constraint the database
 * enforces, as a 409 payload) when it knows it. A transaction still aborted for concurrency after
 * {@link maxAttempts} runs is answered by `refusalOf`, else refused with 409
 * `{subject}.concurrentChange` (decision 006): someone changed the same data at the same moment,
 * and reloading shows the new state.
 */
export async function retryingTransaction<T>(
  db: Kysely<Database>,
  subject: LifecycleCategory,
  work: (trx: Transaction<Database>) => Promise<T>,
  data: Record<string, unknown> = {},
  refusalOf?: (error: unknown) => Promise<ApiError | undefined>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      if (isRetryable(error) && attempt < maxAttempts) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      const refused = await refusalOf?.(error);
      if (refused) throw new Refusal(refused);
      if (isRetryable(error)) throw refusal(subject, "concurrentChange", data);
      throw error;
    }
  }
}
