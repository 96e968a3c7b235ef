import { describe, expect, it } from "vitest";
import { refusalIssueLimits } from "../src/http/schemas.js";
import { maxRefusalFindings } from "../src/platform/forms.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const admin = "demo-admin";

describe.each(["OperationalActivity/search", "MeansOfIntervention/search"])("%s", (path) => {
  const search = (criteria: Record<string, unknown>) =>
    server.call(admin, "POST", path, criteria, "Admin");

  it("answers an empty page for a period that ends before it starts", async () => {
    expect(
      await search({ from: "2027-05-01T00:00:00+02:00", to: "2027-01-01T00:00:00+01:00" }),
    ).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });

  it("refuses a timestamp the format allows but that names no instant", async () => {
    expect(await search({ from: "2027-01-01T00:00:00+01" })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });

  it("refuses a day the month does not have rather than moving it to the next month", async () => {
    expect(await search({ from: "2027-02-30T00:00:00+01:00" })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });

  it("takes instants beyond the dates it handles as their bounds", async () => {
    expect(
      await search({ from: "0000-01-01T00:00:00Z", to: "9999-12-31T23:59:59-14:00" }),
    ).toMatchObject({ status: 200 });
  });

  it("refuses ids beyond the integer range as an invalid request", async () => {
    const ids =
      path === "OperationalActivity/search"
        ? { activityIds: [3_000_000_000] }
        : { operationalActivityIds: [3_000_000_000] };
    expect(await search(ids)).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });
});

describe("OperationalActivity/search by types", () => {
  const search = (criteria: Record<string, unknown>) =>
    server.call(admin, "POST", "OperationalActivity/search", criteria, "Admin");

  it("refuses type ids beyond the integer range as an invalid request", async () => {
    for (const criteria of [{ activityTypeIds: [3_000_000_000] }, { entityTypeIds: [-1] }]) {
      expect(await search(criteria)).toMatchObject({
        status: 400,
        body: { category: "validation", code: "invalidRequest" },
      });
    }
  });

  it("answers an empty page for types nothing is of", async () => {
    expect(await search({ activityTypeIds: [999_999], entityTypeIds: [999_999] })).toMatchObject({
      status: 200,
      body: { items: [], total: 0 },
    });
  });
});

describe("a refusal's size", () => {
  const search = (criteria: Record<string, unknown>) =>
    server.call(admin, "POST", "OperationalActivity/search", criteria, "Admin");

  it("lists the first issues of ten thousand wrong choices, not one per item", async () => {
    const { status, body } = await search({ status: Array.from({ length: 10_000 }, () => "x") });
    expect(status).toBe(400);
    expect((body as { data: { issues: unknown[] } }).data.issues).toHaveLength(
      refusalIssueLimits.count,
    );
    expect(JSON.stringify(body).length).toBeLessThan(10_000);
  });

  it("lists at most a hundred findings of a form sent with ten thousand wrong ids", async () => {
    const { status, body } = await server.call(admin, "POST", "MeansOfInterventionType", {
      label: { fr: "Ambulance", en: "Ambulance", de: "Krankenwagen" },
      defaultRequiredStaffCount: 3,
      operationalRoleIds: Array.from({ length: 10_000 }, () => "x"),
    });
    expect(status).toBe(400);
    expect((body as { data: { findings: unknown[] } }).data.findings).toHaveLength(
      maxRefusalFindings,
    );
  });

  it("does not echo a megabyte sent where an instant was expected", async () => {
    const { status, body } = await search({ from: "9".repeat(1_000_000) });
    expect(status).toBe(400);
    expect(JSON.stringify(body).length).toBeLessThan(1_000);
  });
});

describe("Monitoring/GetLatestReleases", () => {
  it("refuses a last seen date that names no instant", async () => {
    expect(
      await server.call(admin, "POST", "Monitoring/GetLatestReleases", {
        lastSeenReleaseDate: "2027-01-01T00:00:00+01",
      }),
    ).toMatchObject({ status: 400, body: { code: "invalidRequest" } });
  });
});
