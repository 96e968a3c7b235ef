import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { openDueMeans } from "../src/subjects/means/index.js";
import { remindShifts } from "../src/subjects/registrations/index.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import {
  createMeans,
  createPerson,
  createScope,
  insertRegistration,
  registration,
  type Scope,
} from "./support/planning-fixtures.js";

const timeZone = "Europe/Paris";

let database: TestDatabase;
let db: Kysely<Database>;
let scope: Scope;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  scope = await createScope(db);
});

afterAll(() => database.close());

/** A public means of the scope with its opening settings. */
async function publicMeans(
  start: string,
  opening: {
    option: "automatic" | "manual" | "specificDate" | "specificDuration";
    date?: string;
    days?: number;
  },
  end = "2031-03-29T20:00:00+02:00",
): Promise<number> {
  const id = await createMeans(db, scope, { startAt: start, endAt: end });
  await db
    .updateTable("means_of_intervention")
    .set({
      status: "public",
      opening_option: opening.option,
      opening_date: opening.date ?? null,
      opening_days_before_start: opening.days ?? null,
    })
    .where("id", "=", id)
    .execute();
  return id;
}

async function statusOf(id: number): Promise<string> {
  const row = await db
    .selectFrom("means_of_intervention")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe("the automatic opening of means", () => {
  it("opens each means when its option says so, by the system, with its opening notification", async () => {
    const now = new Date("2026-03-27T08:00:00+01:00");
    // Two days before a start of Sunday 29 March 08:00 (summer time from 02:00 that day) is
    // Friday 27 March 08:00 in winter time: 49 real hours, not 48.
    const dueByDays = await publicMeans("2026-03-29T08:00:00+02:00", {
      option: "specificDuration",
      days: 2,
    });
    const notYetByDays = await publicMeans("2026-03-29T08:05:00+02:00", {
      option: "specificDuration",
      days: 2,
    });
    const dueByDate = await publicMeans("2026-03-29T09:00:00+02:00", {
      option: "specificDate",
      date: "2026-03-27T07:59:00+01:00",
    });
    const notYetByDate = await publicMeans("2026-03-29T09:00:00+02:00", {
      option: "specificDate",
      date: "2026-03-27T08:01:00+01:00",
    });
    const automatic = await publicMeans("2026-03-29T10:00:00+02:00", { option: "automatic" });
    const manual = await publicMeans("2026-03-29T10:00:00+02:00", { option: "manual" });
    const over = await publicMeans(
      "2026-03-20T08:00:00+01:00",
      { option: "automatic" },
      "2026-03-20T20:00:00+01:00",
    );

    const first = await openDueMeans(db, now, timeZone);
    expect(first.opened).toBeGreaterThanOrEqual(3);
    expect(await statusOf(dueByDays)).toBe("open");
    expect(await statusOf(dueByDate)).toBe("open");
    expect(await statusOf(automatic)).toBe("open");
    for (const id of [notYetByDays, notYetByDate, manual, over]) {
      expect(await statusOf(id)).toBe("public");
    }

    const history = await db
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status", "changed_by"])
      .where("subject", "=", "meansOfIntervention")
      .where("subject_id", "=", dueByDays)
      .execute();
    expect(history).toEqual([
      { action: "open", from_status: "public", to_status: "open", changed_by: null },
    ]);
    const openings = await db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "opening")
      .execute();
    expect(openings.map((row) => row.payload.meansOfInterventionId)).toEqual(
      expect.arrayContaining([dueByDays, dueByDate, automatic]),
    );

    // Run again at the same time: nothing more; five minutes later, the rest of the day's due.
    expect((await openDueMeans(db, now, timeZone)).opened).toBe(0);
    await openDueMeans(db, new Date("2026-03-27T08:05:00+01:00"), timeZone);
    expect(await statusOf(notYetByDays)).toBe("open");
    expect(await statusOf(notYetByDate)).toBe("open");
    expect(await statusOf(manual)).toBe("public");
  });
});

describe("shift reminders", () => {
  it("reminds each validated person once per start, within the hours before it", async () => {
    const meansId = await createMeans(db, scope, {
      startAt: "2031-03-10T08:00:00Z",
      endAt: "2031-03-10T16:00:00Z",
    });
    const validated = await insertRegistration(
      db,
      registration(await createPerson(db), meansId, { status: "validated" }),
    );
    const pending = await insertRegistration(db, registration(await createPerson(db), meansId));
    const reminders = () =>
      db
        .selectFrom("outbox")
        .select("payload")
        .where("kind", "=", "reminder")
        .execute()
        .then((rows) => rows.map((row) => row.payload.registrationId));

    // 25 hours before: not yet.
    expect(await remindShifts(db, new Date("2031-03-09T07:00:00Z"), 24)).toEqual({ reminded: 0 });
    // 23 hours before: the validated one, once, however often the job runs.
    expect(await remindShifts(db, new Date("2031-03-09T09:00:00Z"), 24)).toEqual({ reminded: 1 });
    expect(await remindShifts(db, new Date("2031-03-09T09:05:00Z"), 24)).toEqual({ reminded: 0 });
    const reminded = await reminders();
    expect(reminded.filter((id) => id === validated)).toHaveLength(1);
    expect(reminded).not.toContain(pending);

    // The shift moves later: a new start, a new reminder when it comes near.
    await db
      .updateTable("registration")
      .set({ start_at: "2031-03-10T10:00:00Z" })
      .where("id", "=", validated)
      .execute();
    expect(await remindShifts(db, new Date("2031-03-09T21:00:00Z"), 24)).toEqual({ reminded: 1 });
    // Once begun, never: a server stopped until after the start sends nothing late.
    expect(await remindShifts(db, new Date("2031-03-10T21:00:00Z"), 24)).toEqual({ reminded: 0 });
    // Zero hours: reminders are off.
    expect(await remindShifts(db, new Date("2031-03-09T09:00:00Z"), 0)).toEqual({ reminded: 0 });
  });
});
