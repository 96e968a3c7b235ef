import {
  type MeansNotice,
  mobilisationNoticeRegistrationStatuses,
  type RegistrationFeedback,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, OutboxKind } from "../../db/schema.js";
import { openingRecipientIds } from "../notifications/index.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Whom a notice of a means is meant for now (decision 035), reachable or not. */
export interface NoticeAudience {
  /** Each person once, ascending. */
  personIds: number[];
  /** A mobilisation's registrations, ascending: its event names them. None for an opening. */
  registrationIds: number[];
  /** What each person answered their mobilisation's links, if anything. */
  feedbacks: Map<number, RegistrationFeedback>;
}

/**
 * The persons a notice is meant for: for a mobilisation, those of the registrations in
 * `mobilisationNoticeRegistrationStatuses` (validated); for an opening, the volunteers it is
 * announced to (decision 025, the same query that prepares its messages).
 */
export async function noticeAudience(
  db: Db,
  meansId: number,
  notice: MeansNotice,
): Promise<NoticeAudience> {
  if (notice === "notifyOpening") {
    return {
      personIds: await openingRecipientIds(db, meansId),
      registrationIds: [],
      feedbacks: new Map(),
    };
  }
  const rows = await db
    .selectFrom("registration")
    .select(["id", "person_id", "feedback"])
    .where("means_of_intervention_id", "=", meansId)
    .where("status", "in", [...mobilisationNoticeRegistrationStatuses])
    .orderBy("id")
    .execute();
  const feedbacks = new Map<number, RegistrationFeedback>();
  for (const row of rows) if (row.feedback !== null) feedbacks.set(row.person_id, row.feedback);
  return {
    personIds: [...new Set(rows.map((row) => row.person_id))].sort((a, b) => a - b),
    registrationIds: rows.map((row) => row.id),
    feedbacks,
  };
}

/** The persons of `ids` as a notice's dialog lists them: by name, at most `limit`. */
export function listedPersons(db: Db, ids: readonly number[], limit: number) {
  return db
    .selectFrom("person")
    .select(["id", "first_name", "last_name", "staff_type"])
    .where("id", "in", [...ids])
    .orderBy("last_name")
    .orderBy("first_name")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The outbox kind a notice is written as: the kinds of the events it repeats. */
export const noticeKinds: Readonly<Record<MeansNotice, OutboxKind>> = {
  notifyMobilization: "mobilisation",
  notifyOpening: "opening",
};

/**
 * When the same notice was last written for the means, in business time; null when never. Every
 * opening counts (by hand, by the open action or the automatic job): each announces the same
 * thing to the same volunteers. A mobilisation counts when sent by hand, not one registration's.
 */
export async function lastNoticeAt(
  db: Db,
  meansId: number,
  notice: MeansNotice,
  now: Date,
): Promise<Date | null> {
  const match =
    notice === "notifyOpening"
      ? { meansOfInterventionId: meansId }
      : { meansOfInterventionId: meansId, notice };
  const row = await db
    .selectFrom("outbox")
    .select([
      "created_at",
      sql<Date>`now()`.as("database_now"),
      sql<string | null>`payload ->> 'notifiedAt'`.as("notified_at"),
    ])
    .where("kind", "=", noticeKinds[notice])
    .where(sql<boolean>`payload @> ${JSON.stringify(match)}::jsonb`)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  // A notice sent by hand says when, in business time.
  if (row.notified_at !== null) return new Date(row.notified_at);
  // Otherwise the database stamped the event with the real clock, from which business time may
  // run apart (RELEVE_CLOCK_START): the event's age is what carries over from one to the other.
  const age = Math.max(0, row.database_now.getTime() - row.created_at.getTime());
  return new Date(now.getTime() - age);
}
