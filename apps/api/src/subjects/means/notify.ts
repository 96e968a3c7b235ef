import {
  type calls,
  type MeansNotice,
  meansNoticeAvailableAt,
  meansNoticeRecipientsListed,
  meansNoticeRefusal,
  meansNoticeRepeatRefusal,
  noMeansNoticeRecipient,
  Refusal,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { enqueueNotification } from "../../platform/audit.js";
import { instantOf } from "../../platform/instants.js";
import { personRecipients } from "../notifications/index.js";
import { lastNoticeAt, listedPersons, noticeAudience, noticeKinds } from "./notify-sql.js";
import { getMeansOfIntervention } from "./reads.js";

/** The request's clock and the organisation's time zone. */
interface Clock {
  now: Date;
  timeZone: string;
}

/** Whom a notice would reach now, as its dialog shows it before sending. */
export interface NoticeRecipients {
  items: calls.meansNotification.MeansNoticeRecipient[];
  total: number;
  reachable: number;
  lastNotifiedAt: string | null;
  availableAt: string | null;
}

/** What a notice sent answers. */
export interface NoticeSent {
  recipientCount: number;
  unreachableCount: number;
  notifiedAt: string;
}

/**
 * Whom `notice` of a means of the role's scope would reach now (decision 035): the first persons
 * by name with whether an address reaches them, how many are meant and reachable, and when the
 * same notice was last sent and may be sent again. A read: whatever the means' status, so a
 * dialog can say why it cannot be sent.
 */
export async function meansNoticeRecipients(
  db: Kysely<Database>,
  access: Access,
  id: number,
  notice: MeansNotice,
  { now, timeZone }: Clock,
): Promise<NoticeRecipients> {
  await getMeansOfIntervention(db, access, id);
  const audience = await noticeAudience(db, id, notice);
  const reached = await personRecipients(db, audience.personIds);
  const reachable = new Set(reached.map((recipient) => recipient.personId));
  const persons =
    audience.personIds.length === 0
      ? []
      : await listedPersons(db, audience.personIds, meansNoticeRecipientsListed);
  const lastAt = await lastNoticeAt(db, id, notice, now);
  const availableAt = meansNoticeAvailableAt(lastAt);
  return {
    items: persons.map((person) => ({
      personId: person.id,
      firstName: person.first_name,
      lastName: person.last_name,
      staffType: person.staff_type,
      reachable: reachable.has(person.id),
      feedback: audience.feedbacks.get(person.id) ?? null,
    })),
    total: audience.personIds.length,
    reachable: reached.length,
    lastNotifiedAt: instantOf(lastAt, timeZone),
    availableAt:
      availableAt !== null && availableAt.getTime() > now.getTime()
        ? instantOf(availableAt, timeZone)
        : null,
  };
}

/**
 * Sends `notice` for a means of the role's scope (decision 035): one outbox event in the
 * transaction, with the manager's comment, prepared later into one message per reachable person.
 * Refused outside the notice's statuses or once the means has ended, within
 * `meansNoticeRepeatMinutes` of the same notice, and when nobody would be reached. The means' row
 * is locked first, so two sends of the same notice queue and the second is refused as a repeat.
 */
export async function sendMeansNotice(
  db: Kysely<Database>,
  access: Access,
  id: number,
  notice: MeansNotice,
  comment: string,
  { now, timeZone }: Clock,
): Promise<NoticeSent> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("means_of_intervention")
      .select("id")
      .where("id", "=", id)
      .forUpdate()
      .execute();
    const means = await getMeansOfIntervention(trx, access, id);
    const candidate = { id, status: means.status, end: means.end_at };
    const refused = meansNoticeRefusal(candidate, notice, now, timeZone);
    if (refused) throw new Refusal(refused);
    const lastAt = await lastNoticeAt(trx, id, notice, now);
    const repeated = meansNoticeRepeatRefusal({ id, notice, lastAt }, now, timeZone);
    if (repeated) throw new Refusal(repeated);
    const audience = await noticeAudience(trx, id, notice);
    const reached = await personRecipients(trx, audience.personIds);
    const unreachable = audience.personIds.length - reached.length;
    if (reached.length === 0) {
      throw new Refusal(noMeansNoticeRecipient({ id, action: notice, unreachable }));
    }
    // The kinds of the events it repeats, so their messages read and are searched the same; the
    // `notice` field tells a mobilisation sent by hand from one registration's.
    await enqueueNotification(trx, noticeKinds[notice], {
      notice,
      meansOfInterventionId: id,
      ...(notice === "notifyMobilization" ? { registrationIds: audience.registrationIds } : {}),
      comment,
      requestedBy: access.user.user.personId,
      notifiedAt: now.toISOString(),
    });
    return {
      recipientCount: reached.length,
      unreachableCount: unreachable,
      notifiedAt: instantOf(now, timeZone),
    };
  });
}
