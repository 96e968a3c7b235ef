import { defaultAuthorization, hasFeature, type RoleCode } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../../src/db/schema.js";
import type { ApiRoute } from "../../../src/http/api-route.js";
import { idOf } from "../fixtures.js";
import type { Place } from "../route-fixtures/index.js";
import { demoUser } from "../security-fixtures.js";
import { type CaseActor, type CaseDraft, type FuzzCase, hostileCases, validCase } from "./cases.js";
import type { Hostile } from "./hostile-values.js";
import { type ReferenceIds, referenceIds, validBodies } from "./valid-bodies.js";

/** Someone the fuzz signs in as, and where their objects lie. */
export interface FuzzActor {
  name: string;
  subject: string;
  role: RoleCode;
  /** Entity and activity codes of the demo organisation. */
  entity: string;
  activity: string;
}

/**
 * The administrator, who holds every feature, so that every field of every route reaches the
 * rules; and role B, a manager of a few activities of Paris, so that the scope checks run: B is
 * sent every path id and id field, with the administrator's objects and places (out of B's
 * scope) among them — the rest of a body is checked alike whoever sends it.
 */
export const fuzzActors: [FuzzActor, FuzzActor] = [
  {
    name: "admin",
    subject: "demo-admin",
    role: "Admin",
    entity: "lyon7",
    activity: "firstAidCourse",
  },
  { name: "manager B", subject: "demo-b", role: "B", entity: "paris", activity: "dpsPublicEvent" },
];

const allowed = (route: ApiRoute, role: RoleCode) =>
  route.feature === null || hasFeature(defaultAuthorization(role), route.feature, route.write);

async function placeOf(db: Kysely<Database>, actor: FuzzActor): Promise<Place> {
  return {
    entityId: await idOf(db, "entity", actor.entity),
    activityId: await idOf(db, "activity", actor.activity),
    personId: (await demoUser(db, actor.subject)).personId,
  };
}

/** The valid requests of a route, each body on an object of its own. */
async function validJob(
  db: Kysely<Database>,
  route: ApiRoute,
  place: Place,
  references: ReferenceIds,
  actor: CaseActor,
): Promise<CaseDraft[]> {
  const first = await validBodies(db, route, place, references);
  const cases = [validCase(route, actor, first, 0)];
  for (let index = 1; index < first.bodies.length; index += 1) {
    const own = await validBodies(db, route, place, references);
    cases.push(validCase(route, actor, own, index));
  }
  return cases;
}

/**
 * Every request of the fuzz, as jobs (one per route and actor, sent in order): the route's valid
 * requests first (they must succeed), then the hostile cases on an object of their own. Cases
 * are numbered in order, so that a run is the same from one time to the next.
 */
export async function planJobs(db: Kysely<Database>, routes: ApiRoute[]): Promise<FuzzCase[][]> {
  const references = await referenceIds(db);
  const [admin, manager] = fuzzActors;
  const [adminPlace, managerPlace] = [await placeOf(db, admin), await placeOf(db, manager)];
  const outOfScope = (name: string): Hostile[] => {
    const label = (what: string) => `${what} out of scope`;
    if (/^entityIds?$/.test(name)) {
      return [{ label: label("entity"), value: adminPlace.entityId, expect: "any" }];
    }
    if (/^activityIds?$/.test(name)) {
      return [{ label: label("activity"), value: adminPlace.activityId, expect: "any" }];
    }
    return [];
  };
  const drafts: CaseDraft[][] = [];
  for (const route of routes) {
    const adminObject = await validBodies(db, route, adminPlace, references);
    const adminActor: CaseActor = { name: admin.name, allowed: allowed(route, admin.role) };
    drafts.push([
      ...(await validJob(db, route, adminPlace, references, adminActor)),
      ...hostileCases(route, adminActor, adminObject),
    ]);
    const managerActor: CaseActor = {
      name: manager.name,
      allowed: allowed(route, manager.role),
      pathReferences: [
        {
          label: ":id of an object out of scope",
          value: String(adminObject.fixture.id),
          // Alerts, release notes, means types lie nowhere: whoever holds the feature reaches them.
          expect: adminObject.fixture.unscoped ? "any" : "refuse",
        },
      ],
      fieldReferences: outOfScope,
      onlyReferences: true,
    };
    drafts.push([
      ...(await validJob(db, route, managerPlace, references, managerActor)),
      ...hostileCases(route, managerActor, await validBodies(db, route, managerPlace, references)),
    ]);
  }
  let id = 0;
  return drafts.map((job) => job.map((draft) => ({ ...draft, id: ++id })));
}
