import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";
import { createActionLinks } from "../../src/subjects/notifications/action-links.js";
import { insertActivity, insertMeans, insertPerson } from "./fixtures.js";
import { insertRegistration, registration } from "./planning-fixtures.js";

/** When the registration of {@link linkedRegistration} starts, and its links expire. */
export const linkedStart = "2027-03-10T08:00:00+01:00";

/**
 * A new volunteer's validated registration on an open means at the place, starting at
 * {@link linkedStart}, and the pair of action links of its e-mail (their tokens).
 */
export async function linkedRegistration(
  db: Kysely<Database>,
  place: { entityId: number; activityId: number },
) {
  const activityId = await insertActivity(db, { ...place, status: "public" });
  const meansId = await insertMeans(db, activityId, "open");
  const personId = await insertPerson(db, "volunteer");
  const registrationId = await insertRegistration(
    db,
    registration(personId, meansId, {
      status: "validated",
      start_at: linkedStart,
      end_at: "2027-03-10T20:00:00+01:00",
    }),
  );
  const links = await createActionLinks(
    db,
    registrationId,
    new Date(linkedStart),
    new Date(),
    "https://localhost:8443",
  );
  if (!links) throw new Error("No links for a registration to come");
  const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";
  return {
    registrationId,
    personId,
    confirm: tokenOf(links.confirm),
    decline: tokenOf(links.decline),
    links,
  };
}

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
