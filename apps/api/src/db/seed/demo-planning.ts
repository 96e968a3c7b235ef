import { defaultTimeZone } from "@releve/domain";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";
import { buildActivities } from "./planning-activities.js";
import { type LargeSize, seedLargePlanning } from "./planning-large.js";
import { meansRow } from "./planning-means.js";
import { buildNotices } from "./planning-notices.js";
import { buildPeople } from "./planning-people.js";
import { buildReference, type Reference } from "./planning-reference.js";
import { buildRegistrations } from "./planning-registrations.js";
import {
  type AuditEntry,
  advanceIdentities,
  dayIn,
  insertInBatches,
  maxId,
} from "./planning-support.js";
import { Random } from "./random.js";

/** `default`: a believable month of planning; `large`: the same plus a mass for benchmarks. */
export const planningScales = ["default", "large"] as const;
export type PlanningScale = (typeof planningScales)[number];

export interface DemoPlanningOptions {
  /** The moment the planning is built around: the past two weeks and the next two. */
  now: Date;
  /** The organisation's time zone (wall-clock times of shifts, days of the month). */
  timeZone?: string;
  scale?: PlanningScale;
  /** Persons generated on top of the ten demo users (default 300). */
  persons?: number;
  /** Sizes of the large scale (default ≥ 50 000 persons, 100 000 means, 1 000 000 registrations). */
  large?: Partial<LargeSize>;
  /** Another seed gives other (still reproducible) data. */
  seed?: string;
}

/** Rows written, by table. */
export type PlanningCounts = Record<string, number>;

/** Tables the planning fills; a database with rows in any of them is left alone. */
const planningTables = [
  "location_source",
  "operational_role",
  "means_of_intervention_type",
  "operational_activity",
  "registration",
  "alert",
  "release_version",
] as const satisfies (keyof Database)[];

/** Whether the planning tables are all empty. */
export async function isPlanningEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of planningTables) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as("one"))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Writes the demo planning into a database that holds the demo organisation and no planning yet,
 * in one transaction. Deterministic: the same `now`, time zone, options and organisation give
 * the same rows, ids included (a seeded generator, no clock, no Math.random). Returns the rows
 * written by table, or null when the planning tables were not empty.
 */
export async function seedDemoPlanning(
  db: Kysely<Database>,
  options: DemoPlanningOptions,
): Promise<PlanningCounts | null> {
  if (!(await isPlanningEmpty(db))) return null;
  return db.transaction().execute((trx) => writeDemoPlanning(trx, options));
}

/**
 * Writes the demo planning with the caller's connection or transaction, without checking that
 * the planning tables are empty: `seedDemoOrganisation` calls it in its own transaction, right
 * after writing the organisation.
 */
export async function writeDemoPlanning(
  trx: Kysely<Database>,
  options: DemoPlanningOptions,
): Promise<PlanningCounts> {
  const counts = await writeDefaultPlanning(trx, options);
  if ((options.scale ?? "default") === "large") {
    Object.assign(
      counts,
      await seedLargePlanning(trx, {
        now: options.now,
        timeZone: options.timeZone ?? defaultTimeZone,
        ...options.large,
      }),
    );
  }
  await advanceIdentities(trx);
  return counts;
}

async function writeDefaultPlanning(
  db: Kysely<Database>,
  options: DemoPlanningOptions,
): Promise<PlanningCounts> {
  const now = options.now;
  const timeZone = options.timeZone ?? defaultTimeZone;
  const today = dayIn(now, timeZone);
  const entityIds = new Map(
    (await db.selectFrom("entity").select(["code", "id"]).execute()).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const activityIds = new Map(
    (await db.selectFrom("activity").select(["code", "id"]).execute()).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const demoPersonIds = new Map(
    (await db.selectFrom("user_profile").select(["subject", "person_id"]).execute()).map((row) => [
      row.subject,
      row.person_id,
    ]),
  );
  if (!demoPersonIds.has("demo-s") || !demoPersonIds.has("demo-v")) {
    throw new Error("The demo planning needs the demo organisation (seedDemoOrganisation) first");
  }

  const root = new Random(options.seed ?? "releve-demo-planning");
  const reference = buildReference(root.fork("reference"), today, entityIds);
  const people = buildPeople(root.fork("people"), {
    count: options.persons ?? 300,
    firstId: (await maxId(db, "person")) + 1,
    today,
    now,
    timeZone,
    demoPersonIds,
  });
  const context = { now, today, timeZone, reference, people, entityIds, activityIds };
  const planning = buildActivities({ ...context, rng: root.fork("activities") });
  const registrations = buildRegistrations(
    { ...context, rng: root.fork("registrations") },
    planning.means,
  );
  const notices = buildNotices({
    now,
    people,
    createdBy: demoPersonIds.get("demo-a") ?? people.demoS.id,
    entityIds,
    activityIds,
  });

  // The audit trail numbered in time order, as the API would have written it.
  const audit = [...planning.audit, ...registrations.audit, ...notices.audit]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
  const changesOf = new Map<string, number>();
  for (const entry of audit) {
    const key = `${entry.subject}:${entry.subjectId}`;
    changesOf.set(key, (changesOf.get(key) ?? 0) + 1);
  }
  const meansRows = planning.means.map((item) => ({
    ...meansRow(context, item),
    version: changesOf.get(`meansOfIntervention:${item.id}`) ?? 1,
  }));

  const counts: PlanningCounts = {};
  const insert = async <T extends keyof Database>(
    table: T,
    rows: readonly Insertable<Database[T]>[],
  ) => {
    await insertInBatches(db, table, rows);
    counts[table] = rows.length;
  };
  for (const [table, rows] of Object.entries(reference.rows)) {
    await insert(table as keyof Reference["rows"], rows as never);
  }
  await insert("person", people.rows.person);
  await insert("person_email", people.rows.person_email);
  await insert("absence", people.rows.absence);
  await insert("recurrence", planning.rows.recurrence);
  await insert("operational_activity", planning.rows.operational_activity);
  await insert("attachment", planning.rows.attachment);
  await insert("means_of_intervention", meansRows);
  await linkSplitHalves(db, planning.means);
  await insert("registration", registrations.rows.registration);
  await insert("schedule_change", registrations.rows.schedule_change);
  await insert(
    "status_change",
    audit.map((entry, index) => statusChangeRow(entry, index + 1)),
  );
  await insert("work_schedule", registrations.rows.work_schedule);
  await insert("alert", notices.rows.alert);
  await insert("alert_text", notices.rows.alert_text);
  await insert("release_version", notices.rows.release_version);
  await insert("release_note", notices.rows.release_note);
  await insert("reinforcement_notification", notices.rows.reinforcement_notification);
  return counts;
}

/** The first half of a split points to the second, now that both exist. */
async function linkSplitHalves(
  db: Kysely<Database>,
  means: readonly { id: number; half: "first" | "second" | null; sibling: { id: number } | null }[],
): Promise<void> {
  const pairs = means.filter((item) => item.half === "first" && item.sibling);
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((item) => sql`(${item.id}::integer, ${item.sibling?.id}::integer)`),
  );
  await sql`
    update means_of_intervention as m set split_sibling_id = pair.sibling
      from (values ${values}) as pair (id, sibling)
     where m.id = pair.id`.execute(db);
}

function statusChangeRow(entry: AuditEntry, id: number) {
  return {
    id: String(id),
    subject: entry.subject,
    subject_id: entry.subjectId,
    action: entry.action,
    from_status: entry.from,
    to_status: entry.to,
    comment: entry.comment ?? "",
    changed_by: entry.by,
    changed_at: entry.at,
  };
}
