import { entityAncestry, isInScope, type Scope, scopeTypes } from "@releve/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Access, accessOf } from "../src/platform/access.js";
import { scopeCondition } from "../src/platform/scope-sql.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import {
  accessDataOf,
  accessRecipeArbitrary,
  rowsOf,
  type ScopedRow,
  scopeWorldArbitrary,
  withScopeWorld,
} from "./support/scope-world.js";

/**
 * The scope rule lives in one place, the domain's `isInScope`; searches apply it in SQL through
 * `scopeCondition`. This property holds the SQL to the rule, on PGlite and on the PostgreSQL
 * server of TEST_DATABASE_URL: for generated worlds (entity hierarchies, activities, rows at every
 * place and at places the reference data lacks) and generated accesses (every scope type, empty
 * scopes, privileges now and then naming ids the reference data lacks, several authorizations and
 * an active role code), the condition selects exactly the rows `isInScope` accepts. A world is
 * written once, in a transaction rolled back after, and many accesses are checked against it, one
 * query each, so the cases stay cheap.
 */

const worlds = 50;
const accessesPerWorld = 40;
const cases = worlds * accessesPerWorld;

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase("empty");
});

afterAll(async () => {
  await database?.close();
});

/** How often each scope type came up, and how often its condition kept some rows but not all. */
type Tally = Record<Scope["type"], { cases: number; partial: number }>;

/** The rows where the SQL condition and `isInScope` answer differently, with what explains it. */
function disagreements(rows: ScopedRow[], access: Access, selected: ReadonlySet<number>) {
  return rows
    .filter((row) => selected.has(row.id) !== isInScope(row, access.scope, access.reference))
    .map((row) => ({
      ...row,
      selectedBySql: selected.has(row.id),
      entityAncestry: entityAncestry(row.entityId, access.reference.entityParent),
      entityTypeId: access.reference.entityType(row.entityId),
      activityTypeId: access.reference.activityType(row.activityId),
    }));
}

/** Whether a row is in a scope by items only through an ancestor of its entity. */
function throughAncestor(access: Access, row: ScopedRow): boolean {
  return (
    access.scope.type === "byItems" &&
    !access.scope.pairs.some(
      (pair) => pair.entityId === row.entityId && pair.activityId === row.activityId,
    )
  );
}

describe("the scope condition in SQL (spec 01 §6)", () => {
  it(`selects exactly the rows isInScope accepts (${cases} generated accesses)`, async () => {
    const tally = Object.fromEntries(
      scopeTypes.map((type) => [type, { cases: 0, partial: 0 }]),
    ) as Tally;
    let checked = 0;
    let reachedThroughAncestor = 0;

    const worldAndAccesses = scopeWorldArbitrary.chain((world) =>
      fc.tuple(
        fc.constant(world),
        fc.array(accessRecipeArbitrary(world), {
          minLength: accessesPerWorld,
          maxLength: accessesPerWorld,
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(worldAndAccesses, ([world, recipes]) =>
        withScopeWorld(database.db, world, async (trx) => {
          const rows = rowsOf(world);
          for (const recipe of recipes) {
            const access = accessOf(accessDataOf(world, recipe), recipe.activeRoleCode);
            const found = await trx
              .selectFrom("scoped_row")
              .select("id")
              .where(scopeCondition(access))
              .execute();
            const selected = new Set(found.map((row) => row.id));
            expect(found).toHaveLength(selected.size);
            const wrong = disagreements(rows, access, selected);
            if (wrong.length > 0) {
              throw new Error(
                `The SQL condition and isInScope disagree under ${JSON.stringify(access.scope)} ` +
                  `on ${JSON.stringify(wrong)}`,
              );
            }

            checked += 1;
            tally[access.scope.type].cases += 1;
            if (selected.size > 0 && selected.size < rows.length) {
              tally[access.scope.type].partial += 1;
            }
            if (rows.some((row) => selected.has(row.id) && throughAncestor(access, row))) {
              reachedThroughAncestor += 1;
            }
          }
        }),
      ),
      { numRuns: worlds },
    );

    // The generators must reach what the property is about: every scope type, scopes that keep
    // some rows and leave others, and entities covered through an ancestor.
    expect(checked).toBe(cases);
    for (const type of scopeTypes) expect(tally[type].cases, type).toBeGreaterThan(cases / 10);
    for (const type of ["byTypes", "byItems", "byFunctions"] as const) {
      expect(tally[type].partial, type).toBeGreaterThan(cases / 40);
    }
    expect(reachedThroughAncestor).toBeGreaterThan(cases / 100);
  }, 180_000);
});
