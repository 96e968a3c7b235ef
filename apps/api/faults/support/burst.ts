import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";
import { enqueueNotification } from "../../src/platform/audit.js";
import { createMeans, createScope } from "../../test/support/planning-fixtures.js";

/**
 * A cancellation addressed to `count` new persons with an address each: one outbox row that
 * prepares into `count` messages.
 */
export async function cancellationBurst(db: Kysely<Database>, count: number): Promise<number[]> {
  const scope = await createScope(db);
  const meansId = await createMeans(db, scope);
  const stamp = Date.now().toString(36);
  const persons = await db
    .insertInto("person")
    .values(
      Array.from({ length: count }, (_unused, index) => ({
        first_name: `Personne ${index + 1}`,
        last_name: `Rafale ${stamp}`,
        staff_type: "volunteer" as const,
        email: `personne-${index + 1}.${stamp}@example.org`,
      })),
    )
    .returning("id")
    .execute();
  const personIds = persons.map((row) => row.id);
  await db.transaction().execute((trx) =>
    enqueueNotification(trx, "cancellation", {
      meansOfInterventionId: meansId,
      personIds,
      comment: "",
    }),
  );
  return personIds;
}

/** Waits until `read` answers what `done` wants, polling every 200 ms. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
