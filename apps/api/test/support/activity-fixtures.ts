import { type Kysely, sql } from "kysely";
import type { Database } from "../../src/db/schema.js";
import type { TestDatabase } from "./database.js";
import { activityBody, insertActivity, meansTypeId } from "./fixtures.js";

/**
 * Fixtures of the operational activity's own resources: series of occurrences, attachments and
 * the bodies that create them.
 */

/** An activity × entity pair. */
export interface Place {
  entityId: number;
  activityId: number;
}

/** A valid body of the recurrence form: the marathon's times, weekly on Sundays from 4 April 2027. */
export function recurrenceBody(
  place: Place,
  recurrence: Record<string, unknown> = {},
  activity: Record<string, unknown> = {},
) {
  return {
    ...activityBody(place.entityId, place.activityId, "Poste de secours du dimanche"),
    ...activity,
    recurrence: {
      type: "weekly",
      start: "2027-04-04",
      end: null,
      occurrenceCount: 3,
      weekdays: 64,
      dayOfMonth: null,
      nth: null,
      ...recurrence,
    },
  };
}

/** A series of `count` weekly draft occurrences at a place, inserted directly; their ids. */
export async function insertSeries(
  db: Kysely<Database>,
  place: Place,
  count = 2,
): Promise<{ recurrenceId: number; occurrenceIds: number[] }> {
  const series = await db
    .insertInto("recurrence")
    .values({ type: "weekly", start_day: "2027-03-07", occurrence_count: count, weekdays: 64 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const occurrenceIds: number[] = [];
  for (let week = 0; week < count; week += 1) {
    const day = String(7 + week * 7).padStart(2, "0");
    const id = await insertActivity(db, {
      ...place,
      start: `2027-03-${day}T08:00:00+01:00`,
      end: `2027-03-${day}T18:00:00+01:00`,
    });
    await db
      .updateTable("operational_activity")
      .set({ recurrence_id: series.id })
      .where("id", "=", id)
      .execute();
    occurrenceIds.push(id);
  }
  return { recurrenceId: series.id, occurrenceIds };
}

/** Stores an attachment directly; its id. */
export async function insertAttachment(
  db: Kysely<Database>,
  operationalActivityId: number,
  fileName = "ordre-de-mission.pdf",
  content: Buffer = Buffer.from("%PDF-1.7 ordre de mission"),
): Promise<number> {
  const row = await db
    .insertInto("attachment")
    .values({
      operational_activity_id: operationalActivityId,
      file_name: fileName,
      type: "application/pdf",
      size: content.length,
      content,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A `multipart/form-data` body of files, as a browser's file input sends it. */
export function uploadForm(
  files: { name: string; content: Buffer | string; type?: string }[],
): globalThis.FormData {
  const form = new FormData();
  for (const file of files) {
    const bytes = typeof file.content === "string" ? Buffer.from(file.content) : file.content;
    form.append(
      "files",
      new Blob([new Uint8Array(bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  return form;
}

/**
 * Open means on an activity, one per `[from, to]` hours (UTC) of `day`, of 10 staff each; their
 * ids, ascending. The rows are written from the highest id down, as concurrent creations may
 * leave them: where the table keeps them no longer follows their ids.
 */
export async function insertMeansHighestIdFirst(
  db: Kysely<Database>,
  operationalActivityId: number,
  day: string,
  hours: readonly (readonly [number, number])[],
): Promise<number[]> {
  const typeId = await meansTypeId(db);
  const ids: number[] = [];
  for (const _ of hours) {
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('means_of_intervention', 'id'))::int as id`.execute(
      db,
    );
    ids.push(rows[0]?.id ?? 0);
  }
  const at = (hour: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString();
  for (let index = hours.length - 1; index >= 0; index -= 1) {
    const [from, to] = hours[index] ?? [8, 10];
    await db
      .insertInto("means_of_intervention")
      .values({
        id: ids[index] as number,
        operational_activity_id: operationalActivityId,
        type_id: typeId,
        start_at: at(from),
        end_at: at(to),
        required_staff: 10,
        status: "open",
        inherits_from_activity: false,
      })
      .execute();
  }
  return ids;
}

/**
 * Locks a means row (`for update`) in a transaction of its own, on a connection of its own,
 * until `release` ends it: PostgreSQL only, whose pool runs transactions side by side.
 */
export async function holdMeansLock(
  db: Kysely<Database>,
  meansId: number,
): Promise<{ release(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const transaction = db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("means_of_intervention")
      .select("id")
      .where("id", "=", meansId)
      .forUpdate()
      .execute();
    locked();
    await released;
  });
  await Promise.race([isLocked, transaction]);
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}

/** Waits until a transaction of the database waits for a lock (PostgreSQL only). */
export async function untilSomeoneWaitsForALock(db: Kysely<Database>): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.count ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("No transaction waits for a lock");
}

/** Whether another transaction holds a lock on each of these means rows, by id (PostgreSQL only). */
export async function meansLockedByOthers(
  db: Kysely<Database>,
  meansIds: readonly number[],
): Promise<Record<number, boolean>> {
  const locked: Record<number, boolean> = {};
  for (const id of meansIds) {
    try {
      await db
        .transaction()
        .execute((trx) =>
          trx
            .selectFrom("means_of_intervention")
            .select("id")
            .where("id", "=", id)
            .forUpdate()
            .noWait()
            .execute(),
        );
      locked[id] = false;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "55P03") throw error;
      locked[id] = true;
    }
  }
  return locked;
}

/**
 * Runs `action` while another transaction holds the middle one of three means, and answers
 * which of the other two the action held when it stopped to wait for it: locking in id order,
 * the first and not the last. On PGlite, whose one connection serialises transactions, nothing
 * is ever waited for (`locked` is undefined): the action simply runs.
 */
export async function lockedWhileWaiting<Answer>(
  database: TestDatabase,
  meansIds: readonly number[],
  action: () => Promise<Answer>,
): Promise<{ answer: Answer; locked: Record<number, boolean> | undefined }> {
  const { db, backend } = database;
  const [first, middle, last] = meansIds as [number, number, number];
  if (backend !== "postgres") return { answer: await action(), locked: undefined };
  const held = await holdMeansLock(db, middle);
  let pending: Promise<Answer> | undefined;
  let locked: Record<number, boolean> | undefined;
  try {
    pending = action();
    await untilSomeoneWaitsForALock(db);
    locked = await meansLockedByOthers(db, [first, last]);
  } finally {
    await held.release();
  }
  return { answer: await (pending as Promise<Answer>), locked };
}
