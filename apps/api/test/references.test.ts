import { describe, expect, it } from "vitest";
import type { ApiRoute } from "../src/http/api-route.js";
import { useTestServer } from "./support/server.js";
import {
  type Actor,
  activityForms,
  missing,
  nameOf,
  routeName,
  routes,
  useWriteCases,
  type WriteCase,
} from "./support/write-cases.js";

/**
 * Every id a write request names is checked before anything is written: one that names nothing
 * is `{subject}.notFound` (404, data `{ id }`) — for a scoped manager too, before the scope is
 * checked — and the database is left as it was. Scope refusals and form findings:
 * `references-scope.test.ts`.
 */

const server = useTestServer();
const { send, sendTo } = useWriteCases(server);

const notFound = (category: string) => ({
  status: 404,
  body: { category, code: "notFound", data: { id: missing } },
});

/** A case of a reference that names nothing, `{subject}.notFound` with its id. */
const unknown = (
  route: string,
  subject: string,
  change: WriteCase["change"],
  actor: Actor = "admin",
): WriteCase => ({ route, actor, change, expected: notFound(subject) });

const unknownReferences: WriteCase[] = [
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
      // Volunteers act on their own registrations and availability.
      const actor = ["registration.self", "availability"].includes(route.feature ?? "")
        ? "volunteer"
        : "admin";
      expect(await sendTo(name, actor, missing), name).toEqual(notFound(subjectOf(route)));
    },
  );
});
