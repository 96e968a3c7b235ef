import { type RoleCode, roleCodes, type ScopeType, scopeTypes } from "@releve/domain";
import fc from "fast-check";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../src/db/schema.js";
import type { AccessData } from "../../src/platform/access.js";

/**
 * Generated reference data and scoped rows for the scope property test: an entity hierarchy,
 * activities, and rows naming an entity and an activity as every scoped table does.
 */
export interface ScopeWorld {
  entities: { id: number; typeId: number; parentId: number | null }[];
  activities: { id: number; typeId: number }[];
  /** Places beside every entity × activity pair: the same again, or naming unknown ids. */
  extraPlaces: [entityId: number, activityId: number][];
}

/** One scoped row of a world. */
export interface ScopedRow {
  id: number;
  entityId: number;
  activityId: number;
}

/**
 * The rows of a world: one at every entity × activity pair — so every place an item can be is
 * checked — then one at each extra place.
 */
export function rowsOf(world: ScopeWorld): ScopedRow[] {
  const places = [
    ...world.entities.flatMap((entity) =>
      world.activities.map((activity) => [entity.id, activity.id] as const),
    ),
    ...world.extraPlaces,
  ];
  return places.map(([entityId, activityId], index) => ({ id: index + 1, entityId, activityId }));
}

/**
 * What a user's access is made of, in short: their authorizations (role, scope type, privileges
 * by items and by types), the activities of their functions, and the role code the call sends.
 * {@link accessDataOf} completes it with the world's reference data.
 */
export interface AccessRecipe {
  authorizations: {
    roleCode: RoleCode;
    scopeType: ScopeType;
    items: { entityId: number; activityId: number }[];
    types: { entityTypeId: number; activityTypeId: number }[];
  }[];
  functionActivityIds: number[];
  activeRoleCode: RoleCode | undefined;
}

/** The tables of the throwaway schema a world lives in. */
export type ScopeTables = {
  scoped_row: { id: number; entity_id: number; activity_id: number };
};

// Few types, so that entities and activities share them and type pairs match often.
const entityTypeIds = [1, 2, 3, 4];
const activityTypeIds = [1, 2, 3];
// Ids of the reference data are below this; rows, privileges and functions naming ids from here
// on name an entity or an activity the reference data does not know.
const firstUnknownId = 1000;
const unknownId = fc.integer({ min: firstUnknownId, max: firstUnknownId + 3 });

/**
 * How an entity's parent is chosen: mostly among the entities before it (a tree of regions,
 * sections and centres, several levels deep), sometimes none (a root), rarely among all of them
 * (itself or a later one: parent links that loop, which the ancestry must survive).
 */
const parentChoice = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: "root" as const, pick: 0 }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("earlier" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("any" as const), pick: fc.nat() }) },
);

const entitiesArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: firstUnknownId - 1 }), { maxLength: 30, size: "max" })
  .chain((ids) =>
    fc
      .array(fc.record({ typeId: fc.constantFrom(...entityTypeIds), parent: parentChoice }), {
        minLength: ids.length,
        maxLength: ids.length,
      })
      .map((choices) =>
        choices.map(({ typeId, parent }, index) => {
          const parentIndex =
            parent.kind === "any"
              ? parent.pick % ids.length
              : parent.kind === "earlier" && index > 0
                ? parent.pick % index
                : undefined;
          return {
            id: ids[index] as number,
            typeId,
            parentId: parentIndex === undefined ? null : (ids[parentIndex] as number),
          };
        }),
      ),
  );

const activitiesArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: firstUnknownId - 1 }),
    typeId: fc.constantFrom(...activityTypeIds),
  }),
  { maxLength: 12, size: "max", selector: (activity) => activity.id },
);

/** An id of the reference data, or one it does not know (always the latter when it is empty). */
function idOrUnknown(ids: number[]): fc.Arbitrary<number> {
  return ids.length === 0
    ? unknownId
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: unknownId },
      );
}

/**
 * A world: entities (possibly none) in a hierarchy, activities (possibly none), and extra places
 * for rows: the same places again, and places naming an entity or an activity the reference data
 * lacks (in scope only under `none`, or where a privilege or a function names those very ids).
 */
export const scopeWorldArbitrary: fc.Arbitrary<ScopeWorld> = fc
  .tuple(entitiesArbitrary, activitiesArbitrary)
  .chain(([entities, activities]) =>
    fc
      .array(
        fc.tuple(
          idOrUnknown(entities.map((entity) => entity.id)),
          idOrUnknown(activities.map((activity) => activity.id)),
        ),
        { maxLength: 20, size: "max" },
      )
      .map((extraPlaces) => ({ entities, activities, extraPlaces })),
  );

/**
 * Mostly one of `values` (when there are any), sometimes `stray`: ids the reference data lacks,
 * which the foreign keys keep out of the database but the rule and its SQL must still agree on.
 */
function mostlyOf<T>(values: T[], stray: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return values.length === 0
    ? stray
    : fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...values) },
        { weight: 1, arbitrary: stray },
      );
}

/**
 * The access of a user as `readAccessData` reads it: zero to three authorizations of any scope
 * type, each with privileges by items (entity × activity pairs of the world, now and then naming
 * an id it lacks) and by types (with types no entity or activity has), the activities of the
 * person's functions (now and then one the world lacks), and a role code that names one of the
 * authorizations, another role, or none.
 */
export function accessRecipeArbitrary(world: ScopeWorld): fc.Arbitrary<AccessRecipe> {
  const entityIds = world.entities.map((entity) => entity.id);
  const activityIds = world.activities.map((activity) => activity.id);
  const places = entityIds.flatMap((entityId) =>
    activityIds.map((activityId) => ({ entityId, activityId })),
  );
  const strayPlace = fc.record({
    entityId: idOrUnknown(entityIds),
    activityId: idOrUnknown(activityIds),
  });
  const typePlaces = [...entityTypeIds, 5].flatMap((entityTypeId) =>
    [...activityTypeIds, 4].map((activityTypeId) => ({ entityTypeId, activityTypeId })),
  );
  const held = fc.record({
    roleCode: fc.constantFrom(...roleCodes),
    scopeType: fc.constantFrom(...scopeTypes),
    items: fc.uniqueArray(mostlyOf(places, strayPlace), {
      maxLength: 6,
      selector: (pair) => `${pair.entityId}:${pair.activityId}`,
    }),
    types: fc.uniqueArray(fc.constantFrom(...typePlaces), {
      maxLength: 4,
      selector: (pair) => `${pair.entityTypeId}:${pair.activityTypeId}`,
    }),
  });
  return fc.record({
    authorizations: fc.oneof(
      { weight: 1, arbitrary: fc.constant<AccessRecipe["authorizations"]>([]) },
      {
        weight: 9,
        arbitrary: fc.uniqueArray(held, {
          minLength: 1,
          maxLength: 3,
          selector: (authorization) => authorization.roleCode,
        }),
      },
    ),
    functionActivityIds: fc.uniqueArray(mostlyOf(activityIds, unknownId), { maxLength: 4 }),
    activeRoleCode: fc.option(fc.constantFrom(...roleCodes), { nil: undefined }),
  });
}

/** The access data of a recipe over a world, as `accessOf` takes it. */
export function accessDataOf(world: ScopeWorld, recipe: AccessRecipe): AccessData {
  return {
    user: {
      profileId: 1,
      activeRoleCode: null,
      language: "fr",
      user: {
        personId: 1,
        personIdCentralDb: null,
        staffType: "employee",
        firstName: "Camille",
        lastName: "Martin",
      },
    },
    authorizations: recipe.authorizations.map((authorization, index) => ({
      id: index + 1,
      scopeType: authorization.scopeType,
      authorization: {
        role: { code: authorization.roleCode },
        scopeType: authorization.scopeType,
        accessRights: {},
        scopes: authorization.items,
      },
      typePairs: authorization.types,
    })),
    functionActivityIds: recipe.functionActivityIds,
    entities: world.entities,
    activities: world.activities,
  };
}

/** Inserts integer (or null) tuples into a table of the throwaway schema, in one statement. */
async function insertInto(
  trx: Kysely<Database>,
  table: string,
  columns: string[],
  tuples: (number | null)[][],
) {
  if (tuples.length === 0) return;
  const values = tuples.map(
    (tuple) => sql`(${sql.join(tuple.map((value) => sql`${value}::int`))})`,
  );
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
            values ${sql.join(values)}`.execute(trx);
}

/**
 * Runs `check` in a transaction where a throwaway schema holds the world — `entity` and
 * `activity` with the columns the scope condition reads, typed as the migrations type them, and
 * `scoped_row` — first on the search path, so the condition's unqualified tables are the world's.
 * The transaction is rolled back: nothing of the world outlives the check.
 */
export async function withScopeWorld<T>(
  db: Kysely<Database>,
  world: ScopeWorld,
  check: (trx: Kysely<Database & ScopeTables>) => Promise<T>,
): Promise<T> {
  const trx = await db.startTransaction().execute();
  try {
    await sql`create schema scope_world`.execute(trx);
    await sql`set local search_path to scope_world`.execute(trx);
    await sql`create table entity (id integer primary key, type_id integer not null,
                parent_id integer references entity (id))`.execute(trx);
    await sql`create table activity (id integer primary key, type_id integer not null)`.execute(
      trx,
    );
    await sql`create table scoped_row (id integer primary key, entity_id integer not null,
                activity_id integer not null)`.execute(trx);
    // One statement for the entities: a parent link may point to an entity inserted after it.
    await insertInto(
      trx,
      "entity",
      ["id", "type_id", "parent_id"],
      world.entities.map((entity) => [entity.id, entity.typeId, entity.parentId]),
    );
    await insertInto(
      trx,
      "activity",
      ["id", "type_id"],
      world.activities.map((activity) => [activity.id, activity.typeId]),
    );
    await insertInto(
      trx,
      "scoped_row",
      ["id", "entity_id", "activity_id"],
      rowsOf(world).map((row) => [row.id, row.entityId, row.activityId]),
    );
    return await check(trx.withTables<ScopeTables>());
  } finally {
    await trx.rollback().execute();
  }
}
