import { Refusal } from "@releve/domain";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { refusalStatus } from "../src/http/refusal-statuses.js";
import { existingIds, missingIds, requireReferences } from "../src/platform/references.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import { demoPlaces, insertPerson } from "./support/fixtures.js";
import { countingStatements } from "./support/registration-fixtures.js";

/** The reference checks' queries: one per subject, whatever the number of ids. */

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

/** The refusal a promise ends with. */
async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return { status: refusalStatus(error.error), body: error.error };
    throw error;
  }
  throw new Error("Not refused");
}

describe("existingIds", () => {
  it("reads a hundred ids in one statement", async () => {
    const persons = await Promise.all(
      Array.from({ length: 99 }, () => insertPerson(db, "volunteer")),
    );
    const counting = countingStatements(db);
    const found = await existingIds(counting.db, "person", [...persons, 999_999]);
    expect(counting.statements()).toBe(1);
    expect([...found].sort((a, b) => a - b)).toEqual([...persons].sort((a, b) => a - b));
  });

  it("sends no number an id cannot take to the database", async () => {
    const counting = countingStatements(db);
    const found = await existingIds(counting.db, "entity", [0, -1, 1.5, 2 ** 31, 1e20, NaN]);
    expect(found.size).toBe(0);
    expect(counting.statements()).toBe(0);
  });
});

describe("requireReferences", () => {
  it("passes when every id names a row, one statement per subject", async () => {
    const { paris15, publicEvent } = await demoPlaces(db);
    const counting = countingStatements(db);
    await requireReferences(counting.db, {
      entity: paris15,
      activity: [publicEvent, publicEvent],
      locationType: null,
      person: undefined,
    });
    expect(counting.statements()).toBe(2);
  });

  it("refuses the first missing id of the first subject that has one", async () => {
    const { paris15, publicEvent } = await demoPlaces(db);
    expect(
      await refusalOf(
        requireReferences(db, {
          entity: paris15,
          activity: [publicEvent, 888_888, 777_777],
          person: 666_666,
        }),
      ),
    ).toEqual({
      status: 404,
      body: { category: "activity", code: "notFound", data: { id: 888_888 } },
    });
  });

  it("names a number no id can take as the id not found", async () => {
    expect(await refusalOf(requireReferences(db, { operationalRole: [2 ** 31] }))).toEqual({
      status: 404,
      body: { category: "operationalRole", code: "notFound", data: { id: 2 ** 31 } },
    });
  });
});

describe("missingIds", () => {
  it("lists each missing id once, in the order asked", async () => {
    const { paris15 } = await demoPlaces(db);
    expect(await missingIds(db, "entity", [5_555_555, paris15, 4_444_444, 5_555_555])).toEqual([
      5_555_555, 4_444_444,
    ]);
  });
});
