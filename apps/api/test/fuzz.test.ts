import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRouteTable } from "../src/routes/api.js";
import { bearer, signToken, testVersion, useTestServer } from "./support/server.js";

const server = useTestServer();
let token: string;

beforeAll(async () => {
  // The administrator holds every feature, so requests reach the parsing and the rules.
  token = await signToken({ key: server.key, subject: "demo-admin" });
});

/** Route parameters: integers (existing or not), and what a client could send instead. */
const idArbitrary = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
  fc.constantFrom("0", "99999999999", "abc", "1.5", "%20", "null"),
);

/** Instants: well-formed, out of range, allowed by the format but naming no instant, reversed. */
const instantArbitrary = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "2027-05-01T00:00:00Z",
    "2027-01-02T00:00:00+01:00",
    "2027-01-01T00:00:00+01",
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59-14:00",
  ),
);

/** Id lists, with ids beyond PostgreSQL's integer. */
const idListArbitrary = fc.array(
  fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constant(3_000_000_000), fc.double()),
  { maxLength: 4 },
);

/** Bodies: anything JSON can carry, and objects shaped like the forms with wrong values. */
const bodyArbitrary = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      title: fc.oneof(fc.string(), fc.constant(""), fc.integer()),
      location: fc.string(),
      start: fc.oneof(fc.string(), fc.constant("2027-02-30T25:61")),
      end: fc.oneof(fc.string(), fc.constant("2027-04-04T15:00")),
      openingOption: fc.oneof(fc.string(), fc.constantFrom("manual", "specificDate")),
      activityId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      entityId: fc.oneof(fc.integer(), fc.string()),
      from: instantArbitrary,
      to: instantArbitrary,
      lastSeenReleaseDate: instantArbitrary,
      operationalActivityIds: idListArbitrary,
      meansOfInterventionIds: idListArbitrary,
      personIds: idListArbitrary,
      activityIds: idListArbitrary,
      entityIds: idListArbitrary,
      typeIds: idListArbitrary,
      page: fc.oneof(fc.integer(), fc.double()),
      pageSize: fc.integer(),
      sort: fc.jsonValue(),
      status: fc.jsonValue(),
      comment: fc.oneof(fc.string(), fc.integer()),
    },
    { requiredKeys: [] },
  ),
);

describe.each(
  apiRouteTable(testVersion).map((route) => [`${route.method} ${route.path}`, route] as const),
)("%s", (_name, route) => {
  it("never answers 5xx, and every refusal carries the error payload", async () => {
    await fc.assert(
      fc.asyncProperty(idArbitrary, bodyArbitrary, async (id, body) => {
        const response = await server.app.inject({
          method: route.method,
          url: `/api/${route.path.replace(":id", encodeURIComponent(id))}`,
          headers: { ...bearer(token), "content-type": "application/json" },
          ...(route.method === "GET" || route.method === "DELETE"
            ? {}
            : { payload: JSON.stringify(body) }),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json()).toEqual({
            category: expect.any(String),
            code: expect.any(String),
            data: expect.any(Object),
          });
        }
      }),
      // A fixed seed keeps the gate deterministic; FUZZ_SEED and FUZZ_RUNS explore further.
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 150),
        seed: Number(process.env.FUZZ_SEED ?? 20261122),
      },
    );
  });
});
