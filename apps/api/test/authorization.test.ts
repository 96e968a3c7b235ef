import {
  type Authorization,
  defaultAuthorization,
  hasFeature,
  isFieldStaffRole,
  type RoleCode,
  roleCodes,
} from "@releve/domain";
import { describe, expect, it } from "vitest";
import { demoUsers } from "../src/db/seed/demo-organisation.js";
import type { ApiRoute } from "../src/http/api-route.js";
import { catalogueRoutes } from "./support/catalogue-routes.js";
import { idOf } from "./support/fixtures.js";
import { fixtureFor } from "./support/route-fixtures/index.js";
import { useTestServer } from "./support/server.js";

const registered: string[] = [];
const table = catalogueRoutes();
const server = useTestServer({
  onRoute: (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registered.push(`${method} ${route.url.slice("/api/".length)}`);
    }
  },
});

/** The demo user whose first role is this one (one per role code). */
function demoUserFor(role: RoleCode) {
  const user = demoUsers.find((candidate) => candidate.authorizations[0]?.role === role);
  if (!user) throw new Error(`No demo user acts first as ${role}`);
  return user;
}

/** The demo user acting under a role, and the authorization the default rights give them. */
function actor(role: RoleCode): { subject: string; authorization: Authorization } {
  return { subject: demoUserFor(role).subject, authorization: defaultAuthorization(role) };
}

/**
 * An object of the role's scope (its first scope pair; for field staff, scoped by functions, the
 * first activity of their functions at any entity), or of any scope for unrestricted roles.
 */
async function scopedObject(role: RoleCode, inScope: boolean) {
  const user = demoUserFor(role);
  const functionActivity = user.functionActivities?.[0];
  const pair =
    user.authorizations[0]?.scopes[0] ??
    (functionActivity ? { entity: "paris15", activity: functionActivity } : undefined);
  const [entity, activity] =
    inScope && pair ? [pair.entity, pair.activity] : ["lyon7", "firstAidCourse"];
  const entityId = await idOf(server.database.db, "entity", entity);
  const activityId = await idOf(server.database.db, "activity", activity);
  return { entityId, activityId };
}

/** Sends the route's request about an object of the given place, as the role. */
async function request(
  route: ApiRoute,
  role: RoleCode,
  place: { entityId: number; activityId: number },
) {
  const { subject } = actor(role);
  const { person_id: personId } = await server.database.db
    .selectFrom("user_profile")
    .select("person_id")
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  const { id, body, unscoped, params } = await fixtureFor(server.database.db, route, {
    ...place,
    personId,
  });
  const url = Object.entries({ ...params, id: String(id) }).reduce(
    (path, [name, value]) => path.replace(`:${name}`, value),
    route.path,
  );
  const response = await server.call(subject, route.method, url, body, role);
  return { id, unscoped, ...response };
}

/** The error category of a route's objects: its resource name, lower camel case. */
const subjectOf = (route: ApiRoute) => {
  const resource = route.path.split("/")[0] ?? "";
  return resource.charAt(0).toLowerCase() + resource.slice(1);
};

const scopeRestricted = (role: RoleCode) => !["Admin", "RH"].includes(role);

describe("the route table", () => {
  it("lists every route the API registers, and registers every route it lists", () => {
    const listed = table.map((route) => `${route.method} ${route.path}`).sort();
    expect([...new Set(registered)].sort()).toEqual(listed);
  });
});

describe.each(table.map((route) => [`${route.method} ${route.path}`, route] as const))(
  "%s",
  (_name, route) => {
    it.each(roleCodes.map((role) => [role]))(
      "as %s: feature, write and scope decide",
      async (role) => {
        const allowed =
          route.feature === null ||
          hasFeature(actor(role).authorization, route.feature, route.write);
        const inScope = await request(route, role, await scopedObject(role, true));
        if (allowed) {
          expect(inScope.status, JSON.stringify(inScope.body)).toBeLessThan(300);
        } else {
          expect(inScope).toMatchObject({
            status: 403,
            body: { category: "authorization", code: "forbidden" },
          });
        }
        // Field staff reach their own registrations and schedule changes wherever they are (see
        // registration-follow-up.test.ts); the fixture's object outside the scope is theirs.
        const ownEverywhere =
          isFieldStaffRole(role) &&
          (route.path.startsWith("Registration/") || route.path.startsWith("ScheduleChange"));
        if (scopeRestricted(role) && route.path.includes(":id") && !ownEverywhere) {
          const outside = await request(route, role, await scopedObject(role, false));
          if (outside.unscoped) {
            // Nothing places the object: the feature alone decides, as in scope.
            if (allowed) expect(outside.status, JSON.stringify(outside.body)).toBeLessThan(300);
            else expect(outside.status).toBe(403);
            return;
          }
          expect(outside.status).toBe(403);
          expect(outside.body.code).toBe("forbidden");
          if (allowed) expect(outside.body.category).toBe(subjectOf(route));
        }
        if (scopeRestricted(role) && allowed && route.path.endsWith("search") && !ownEverywhere) {
          const outside = await request(route, role, await scopedObject(role, false));
          expect(outside.body.items.map((item: { id: number }) => item.id)).not.toContain(
            outside.id,
          );
        }
      },
    );
  },
);
