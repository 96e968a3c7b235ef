import type { Kysely } from "kysely";
import type { Database } from "../../../src/db/schema.js";
import { operation, type RouteFixtureMaker } from "./index.js";

/** An e-mail that failed for good, as delivery leaves it after its last try. */
export async function insertFailedMessage(db: Kysely<Database>): Promise<number> {
  const event = await db
    .insertInto("outbox")
    .values({ kind: "reinforcement", payload: {}, prepared_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto("mail_message")
    .values({
      outbox_id: event.id,
      kind: "reinforcement",
      recipient_address: `renfort-${event.id}@example.org`,
      recipient_name: null,
      language: "fr",
      subject: "Demande de renfort",
      text: "Venez.",
      html: "<p>Venez.</p>",
      status: "failed",
      attempts: 9,
      last_error: "Message failed: 421 Try again later",
      failed_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(message.id);
}

/**
 * The automated jobs belong to no entity × activity pair: the feature alone decides. A run by
 * hand names a job; sending again needs a failed e-mail.
 */
export const automatedJobFixture: RouteFixtureMaker = async (db, route) => {
  if (operation(route, "Resend")) {
    return { id: await insertFailedMessage(db), body: undefined, unscoped: true };
  }
  if (operation(route, "Run")) {
    return { id: 0, body: undefined, params: { job: "housekeeping" }, unscoped: true };
  }
  return { id: 0, body: route.path.endsWith("search") ? {} : undefined, unscoped: true };
};
