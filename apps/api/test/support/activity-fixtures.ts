import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";
import { activityBody, insertActivity } from "./fixtures.js";

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
