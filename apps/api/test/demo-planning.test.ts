import {
  activityStatuses,
  alertLevels,
  meansStatuses,
  recurrenceTypes,
  registrationStatuses,
  rejectionReasons,
  scheduleChangeStatuses,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/migrate.js";
import type { Database } from "../src/db/schema.js";
import { demoUsers } from "../src/db/seed/demo-organisation.js";
import { type PlanningCounts, seedDemoPlanning } from "../src/db/seed/demo-planning.js";
import { seedDemoOrganisation, seedRolesAndFeatures } from "../src/db/seed.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";

/** A fixed "now" whose month spans the spring daylight-saving change (29 March 2026). */
const now = new Date("2026-03-20T09:41:27Z");

const opened: TestDatabase[] = [];
async function open(state: "empty" | "seeded"): Promise<Kysely<Database>> {
  const database = await openTestDatabase(state);
  opened.push(database);
  return database.db;
}

let db: Kysely<Database>;
let twin: Kysely<Database>;
let counts: PlanningCounts | null;

beforeAll(async () => {
  [db, twin] = await Promise.all([open("seeded"), open("seeded")]);
  [counts] = await Promise.all([seedDemoPlanning(db, { now }), seedDemoPlanning(twin, { now })]);
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function rows<T>(on: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(on)).rows;
}

async function distinct(on: Kysely<Database>, column: string, table: string): Promise<string[]> {
  const found = await rows<{ value: string }>(
    on,
    sql`select distinct ${sql.ref(column)}::text as value from ${sql.table(table)} order by 1`,
  );
  return found.map((row) => row.value);
}

/** Each table of the planning, all its rows in a stable order. */
async function snapshot(on: Kysely<Database>) {
  const tables = [
    ["person", "id"],
    ["person_email", "person_id, type"],
    ["vehicle", "id"],
    ["departure", "id"],
    ["means_of_intervention_type_departure", "type_id, departure_id"],
    ["absence", "id"],
    ["work_schedule", "id"],
    ["recurrence", "id"],
    ["operational_activity", "id"],
    ["attachment", "id"],
    ["means_of_intervention", "id"],
    ["registration", "id"],
    ["schedule_change", "id"],
    ["status_change", "id"],
    ["alert_text", "alert_id, language_code"],
    ["release_note", "id"],
    ["reinforcement_notification", "id"],
  ] as const;
  const result: Record<string, unknown[]> = {};
  for (const [table, order] of tables) {
    result[table] = await rows(
      on,
      sql`select * from ${sql.table(table)} order by ${sql.raw(order)}`,
    );
  }
  return result;
}

/** Every invariant of the database and of the domain that the planning must hold. */
async function expectConsistent(on: Kysely<Database>): Promise<void> {
  // The stored counters are the counts, never above the required staff (nor with the pending).
  const counters = await rows<{ wrong: number; above: number; aboveWithPending: number }>(
    on,
    sql`select count(*) filter (where m.validated_staff <> c.validated or m.pending_staff <> c.pending)::int as wrong,
               count(*) filter (where m.validated_staff > m.required_staff)::int as above,
               count(*) filter (where m.validated_staff + m.pending_staff > m.required_staff)::int as "aboveWithPending"
          from means_of_intervention m,
               lateral (select count(*) filter (where r.status = 'validated') as validated,
                               count(*) filter (where r.status = 'pending') as pending
                          from registration r where r.means_of_intervention_id = m.id) c`,
  );
  expect(counters).toEqual([{ wrong: 0, above: 0, aboveWithPending: 0 }]);

  const overlapping = await rows(
    on,
    sql`select a.id, b.id from registration a join registration b
           on a.person_id = b.person_id and a.id < b.id
          and tstzrange(a.start_at, a.end_at, '[)') && tstzrange(b.start_at, b.end_at, '[)')
        where a.status = 'validated' and b.status = 'validated'`,
  );
  expect(overlapping).toEqual([]);

  const twoLive = await rows(
    on,
    sql`select person_id, means_of_intervention_id from registration
         where status in ('pending', 'validated')
         group by 1, 2 having count(*) > 1`,
  );
  expect(twoLive).toEqual([]);

  // Registrations within 4 hours of their means (spec 02 §5), means within their activity.
  const outside = await rows<{ registrations: number; means: number }>(
    on,
    sql`select (select count(*) from registration r join means_of_intervention m on m.id = r.means_of_intervention_id
                 where r.start_at < m.start_at - interval '4 hours' or r.end_at > m.end_at + interval '4 hours')::int as registrations,
               (select count(*) from means_of_intervention m join operational_activity a on a.id = m.operational_activity_id
                 where m.start_at < a.start_at or m.end_at > a.end_at)::int as means`,
  );
  expect(outside).toEqual([{ registrations: 0, means: 0 }]);

  // Every row has an audit trail whose steps follow each other and end in its status.
  const broken = await rows<{ subject: string; id: number; status: string }>(
    on,
    sql`with current (subject, id, status) as (
          select 'operationalActivity', id, status from operational_activity
          union all select 'meansOfIntervention', id, status from means_of_intervention
          union all select 'registration', id, status from registration
          union all select 'scheduleChange', id, status from schedule_change
          union all select 'alert', id, case when is_active then 'active' else 'cancelled' end from alert),
        trail as (
          select subject, subject_id, to_status, from_status, changed_at,
                 lag(to_status) over w as previous,
                 row_number() over w as step,
                 row_number() over (partition by subject, subject_id order by changed_at desc, id desc) as from_last
            from status_change
          window w as (partition by subject, subject_id order by changed_at, id))
        select c.subject, c.id, c.status from current c
         where not exists (select 1 from trail t where t.subject = c.subject and t.subject_id = c.id
                             and t.from_last = 1 and t.to_status = c.status)
        union all
        select subject, subject_id, coalesce(from_status, '(none)') from trail
         where (step = 1 and from_status is not null)
            or (step > 1 and from_status is distinct from previous)
        union all
        select subject, subject_id, 'after now' from trail where changed_at > ${now}`,
  );
  expect(broken).toEqual([]);
}

describe("the demo planning", () => {
  it("writes every table of the planning, at the default scale", () => {
    expect(counts).not.toBeNull();
    expect(counts).toMatchObject({
      person: 300,
      means_of_intervention_type: 8,
      alert: 4,
    });
    expect(counts?.operational_activity).toBeGreaterThan(100);
    expect(counts?.means_of_intervention).toBeGreaterThan(300);
    expect(counts?.registration).toBeGreaterThan(1000);
    expect(counts?.status_change).toBeGreaterThan(3000);
  });

  it("is the same, ids included, on two fresh databases seeded with the same now", async () => {
    const [a, b] = await Promise.all([snapshot(db), snapshot(twin)]);
    expect(a.registration?.length).toBe(counts?.registration);
    expect(b).toEqual(a);
  });

  it("is written once: a second seed leaves the planning as it is", async () => {
    const before = await rows(db, sql`select count(*)::int as count from registration`);
    expect(await seedDemoPlanning(db, { now: new Date("2027-01-01T00:00:00Z") })).toBeNull();
    expect(await rows(db, sql`select count(*)::int as count from registration`)).toEqual(before);
  });

  it("has activities, means, registrations and schedule changes in every status", async () => {
    expect(await distinct(db, "status", "operational_activity")).toEqual(
      [...activityStatuses].sort(),
    );
    expect(await distinct(db, "status", "means_of_intervention")).toEqual(
      [...meansStatuses].sort(),
    );
    expect(await distinct(db, "status", "registration")).toEqual([...registrationStatuses].sort());
    expect(await distinct(db, "status", "schedule_change")).toEqual(
      [...scheduleChangeStatuses].sort(),
    );
    const variants = await rows<{
      status: string;
      is_proposed: boolean;
      rejection_reason: string | null;
    }>(
      db,
      sql`select distinct status, is_proposed, rejection_reason from registration
           where is_proposed or status = 'rejected' order by 1, 2, 3`,
    );
    expect(variants).toEqual([
      { status: "pending", is_proposed: true, rejection_reason: null },
      ...[...rejectionReasons].sort().map((reason) => ({
        status: "rejected",
        is_proposed: false,
        rejection_reason: reason,
      })),
      { status: "rejected", is_proposed: true, rejection_reason: null },
    ]);
    // A validated schedule change moved its registration and kept the planned times.
    const moved = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from schedule_change c join registration r on r.id = c.registration_id
           where c.status = 'validated' and r.start_at = c.start_at and r.end_at = c.end_at
             and r.planned_start_at is not null`,
    );
    expect(moved[0]?.count).toBeGreaterThan(0);
  });

  it("repeats activities with every recurrence type, and splits 12-hour shifts into linked halves", async () => {
    expect(await distinct(db, "type", "recurrence")).toEqual([...recurrenceTypes].sort());
    const orphans = await rows(
      db,
      sql`select r.id from recurrence r where not exists
            (select 1 from operational_activity a where a.recurrence_id = r.id)`,
    );
    expect(orphans).toEqual([]);
    const halves = await rows<{ pairs: number; unlinked: number; apart: number }>(
      db,
      sql`select count(*)::int as pairs,
                 count(*) filter (where b.split_sibling_id is distinct from a.id)::int as unlinked,
                 count(*) filter (where a.end_at <> b.start_at and b.end_at <> a.start_at)::int as apart
            from means_of_intervention a join means_of_intervention b on b.id = a.split_sibling_id`,
    );
    expect(halves[0]?.pairs).toBeGreaterThan(0);
    expect(halves[0]).toMatchObject({ unlinked: 0, apart: 0 });
  });

  it("keeps the counters, the staff maximum, one live registration and no overlap", async () => {
    await expectConsistent(db);
  });

  it("gives the demo users S and V registrations of their own, upcoming ones included", async () => {
    const subjects = { "demo-s": "S", "demo-v": "V" } as const;
    const mine = await rows<{ subject: string; status: string; is_proposed: boolean }>(
      db,
      sql`select distinct u.subject, r.status, r.is_proposed from registration r
            join user_profile u on u.person_id = r.person_id
           where r.start_at > ${now} order by 1, 2, 3`,
    );
    for (const subject of Object.keys(subjects)) {
      const upcoming = mine.filter((row) => row.subject === subject);
      expect(upcoming, subject).toEqual(
        expect.arrayContaining([
          { subject, status: "validated", is_proposed: false },
          { subject, status: "pending", is_proposed: false },
          { subject, status: "pending", is_proposed: true },
        ]),
      );
    }
    const others = mine.filter((row) => !(row.subject in subjects));
    expect(others).toEqual([]);
  });

  it("has the reference data, people, absences and notices a planner expects", async () => {
    const roles = await distinct(db, "code", "operational_role");
    expect(roles).toEqual(
      expect.arrayContaining(["driver", "coDriver", "teamLeader", "firstAider"]),
    );
    const plates = await distinct(db, "plate_number", "vehicle");
    expect(plates.every((plate) => /^[A-HJ-NP-TV-Z]{2}-\d{3}-[A-HJ-NP-TV-Z]{2}$/.test(plate))).toBe(
      true,
    );
    expect(await distinct(db, "visibility", "means_of_intervention_type")).toEqual([
      "disabled",
      "enabled",
    ]);
    const staff = await rows<{ staff_type: string; count: number }>(
      db,
      sql`select staff_type, count(*)::int as count from person group by 1 order by 2 desc`,
    );
    expect(staff.map((row) => row.staff_type)).toEqual(["volunteer", "employee", "external"]);
    expect(staff.reduce((sum, row) => sum + row.count, 0)).toBe(300 + demoUsers.length);
    const absences = await rows<{ type: string; is_pending: boolean; not_employee: number }>(
      db,
      sql`select a.type, a.is_pending, count(*) filter (where p.staff_type <> 'employee')::int as not_employee
            from absence a join person p on p.id = a.person_id group by 1, 2 order by 1, 2`,
    );
    expect(absences.map(({ type, is_pending }) => `${type}:${is_pending}`)).toEqual([
      "FULL:false",
      "FULL:true",
      "PART:false",
      "PART:true",
    ]);
    expect(absences.every((row) => row.not_employee === 0)).toBe(true);
    const schedules = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from work_schedule w join person p on p.id = w.person_id
           where p.staff_type <> 'employee'`,
    );
    expect(schedules).toEqual([{ count: 0 }]);
    const alerts = await rows<{ level: string; dismissible: boolean }>(
      db,
      sql`select level, dismissible from alert where is_active order by level`,
    );
    expect(alerts.map((alert) => alert.level).sort()).toEqual([...alertLevels].sort());
    expect(alerts.filter((alert) => alert.dismissible)).toHaveLength(1);
    const texts = await rows<{ languages: string }>(
      db,
      sql`select string_agg(language_code, ',' order by language_code) as languages from alert_text group by alert_id`,
    );
    expect(new Set(texts.map((row) => row.languages))).toEqual(new Set(["de,en,fr"]));
    const notes = await rows<{ complete: boolean }>(
      db,
      sql`select bool_and(title ?& array['fr', 'en', 'de'] and text ?& array['fr', 'en', 'de']) as complete from release_note`,
    );
    expect(notes).toEqual([{ complete: true }]);
    const reinforcements = await rows<{ persons: number; shared: number }>(
      db,
      sql`select count(person_id)::int as persons, count(email)::int as shared from reinforcement_notification`,
    );
    expect(reinforcements[0]?.persons).toBeGreaterThan(0);
    expect(reinforcements[0]?.shared).toBeGreaterThan(0);
  });
});

describe("the demo seed", () => {
  it("writes the organisation and its planning into an empty database, in one call", async () => {
    const fresh = await open("empty");
    await migrateToLatest(fresh);
    await seedRolesAndFeatures(fresh);
    expect(await seedDemoOrganisation(fresh, now)).toBe(true);
    const written = await rows<{ persons: number; activities: number }>(
      fresh,
      sql`select (select count(*) from person)::int as persons,
                 (select count(*) from operational_activity)::int as activities`,
    );
    expect(written).toEqual([
      { persons: 300 + demoUsers.length, activities: counts?.operational_activity },
    ]);
    // The identities follow the ids the seed wrote: the API's next insert does not collide.
    const next = await fresh
      .insertInto("alert")
      .values({ level: "info", from_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe((counts?.alert ?? 0) + 1);
  });
});

describe("the large scale", () => {
  it("adds a mass of persons, means and registrations that keeps every invariant", async () => {
    const large = await open("seeded");
    const written = await seedDemoPlanning(large, {
      now,
      scale: "large",
      large: { persons: 1500, means: 1600, registrationsPerMeans: 11 },
    });
    expect(written).toMatchObject({ largePersons: 1500, largeMeans: 1600, largeActivities: 400 });
    // Eleven registrations per means not in draft.
    const drafts = await rows<{ count: number }>(
      large,
      sql`select count(*)::int as count from means_of_intervention
           where status = 'draft' and id > ${counts?.means_of_intervention ?? 0}`,
    );
    expect(written?.largeRegistrations).toBe((1600 - (drafts[0]?.count ?? 0)) * 11);
    expect(await distinct(large, "status", "registration")).toEqual(
      [...registrationStatuses].sort(),
    );
    await expectConsistent(large);
    // The bulk load set aside the per-person lock of validations, and put it back.
    const { rows: triggers } = await sql<{ enabled: string }>`
      select tgenabled as enabled from pg_trigger where tgname = 'registration_person_lock'`.execute(
      large,
    );
    expect(triggers).toEqual([{ enabled: "O" }]);
  }, 120_000);
});
