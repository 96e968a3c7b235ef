import type { PGlite } from "@electric-sql/pglite";
import { type Kysely, sql, type Transaction } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema.js";

/** The channel on which a committed change asks for a job to run now. */
export const wakeChannel = "releve_jobs";

/**
 * Asks, in the caller's transaction, for `job` to run once it commits (the outbox's preparation
 * after a notification is written). Every process listening sends one run; the queue keeps at
 * most one waiting.
 */
export async function wakeJob(trx: Kysely<Database> | Transaction<Database>, job: string) {
  await sql`select pg_notify(${wakeChannel}, ${job})`.execute(trx);
}

/** Where the wake-ups are listened for: the queue's database. */
type WakeDatabase = { kind: "postgres"; url: string } | { kind: "pglite"; pglite: PGlite };

/**
 * Calls `onWake` with the job named by each notification on {@link wakeChannel}. PGlite
 * delivers them in the process; on PostgreSQL one connection listens, and comes back after
 * a lost connection (missed wake-ups are caught by the jobs' schedules).
 */
export async function listenForWakeUps(
  database: WakeDatabase,
  onWake: (job: string) => void,
): Promise<() => Promise<void>> {
  if (database.kind === "pglite") {
    const unlisten = await database.pglite.listen(wakeChannel, onWake);
    return unlisten;
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // The first connection must work (start fails loudly); later ones are retried until they do.
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    let lost = false;
    const reconnectLater = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(false), 5000);
    };
    next.on("notification", (message) => {
      if (message.channel === wakeChannel && message.payload) onWake(message.payload);
    });
    next.on("error", reconnectLater);
    try {
      await next.connect();
      await next.query(`listen ${wakeChannel}`);
      client = next;
    } catch (error) {
      if (first) {
        await next.end().catch(() => {});
        throw error;
      }
      reconnectLater();
    }
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
