import Fastify from "fastify";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foreignKeys } from "../src/db/reference-tables.js";
import type { Database } from "../src/db/schema.js";
import { databaseFailure } from "../src/http/database-errors.js";
import { installErrorHandling } from "../src/http/errors.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import { demoPlaces, insertActivity, insertPerson } from "./support/fixtures.js";

/**
 * The answers to the errors the database raises, on real errors of the test database (PGlite, or
 * the PostgreSQL server of TEST_DATABASE_URL): what each SQLSTATE becomes, that table and
 * constraint names stay in the log, and that the API's error handler answers with it.
 */

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

/** What the database raised for a statement that must fail. */
async function raised(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error("The statement succeeded");
}

/** The refusal answering what a statement raised, and what was logged of it. */
async function answerTo(statement: Promise<unknown>) {
  const error = await raised(statement);
  const logged: unknown[] = [];
  const refusal = databaseFailure(error, { warn: (entry: unknown) => logged.push(entry) });
  return { error, refusal, logged };
}

const invalidRequest = (statusCode: number, reason: string) => ({
  statusCode,
  payload: { category: "validation", code: "invalidRequest", data: { reason } },
});

describe("a foreign key violation", () => {
  it("names the subject of the row not found, with its id", async () => {
    const { publicEvent } = await demoPlaces(db);
    const { refusal, logged } = await answerTo(
      insertActivity(db, { entityId: 999_999, activityId: publicEvent }),
    );
    expect(refusal).toEqual({
      statusCode: 404,
      payload: { category: "entity", code: "notFound", data: { id: 999_999 } },
    });
    expect(logged).toEqual([
      expect.objectContaining({
        sqlState: "23503",
        table: "operational_activity",
        constraint: "operational_activity_entity_id_fkey",
      }),
    ]);
  });

  it("names a location type, a subject of its own", async () => {
    const { paris15, publicEvent } = await demoPlaces(db);
    const id = await insertActivity(db, { entityId: paris15, activityId: publicEvent });
    const { refusal } = await answerTo(
      db
        .updateTable("operational_activity")
        .set({ location_type_id: 424_242 })
        .where("id", "=", id)
        .execute(),
    );
    expect(refusal?.payload).toEqual({
      category: "locationType",
      code: "notFound",
      data: { id: 424_242 },
    });
  });

  it("is an unknown reference when the table has no subject", async () => {
    const { refusal } = await answerTo(
      db
        .insertInto("activity")
        .values({
          type_id: 999_999,
          code: "unknown-type",
          label: { fr: "Type inconnu", en: "Unknown type", de: "Unbekannter Typ" },
        })
        .execute(),
    );
    expect(refusal).toEqual(invalidRequest(400, "unknownReference"));
  });

  it("is a refusal of what is still in use when a deletion meets it", async () => {
    const { paris15, publicEvent } = await demoPlaces(db);
    await insertActivity(db, { entityId: paris15, activityId: publicEvent });
    const { refusal, logged } = await answerTo(
      db.deleteFrom("entity").where("id", "=", paris15).execute(),
    );
    expect(refusal).toEqual(invalidRequest(409, "inUse"));
    expect(logged).toHaveLength(1);
  });

  it("knows the referenced table of every foreign key of the schema", async () => {
    const { rows } = await sql<{ column: string; referenced: string }>`
      select conrelid::regclass::text || '.' || attname as column,
             confrelid::regclass::text as referenced
        from pg_constraint
        join pg_attribute on attrelid = conrelid and attnum = any (conkey)
       where contype = 'f' and connamespace = 'public'::regnamespace
       order by 1`.execute(db);
    expect(rows.length).toBeGreaterThan(50);
    expect(Object.fromEntries(rows.map((row) => [row.column, row.referenced]))).toEqual(
      foreignKeys,
    );
  });
});

describe("a unique key or an exclusion violated", () => {
  it("is an item that already exists (409)", async () => {
    const { paris15, publicEvent } = await demoPlaces(db);
    const personId = await insertPerson(db, "volunteer");
    const row = { entity_id: paris15, activity_id: publicEvent, person_id: personId };
    await db.insertInto("reinforcement_notification").values(row).execute();
    const { refusal } = await answerTo(
      db.insertInto("reinforcement_notification").values(row).execute(),
    );
    expect(refusal).toEqual({
      statusCode: 409,
      payload: { category: "validation", code: "alreadyExists", data: {} },
    });
  });
});

describe("a value the column cannot hold", () => {
  const meansType = (values: Record<string, unknown>) =>
    sql`insert into means_of_intervention_type (label, default_required_staff_count)
        values (${sql.lit("{}")}::jsonb || ${JSON.stringify(values.label ?? { fr: "Équipe" })}::jsonb,
                ${values.count ?? 2})`.execute(db);

  it.each([
    ["a check constraint", () => meansType({ count: 0 }), "constraintViolated"],
    [
      "a missing value",
      () =>
        sql`insert into means_of_intervention_type (label, default_required_staff_count)
            values (${JSON.stringify({ fr: "Équipe" })}::jsonb, ${null})`.execute(db),
      "valueRequired",
    ],
    ["an integer beyond 2^31", () => meansType({ count: "2147483648" }), "numberOutOfRange"],
    [
      "an id beyond 2^31",
      () => sql`select id from person where id = ${"2147483648"}`.execute(db),
      "numberOutOfRange",
    ],
    [
      "a date in year 0",
      () => sql`select ${"0000-01-01T10:00:00Z"}::timestamptz`.execute(db),
      "dateOutOfRange",
    ],
    [
      "a malformed date",
      () => sql`select ${"tomorrow-ish"}::timestamptz`.execute(db),
      "invalidDate",
    ],
    [
      "a label holding a lone surrogate",
      () => meansType({ label: { fr: "\ud800" } }),
      "invalidValue",
    ],
    ["a label holding NUL", () => meansType({ label: { fr: "\u0000" } }), "invalidCharacters"],
    [
      "a text holding NUL",
      () => sql`update person set first_name = ${"Ca\u0000mille"} where id = ${1}`.execute(db),
      "invalidCharacters",
    ],
    [
      "a value too large for its index",
      async () => {
        const { paris15, publicEvent } = await demoPlaces(db);
        // Random text does not compress: the unique index on the address cannot hold it.
        const email = `${crypto.getRandomValues(new Uint8Array(6000)).join("")}@example.org`;
        await db
          .insertInto("reinforcement_notification")
          .values({
            entity_id: paris15,
            activity_id: publicEvent,
            name: "Liste",
            email,
            email_type: "shared",
          })
          .execute();
      },
      "valueTooLarge",
    ],
  ])("%s is an invalid request with a reason", async (_name, statement, reason) => {
    const { refusal, logged } = await answerTo(statement());
    expect(refusal).toEqual(invalidRequest(400, reason));
    expect(JSON.stringify(refusal)).not.toMatch(/means_of_intervention_type|person|_check/);
    expect(logged).toHaveLength(1);
  });

  it("a text longer than its column is an invalid request", async () => {
    // No column of the schema is bounded in the database: a table of this test's own has one.
    await sql`create table bounded_text (value varchar(2))`.execute(db);
    const { refusal } = await answerTo(sql`insert into bounded_text values (${"abc"})`.execute(db));
    await sql`drop table bounded_text`.execute(db);
    expect(refusal).toEqual(invalidRequest(400, "textTooLong"));
  });
});

describe("what is not the request's fault", () => {
  it("is left to the caller: concurrency (retried elsewhere), bugs, other errors", () => {
    const serialization = Object.assign(new Error("could not serialize access"), {
      code: "40001",
    });
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    for (const error of [serialization, deadlock, new Error("boom"), "text", null, undefined]) {
      expect(databaseFailure(error)).toBeUndefined();
    }
  });

  it("a syntax error of the API's own SQL stays a 500", async () => {
    const error = await raised(sql`selec 1`.execute(db));
    expect(databaseFailure(error)).toBeUndefined();
  });
});

describe("the API's error handler", () => {
  it("answers a database refusal with its payload instead of a 500", async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    const { publicEvent } = await demoPlaces(db);
    app.post("/activity", async () => {
      await insertActivity(db, { entityId: 888_888, activityId: publicEvent });
      return {};
    });
    app.post("/bug", async () => {
      await sql`selec 1`.execute(db);
      return {};
    });
    await app.ready();
    const refused = await app.inject({ method: "POST", url: "/activity" });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ category: "entity", code: "notFound", data: { id: 888_888 } });
    const bug = await app.inject({ method: "POST", url: "/bug" });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ category: "unknown", code: "unknownError", data: {} });
    await app.close();
  });
});
