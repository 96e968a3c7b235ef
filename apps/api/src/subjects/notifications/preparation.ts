import {
  type Language,
  mobilisationCarriesActionLinks,
  mobilisationNoticeRegistrationStatuses,
  type RegistrationAction,
  routeHref,
} from "@releve/domain";
import { sql, type Transaction } from "kysely";
import type { Database, OutboxKind } from "../../db/schema.js";
import { describe, type JobContext, type JobQueue } from "../../platform/job-queue.js";
import { createActionLinks } from "./action-links.js";
import { meansFacts, openingRecipientIds, personRecipients, type Recipient } from "./recipients.js";
import {
  type ActionLinks,
  type MailContext,
  type MailFacts,
  type MeansFacts,
  renderMail,
} from "./templates.js";

/** What a message needs beyond its facts: the organisation's address and time zone. */
export interface MailSettings {
  publicUrl: string;
  timeZone: string;
}

/** The task that sends one message; its data is `{ messageId }`. */
export const mailDeliveryTask = "mailDelivery";

/** Outbox rows one run prepares at most; the next run (woken or scheduled) takes the rest. */
const batchSize = 500;
/** A row failing this many times is left aside with its error (a fault to fix, not to retry). */
const maxAttempts = 5;

type Trx = Transaction<Database>;
type OutboxRow = { id: string; kind: OutboxKind; payload: Record<string, unknown> };
/** A message to write: to whom, and its facts in the recipient's language. */
type Draft = { recipient: Recipient; facts: MailFacts };

/**
 * Turns each outbox row into one message per recipient, in the recipient's language, and creates
 * a delivery task for each: one transaction per row, so a row is prepared wholly or not at all,
 * and a row another process holds is skipped (it prepares it).
 */
export async function prepareOutbox(
  { db, queue, now }: Pick<JobContext, "db" | "queue" | "now">,
  settings: MailSettings,
): Promise<Record<string, number>> {
  const counts = { events: 0, messages: 0, failed: 0 };
  const failedIds: string[] = [];
  for (let index = 0; index < batchSize; index++) {
    const claim: { id: string | null } = { id: null };
    try {
      const written = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("outbox")
          .select(["id", "kind", "payload"])
          .where("prepared_at", "is", null)
          .where("attempts", "<", maxAttempts)
          .$if(failedIds.length > 0, (query) => query.where("id", "not in", failedIds))
          .orderBy("id")
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!row) return null;
        claim.id = row.id;
        const count = await prepareRow(trx, queue, row, { ...settings, now });
        await trx
          .updateTable("outbox")
          .set({ prepared_at: sql`now()`, last_error: null })
          .where("id", "=", row.id)
          .execute();
        return count;
      });
      if (written === null) break;
      counts.events++;
      counts.messages += written;
    } catch (error) {
      const claimed = claim.id;
      if (claimed === null) throw error;
      // Its transaction rolled back: count the attempt apart, and go on with the next rows.
      failedIds.push(claimed);
      counts.failed++;
      await db
        .updateTable("outbox")
        .set({ attempts: sql`attempts + 1`, last_error: describe(error) })
        .where("id", "=", claimed)
        .execute();
    }
  }
  return counts;
}

async function prepareRow(
  trx: Trx,
  queue: JobQueue,
  row: OutboxRow,
  settings: MailSettings & { now: Date },
): Promise<number> {
  const drafts = await draftsOf(trx, row, settings);
  const context = (language: Language, name: string | null): MailContext => ({
    language,
    recipientName: name,
    timeZone: settings.timeZone,
    publicUrl: settings.publicUrl,
    meansUrl: (id) =>
      `${settings.publicUrl}${routeHref("means-of-intervention-detail-page", { id })}`,
  });
  const values = drafts.map(({ recipient, facts }) => {
    const content = renderMail(facts, context(recipient.language, recipient.name));
    return {
      outbox_id: row.id,
      kind: row.kind,
      recipient_person_id: recipient.personId,
      recipient_address: recipient.address,
      recipient_name: recipient.name,
      language: recipient.language,
      subject: content.subject,
      text: content.text,
      html: content.html,
    };
  });
  if (values.length === 0) return 0;
  const written = await trx
    .insertInto("mail_message")
    .values(values)
    .onConflict((conflict) => conflict.columns(["outbox_id", "recipient_address"]).doNothing())
    .returning("id")
    .execute();
  await queue.createTasks(
    trx,
    mailDeliveryTask,
    written.map(({ id }) => ({ messageId: String(id) })),
  );
  return written.length;
}

/** The recipients of a row and what each is told. */
async function draftsOf(
  trx: Trx,
  row: OutboxRow,
  settings: MailSettings & { now: Date },
): Promise<Draft[]> {
  const linksFor = (registrationId: number, startAt: Date) =>
    createActionLinks(trx, registrationId, startAt, settings.now, settings.publicUrl);
  const payload = row.payload;
  switch (row.kind) {
    case "cancellation": {
      const recipients = await personRecipients(trx, numbers(payload.personIds));
      const comment = typeof payload.comment === "string" ? payload.comment : "";
      if (typeof payload.operationalActivityId === "number") {
        const activity = await trx
          .selectFrom("operational_activity")
          .select(["title", "start_at", "end_at"])
          .where("id", "=", payload.operationalActivityId)
          .executeTakeFirstOrThrow();
        return recipients.map((recipient) => ({
          recipient,
          facts: {
            kind: "cancellation",
            subject: {
              kind: "activity",
              title: activity.title,
              startAt: activity.start_at,
              endAt: activity.end_at,
            },
            comment,
          },
        }));
      }
      return eachWithMeans(trx, recipients, [number(payload.meansOfInterventionId)], ([means]) => ({
        kind: "cancellation",
        subject: { kind: "means", means },
        comment,
      }));
    }
    case "mobilisation": {
      // The mobilisation of a means told again by hand, rather than one registration's.
      if (payload.notice === "notifyMobilization") {
        return mobilisationNoticeDrafts(trx, payload, linksFor);
      }
      const registrationId = number(payload.registrationId);
      const action = payload.action as RegistrationAction;
      const registration = await trx
        .selectFrom("registration")
        .select(["rejection_reason", "start_at"])
        .where("id", "=", registrationId)
        .executeTakeFirst();
      const recipients = await personRecipients(trx, [number(payload.personId)]);
      // The person is expected: they can confirm, or say they cannot come (the domain's rule).
      const links =
        registration && mobilisationCarriesActionLinks(action)
          ? await linksFor(registrationId, registration.start_at)
          : null;
      return eachWithMeans(trx, recipients, [number(payload.meansOfInterventionId)], ([means]) => ({
        kind: "mobilisation",
        action,
        means,
        links,
        rejectionReason: registration?.rejection_reason ?? null,
      }));
    }
    case "opening": {
      const meansId = number(payload.meansOfInterventionId);
      const recipients = await personRecipients(trx, await openingRecipientIds(trx, meansId));
      // An opening announced again by a manager carries their comment (decision 035).
      const comment = typeof payload.comment === "string" ? payload.comment : "";
      return eachWithMeans(trx, recipients, [meansId], ([means]) => ({
        kind: "opening",
        means,
        comment,
      }));
    }
    case "reinforcement":
      return reinforcementDrafts(trx, payload);
    case "reminder": {
      const registrationId = number(payload.registrationId);
      const registration = await trx
        .selectFrom("registration")
        .select(["person_id", "means_of_intervention_id", "start_at"])
        .where("id", "=", registrationId)
        .executeTakeFirstOrThrow();
      const recipients = await personRecipients(trx, [registration.person_id]);
      const links = await linksFor(registrationId, registration.start_at);
      return eachWithMeans(trx, recipients, [registration.means_of_intervention_id], ([means]) => ({
        kind: "reminder",
        means,
        links,
      }));
    }
  }
}

/**
 * A mobilisation told again by a manager (decision 035): one message to each person of the
 * registrations named that is still validated on the means — someone withdrawn since is not told
 * they are expected — with their own action links and the manager's comment.
 */
async function mobilisationNoticeDrafts(
  trx: Trx,
  payload: Record<string, unknown>,
  linksFor: (registrationId: number, startAt: Date) => Promise<ActionLinks | null>,
): Promise<Draft[]> {
  const meansId = number(payload.meansOfInterventionId);
  const ids = numbers(payload.registrationIds);
  if (ids.length === 0) return [];
  const registrations = await trx
    .selectFrom("registration")
    .select(["id", "person_id", "start_at"])
    .where("id", "in", ids)
    .where("means_of_intervention_id", "=", meansId)
    .where("status", "in", [...mobilisationNoticeRegistrationStatuses])
    .orderBy("id")
    .execute();
  const recipients = await personRecipients(
    trx,
    registrations.map((registration) => registration.person_id),
  );
  // Links only for someone an address reaches: a link nobody receives is never answered.
  const reached = new Set(recipients.map((recipient) => recipient.personId));
  const links = new Map<number | null, ActionLinks | null>();
  for (const registration of registrations) {
    if (!reached.has(registration.person_id)) continue;
    links.set(registration.person_id, await linksFor(registration.id, registration.start_at));
  }
  const comment = typeof payload.comment === "string" ? payload.comment : "";
  return eachWithMeans(trx, recipients, [meansId], ([means], recipient) => ({
    kind: "mobilisationNotice",
    means,
    links: links.get(recipient.personId) ?? null,
    comment,
  }));
}

async function reinforcementDrafts(trx: Trx, payload: Record<string, unknown>): Promise<Draft[]> {
  const target = payload.recipient as
    | { kind: "person"; personId: number }
    | { kind: "sharedAddress"; name: string | null; email: string | null };
  const recipients: Recipient[] =
    target.kind === "person"
      ? await personRecipients(trx, [target.personId])
      : target.email
        ? [{ personId: null, address: target.email, name: target.name, language: "fr" }]
        : [];
  const requester = await trx
    .selectFrom("person")
    .select(["first_name", "last_name"])
    .where("id", "=", number(payload.requestedBy))
    .executeTakeFirst();
  const message = typeof payload.message === "string" ? payload.message : "";
  return eachWithMeans(trx, recipients, numbers(payload.meansOfInterventionIds), (means) => ({
    kind: "reinforcement",
    means: [...means],
    message,
    requestedBy: requester ? `${requester.first_name} ${requester.last_name}` : "",
  }));
}

/** One draft per recipient, with the means read in the recipient's language. */
async function eachWithMeans(
  trx: Trx,
  recipients: readonly Recipient[],
  meansIds: readonly number[],
  facts: (means: NonEmpty<MeansFacts>, recipient: Recipient) => MailFacts,
): Promise<Draft[]> {
  const drafts: Draft[] = [];
  const byLanguage = new Map<Language, Awaited<ReturnType<typeof meansFacts>>>();
  for (const recipient of recipients) {
    let means = byLanguage.get(recipient.language);
    if (!means) {
      means = await meansFacts(trx, meansIds, recipient.language);
      byLanguage.set(recipient.language, means);
    }
    // A means deleted since the event was written: nothing left to tell about it.
    if (!isNonEmpty(means)) continue;
    drafts.push({ recipient, facts: facts(means, recipient) });
  }
  return drafts;
}

type NonEmpty<T> = readonly [T, ...T[]];

function isNonEmpty<T>(items: readonly T[]): items is NonEmpty<T> {
  return items.length > 0;
}

function number(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new TypeError(`The outbox payload holds ${JSON.stringify(value)} where an id belongs`);
  }
  return value;
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(number) : [];
}
