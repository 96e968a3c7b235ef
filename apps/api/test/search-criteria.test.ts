import { describe, expect, it } from "vitest";
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

describe("Monitoring/GetLatestReleases", () => {
  it("refuses a last seen date that names no instant", async () => {
    expect(
      await server.call(admin, "POST", "Monitoring/GetLatestReleases", {
        lastSeenReleaseDate: "2027-01-01T00:00:00+01",
      }),
    ).toMatchObject({ status: 400, body: { code: "invalidRequest" } });
  });
});
