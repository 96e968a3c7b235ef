import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import type { ApiRoute } from "../src/http/api-route.js";
import { apiRouteTable } from "../src/routes/api.js";
import { demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { personOfNoScope, personOfSubject } from "./support/registration-fixtures.js";
import { fixtureFor } from "./support/route-fixtures/index.js";
import { testVersion, useTestServer } from "./support/server.js";

/**
 * Every id a write request names is checked before anything is written: one that names nothing
 * is `{subject}.notFound` (404, `{ id }`), one outside the caller's scope a 403, after the
 * feature's authorization and before the scope. Each request starts from the route fixture that
 * succeeds, changes one reference, and must leave every table of the database as it was.
 */

const server = useTestServer();
const routes = new Map(apiRouteTable(testVersion).map((route) => [routeName(route), route]));
/** An id no row has: a valid integer, so that only the reference check can refuse it. */
const missing = 999_999;

function routeName(route: Pick<ApiRoute, "method" | "path">): string {
  return `${route.method} ${route.path}`;
}

/** Who calls: the administrator (no scope), a manager scoped to Paris, a field volunteer. */
const actors = {
  admin: { subject: "demo-admin", role: "Admin" },
  manager: { subject: "demo-b", role: "B" },
  volunteer: { subject: "demo-v", role: "V" },
} as const;
type Actor = keyof typeof actors;

/** What a case may use to change the fixture's body: the database and the demo's places. */
interface Context {
  db: Kysely<Database>;
  places: Awaited<ReturnType<typeof demoPlaces>>;
}

// biome-ignore lint/suspicious/noExplicitAny: bodies of every route, changed field by field
type Body = any;

interface Case {
  route: string;
  actor: Actor;
  /** The fixture's body with the reference under test changed. */
  change: (body: Body, context: Context) => Body | Promise<Body>;
  expected: { status: number; body: Record<string, unknown> };
}

/** Every table's content, hashed: equal before and after when a request wrote nothing. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
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

let context: Context;

beforeAll(async () => {
  const { db } = server.database;
  context = { db, places: await demoPlaces(db) };
});

/** Sends a case's request, from the route's fixture at a place of the actor's scope. */
async function send(testCase: Case) {
  const route = routes.get(testCase.route);
  if (!route) throw new Error(`No route ${testCase.route}`);
  const { db, places } = context;
  const { subject, role } = actors[testCase.actor];
  const personId = await personOfSubject(db, subject);
  const place = { entityId: places.paris15, activityId: places.publicEvent, personId };
  const fixture = await fixtureFor(db, route, place);
  const body = await testCase.change(structuredClone(fixture.body), context);
  const url = Object.entries({ ...fixture.params, id: String(fixture.id) }).reduce(
    (path, [name, value]) => path.replace(`:${name}`, value),
    route.path,
  );
  const before = await fingerprint(db);
  const answer = await server.call(subject, route.method, url, body, role);
  expect(await fingerprint(db)).toEqual(before);
  return answer;
}

const notFound = (category: string) => ({
  status: 404,
  body: { category, code: "notFound", data: { id: missing } },
});

/** How a case is named: its route, what it refuses and who calls. */
const nameOf = (testCase: Case) =>
  `${testCase.route}: ${String(testCase.expected.body.category)}.${String(testCase.expected.body.code)} as ${testCase.actor}`;

/** A case of a reference that names nothing, `{subject}.notFound` with its id. */
const unknown = (
  route: string,
  subject: string,
  change: Case["change"],
  actor: Actor = "admin",
): Case => ({ route, actor, change, expected: notFound(subject) });

const activityForms = [
  "POST OperationalActivity",
  "PUT OperationalActivity/:id",
  "POST OperationalActivity/Clone/:id",
  "POST Recurrence",
];

const unknownReferences: Case[] = [
  ...activityForms.flatMap((route) =>
    (["admin", "manager"] as const).flatMap((actor) => [
      unknown(route, "entity", (body) => ({ ...body, entityId: missing }), actor),
      unknown(route, "activity", (body) => ({ ...body, activityId: missing }), actor),
      unknown(route, "locationType", (body) => ({ ...body, locationTypeId: missing }), actor),
    ]),
  ),
  unknown("POST OperationalActivity/Clone/:id", "attachment", (body) => ({
    ...body,
    attachments: [{ id: missing, fileName: "plan.pdf", type: "application/pdf", size: 1000 }],
  })),
  unknown("POST MeansOfIntervention", "operationalActivity", (body) => ({
    ...body,
    operationalActivityId: missing,
  })),
  unknown("POST ReinforcementNotification", "entity", (body) => ({ ...body, entityId: missing })),
  unknown("POST ReinforcementNotification", "activity", (body) => ({
    ...body,
    activityId: missing,
  })),
  unknown("POST ReinforcementNotification", "person", (body) => ({
    entityId: body.entityId,
    activityId: body.activityId,
    personId: missing,
  })),
  unknown("POST ReinforcementNotification/Send", "meansOfIntervention", (body) => ({
    ...body,
    meansOfInterventionIds: [missing],
  })),
  ...["POST Registration/Assign", "POST Registration/Propose"].flatMap((route) => [
    unknown(route, "person", (body) => ({ ...body, personIds: [...body.personIds, missing] })),
    unknown(route, "meansOfIntervention", (body) => ({
      ...body,
      meansOfInterventionIds: [missing],
    })),
    unknown(route, "operationalRole", (body) => ({ ...body, operationalRoleId: missing })),
  ]),
  unknown(
    "POST Registration/Register",
    "meansOfIntervention",
    (body) => ({ ...body, meansOfInterventionIds: [missing] }),
    "volunteer",
  ),
  unknown(
    "POST Registration/Register",
    "operationalRole",
    (body) => ({ ...body, operationalRoleId: missing }),
    "volunteer",
  ),
  ...[
    "POST Registration/Validate/:id",
    "POST Registration/ValidateRejected/:id",
    "PUT Registration/:id",
  ].map((route) =>
    unknown(route, "operationalRole", (body) => ({ ...body, operationalRoleId: missing })),
  ),
  ...["POST Registration/AcceptPropositions", "POST Registration/RejectPropositions"].map((route) =>
    unknown(
      route,
      "registration",
      (body) => ({ ...body, registrationIds: [missing] }),
      "volunteer",
    ),
  ),
  unknown("POST ScheduleChange", "registration", (body) => ({ ...body, registrationId: missing })),
  ...[
    "POST UserProfile/AssignRole",
    "POST UserProfile/UnassignRole",
    "POST UserProfileScope",
    "PUT UserProfileScope/:id",
  ].map((route) => unknown(route, "person", (body) => ({ ...body, personId: missing }))),
];

describe("a reference that names nothing", () => {
  it.each(unknownReferences.map((testCase) => [nameOf(testCase), testCase] as const))(
    "%s, nothing written",
    async (_route, testCase) => {
      const answer = await send(testCase);
      expect(answer).toEqual(testCase.expected);
    },
  );
});

/** The subject of a route's `:id`: its resource, lower camel case (`ScheduleChange/…` → …). */
const subjectOf = (route: ApiRoute) => {
  const resource = route.path.split("/")[0] ?? "";
  return resource.charAt(0).toLowerCase() + resource.slice(1);
};

const writesById = [...routes.values()].filter(
  (route) => route.write && route.path.includes(":id"),
);

describe("a write on an id that names nothing", () => {
  it.each(writesById.map((route) => [routeName(route), route] as const))(
    "%s: {subject}.notFound, nothing written",
    async (name, route) => {
      const actor = route.feature === "registration.self" ? "volunteer" : "admin";
      const { db } = context;
      const { subject, role } = actors[actor];
      const personId = await personOfSubject(db, subject);
      const { paris15: entityId, publicEvent: activityId } = context.places;
      const fixture = await fixtureFor(db, route, { entityId, activityId, personId });
      const before = await fingerprint(db);
      const answer = await server.call(
        subject,
        route.method,
        route.path.replace(":id", String(missing)),
        fixture.body,
        role,
      );
      expect(await fingerprint(db)).toEqual(before);
      expect(answer, name).toEqual(notFound(subjectOf(route)));
    },
  );
});

/** A case of a reference outside the manager's scope (Lyon 7 × first-aid courses). */
const outside = (
  route: string,
  change: Case["change"],
  body: Record<string, unknown>,
  status = 403,
): Case => ({ route, actor: "manager", change, expected: { status, body } });

const elsewhere = ({ places }: Context) => ({ entityId: places.lyon7, activityId: places.course });
const activityForbidden = { category: "operationalActivity", code: "forbidden" };

const outOfScope: Case[] = [
  ...activityForms.map((route) =>
    outside(route, (body, ctx) => ({ ...body, ...elsewhere(ctx) }), {
      ...activityForbidden,
      data: { id: expect.any(Number) },
    }),
  ),
  outside(
    "POST MeansOfIntervention",
    async (body, ctx) => ({
      ...body,
      operationalActivityId: await insertActivity(ctx.db, elsewhere(ctx)),
    }),
    { ...activityForbidden, data: { id: expect.any(Number) } },
  ),
  outside("POST ReinforcementNotification", (body, ctx) => ({ ...body, ...elsewhere(ctx) }), {
    category: "reinforcementNotification",
    code: "forbidden",
    data: { id: 0 },
  }),
  outside(
    "POST Registration/Assign",
    async (body, ctx) => ({
      ...body,
      meansOfInterventionIds: [
        await insertMeans(ctx.db, await insertActivity(ctx.db, elsewhere(ctx)), "open"),
      ],
    }),
    {
      category: "registration",
      code: "registrationInvalidMeansOfInterventionScope",
      data: { meansOfInterventionId: expect.any(Number) },
    },
  ),
  outside(
    "POST Registration/Assign",
    async (body, ctx) => ({ ...body, personIds: [await personOfNoScope(ctx.db)] }),
    {
      category: "registration",
      code: "registrationInvalidPersonScope",
      data: { personId: expect.any(Number) },
    },
  ),
];

describe("a reference outside the caller's scope", () => {
  it.each(outOfScope.map((testCase) => [nameOf(testCase), testCase] as const))(
    "%s, nothing written",
    async (_route, testCase) => {
      const answer = await send(testCase);
      expect(answer).toEqual(testCase.expected);
    },
  );
});

describe("the order of the checks", () => {
  it("authorization first: a role without the feature learns nothing of the references", async () => {
    const answer = await send({
      route: "POST OperationalActivity",
      actor: "volunteer",
      change: (body) => ({ ...body, entityId: missing }),
      expected: { status: 403, body: {} },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ category: "authorization", code: "forbidden" });
  });
});
