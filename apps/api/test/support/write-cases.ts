import { type Kysely, sql } from "kysely";
import { beforeAll, expect } from "vitest";
import { apiRouteTable } from "../../src/api.js";
import type { Database } from "../../src/db/schema.js";
import type { ApiRoute } from "../../src/http/api-route.js";
import { demoPlaces } from "./fixtures.js";
import { personOfSubject } from "./registration-fixtures.js";
import { fixtureFor } from "./route-fixtures/index.js";
import { type TestServerContext, testVersion } from "./server.js";

/**
 * Write requests changed one reference at a time: each starts from the route fixture that
 * succeeds (at Paris 15 × public events, within every actor's scope), changes its body, and
 * must leave every table of the database as it was when it is refused.
 */

/** An id no row has: a valid integer, so that only the reference check can refuse it. */
export const missing = 999_999;

/** `METHOD path`, as the cases name a route. */
export function routeName(route: Pick<ApiRoute, "method" | "path">): string {
  return `${route.method} ${route.path}`;
}

/** Every route of the table, by name. */
export const routes = new Map(apiRouteTable(testVersion).map((route) => [routeName(route), route]));

/** Who calls: the administrator (no scope), a manager scoped to Paris, a field volunteer. */
export const actors = {
  admin: { subject: "demo-admin", role: "Admin" },
  manager: { subject: "demo-b", role: "B" },
  volunteer: { subject: "demo-v", role: "V" },
} as const;
export type Actor = keyof typeof actors;

/** What a case may use to change the fixture's body: the database and the demo's places. */
export interface CaseContext {
  db: Kysely<Database>;
  places: Awaited<ReturnType<typeof demoPlaces>>;
}

// biome-ignore lint/suspicious/noExplicitAny: bodies of every route, changed field by field
type Body = any;

/** A write request with one reference changed, and the answer expected. */
export interface WriteCase {
  route: string;
  /** How the case is named, when its route and refusal do not tell it apart. */
  name?: string;
  actor: Actor;
  /** The fixture's body with the reference under test changed. */
  change: (body: Body, context: CaseContext) => Body | Promise<Body>;
  expected: { status: number; body: Record<string, unknown> };
}

/** How a case is named: its route, what it refuses and who calls. */
export function nameOf(testCase: WriteCase): string {
  const { category, code } = testCase.expected.body;
  return (
    testCase.name ?? `${testCase.route}: ${String(category)}.${String(code)} as ${testCase.actor}`
  );
}

/** The activity forms: creation, edit, clone and series. */
export const activityForms = [
  "POST OperationalActivity",
  "PUT OperationalActivity/:id",
  "POST OperationalActivity/Clone/:id",
  "POST Recurrence",
];

/** Every table's content, hashed: equal before and after when a request wrote nothing. */
export async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
     order by table_name`.execute(db);
  const { rows } = await sql<{ name: string; hash: string }>`${sql.join(
    tables.map(
      ({ name }) => sql`select ${name} as name,
        md5(coalesce(string_agg(row.*::text, '|' order by row.*::text), '')) as hash
        from ${sql.table(name)} as row`,
    ),
    sql` union all `,
  )}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/**
 * Sends write cases to a test file's server: `send` makes the route's fixture, changes its body
 * as the case says, calls as the case's actor, checks that nothing was written and returns the
 * answer; `sendTo` does the same on another `:id`, with the fixture's body.
 */
export function useWriteCases(server: TestServerContext) {
  let context: CaseContext;
  beforeAll(async () => {
    const { db } = server.database;
    context = { db, places: await demoPlaces(db) };
  });

  async function request(routeKey: string, actor: Actor, change: WriteCase["change"], id?: number) {
    const route = routes.get(routeKey);
    if (!route) throw new Error(`No route ${routeKey}`);
    const { db, places } = context;
    const { subject, role } = actors[actor];
    const personId = await personOfSubject(db, subject);
    const place = { entityId: places.paris15, activityId: places.publicEvent, personId };
    const fixture = await fixtureFor(db, route, place);
    const body = await change(fixture.body, context);
    const url = Object.entries({ ...fixture.params, id: String(id ?? fixture.id) }).reduce(
      (path, [name, value]) => path.replace(`:${name}`, value),
      route.path,
    );
    const before = await fingerprint(db);
    const answer = await server.call(subject, route.method, url, body, role);
    expect(await fingerprint(db)).toEqual(before);
    return answer;
  }

  return {
    send: (testCase: WriteCase) => request(testCase.route, testCase.actor, testCase.change),
    sendTo: (routeKey: string, actor: Actor, id: number) =>
      request(routeKey, actor, (body) => body, id),
  };
}
