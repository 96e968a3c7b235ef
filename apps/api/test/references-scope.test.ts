import { describe, expect, it } from "vitest";
import { insertActivity, insertMeans } from "./support/fixtures.js";
import { personOfNoScope } from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";
import {
  activityForms,
  type CaseContext,
  missing,
  nameOf,
  useWriteCases,
  type WriteCase,
} from "./support/write-cases.js";

/**
 * What a write request may name besides what exists: a reference outside the caller's scope is
 * a 403, after the feature's authorization; a reference a form names is reported on its field.
 * Either way the database is left as it was. References that name nothing:
 * `references.test.ts`.
 */

const server = useTestServer();
const { send } = useWriteCases(server);

/** A case of a reference outside the manager's scope (Lyon 7 × first-aid courses). */
const outside = (
  route: string,
  change: WriteCase["change"],
  body: Record<string, unknown>,
): WriteCase => ({ route, actor: "manager", change, expected: { status: 403, body } });

const elsewhere = ({ places }: CaseContext) => ({
  entityId: places.lyon7,
  activityId: places.course,
});
const activityForbidden = { category: "operationalActivity", code: "forbidden" };

const outOfScope: WriteCase[] = [
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

/**
 * A reference a form names is reported on its field (`validation.invalidForm`, 400), where the
 * form shows it: the means' type, departure and predefined schedule, a means type's lists, a
 * privilege's scope. Nothing is written either.
 */
const onField = (
  route: string,
  change: WriteCase["change"],
  field: string,
  code: string,
): WriteCase => ({
  route,
  name: `${route}: ${field} ${code}`,
  actor: "admin",
  change,
  expected: {
    status: 400,
    body: {
      category: "validation",
      code: "invalidForm",
      data: { findings: [{ field, code, params: {}, severity: "blocking" }] },
    },
  },
});

const meansForms = [
  "POST MeansOfIntervention",
  "PUT MeansOfIntervention/:id",
  "POST MeansOfIntervention/Clone/:id",
];

const formFindings: WriteCase[] = [
  ...meansForms.flatMap((route) => [
    onField(route, (body) => ({ ...body, typeId: missing }), "typeId", "means.typeUnknown"),
    onField(
      route,
      (body) => ({ ...body, departureId: missing }),
      "departureId",
      "means.departureUnknown",
    ),
    onField(
      route,
      (body) => ({ ...body, scheduleType: "PREDEFINED", predefinedScheduleId: missing }),
      "predefinedScheduleId",
      "means.predefinedScheduleNotCurrent",
    ),
  ]),
  ...["POST MeansOfInterventionType", "PUT MeansOfInterventionType/:id"].flatMap((route) =>
    ["operationalRoleIds", "departureIds", "entityIds"].map((list) =>
      onField(route, (body) => ({ ...body, [list]: [missing] }), `${list}.0`, "value.unknown"),
    ),
  ),
  ...["POST UserProfileScope", "PUT UserProfileScope/:id"].flatMap((route) => [
    onField(route, (body) => ({ ...body, entityId: missing }), "entityId", "scope.unknownEntity"),
    onField(
      route,
      (body) => ({ ...body, activityId: missing }),
      "activityId",
      "scope.unknownActivity",
    ),
  ]),
];

describe("a reference a form reports on its field", () => {
  it.each(formFindings.map((testCase) => [nameOf(testCase), testCase] as const))(
    "%s, nothing written",
    async (_route, testCase) => {
      const answer = await send(testCase);
      expect(answer).toEqual(testCase.expected);
    },
  );
});
