import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  actionLinkExpired,
  actionLinkExpiry,
  actionLinkRegistrationStatuses,
  calls,
  Refusal,
  type RegistrationFeedback,
  routeHref,
  temporaryActionLinkInvalid,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordStatusChanges } from "../../platform/audit.js";
import type { ActionLinks } from "./templates.js";

/**
 * The action links of an e-mail (decision 025): "I confirm" and "I cannot come" for one
 * registration. Each is an unguessable token (32 random bytes); only its SHA-256 is stored, so the
 * database alone cannot answer for anyone. The pair shares a group: answering one spends both. How
 * long a link holds is the domain's rule: until the registration's start (`actionLinkExpiry`), and
 * while the registration is live (`actionLinkRegistrationStatuses`).
 */

type Db = Kysely<Database> | Transaction<Database>;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The page that answers a link, with the token as its query. */
function feedbackUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${routeHref("notification-feedback", {}, { token })}`;
}

/**
 * Creates the pair of links of a registration starting at `registrationStart`, expiring then;
 * null when that moment has passed (nothing left to answer).
 */
export async function createActionLinks(
  trx: Db,
  registrationId: number,
  registrationStart: Date,
  now: Date,
  publicUrl: string,
): Promise<ActionLinks | null> {
  const expiresAt = actionLinkExpiry(registrationStart);
  if (actionLinkExpired(expiresAt, now)) return null;
  const group = randomUUID();
  const tokens = { confirmed: token(), declined: token() };
  await trx
    .insertInto("action_link")
    .values(
      (Object.entries(tokens) as [RegistrationFeedback, string][]).map(([answer, value]) => ({
        token_hash: hashOf(value),
        link_group: group,
        registration_id: registrationId,
        answer,
        expires_at: expiresAt,
      })),
    )
    .execute();
  return {
    confirm: feedbackUrl(publicUrl, tokens.confirmed),
    decline: feedbackUrl(publicUrl, tokens.declined),
    expiresAt,
  };
}

function token(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The link of `token` while it can be answered (the domain's `actionLinkAnswerable`, as SQL:
 * unused, before its expiry, its registration live); refused otherwise.
 */
async function validLink(db: Db, token: string, now: Date, lock: boolean) {
  if (!calls.notification.actionLinkTokenPattern.test(token))
    throw new Refusal(temporaryActionLinkInvalid());
  const link = await db
    .selectFrom("action_link as l")
    .innerJoin("registration as r", "r.id", "l.registration_id")
    .select([
      "l.link_group",
      "l.answer",
      "l.expires_at",
      "l.registration_id",
      "r.person_id",
      "r.status",
    ])
    .where("l.token_hash", "=", hashOf(token))
    .where("l.used_at", "is", null)
    .where("l.expires_at", ">", now)
    .where("r.status", "in", [...actionLinkRegistrationStatuses])
    .$if(lock, (query) => query.forUpdate("l"))
    .executeTakeFirst();
  if (!link) throw new Refusal(temporaryActionLinkInvalid());
  return link;
}

/** What a link answers, without using it. */
export async function readActionLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ answer: RegistrationFeedback; expiresAt: string }> {
  const link = await validLink(db, token, now, false);
  return { answer: link.answer, expiresAt: link.expires_at.toISOString() };
}

/**
 * Records a link's answer on its registration, with a line in its status history by the person
 * (status unchanged: the manager decides what follows), and spends the pair.
 */
export async function answerActionLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ answer: RegistrationFeedback; recordedAt: string }> {
  return db.transaction().execute(async (trx) => {
    const link = await validLink(trx, token, now, true);
    const spent = await trx
      .updateTable("action_link")
      .set({ used_at: now })
      .where("link_group", "=", link.link_group)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) throw new Refusal(temporaryActionLinkInvalid());
    await trx
      .updateTable("registration")
      .set({ feedback: link.answer, feedback_at: now, version: sql`version + 1` })
      .where("id", "=", link.registration_id)
      .execute();
    await recordStatusChanges(trx, [
      {
        subject: "registration",
        subjectId: link.registration_id,
        action: link.answer === "confirmed" ? "feedbackConfirmed" : "feedbackDeclined",
        from: link.status,
        to: link.status,
        changedBy: link.person_id,
      },
    ]);
    return { answer: link.answer, recordedAt: now.toISOString() };
  });
}

/** Deletes links expired more than `days` days ago; answers how many. */
export async function purgeActionLinks(db: Db, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const result = await db
    .deleteFrom("action_link")
    .where("expires_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
