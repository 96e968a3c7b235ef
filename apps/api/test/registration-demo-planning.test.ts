import { registrationStatuses } from "@releve/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoPlanning } from "../src/db/seed/demo-planning.js";
import { personOfSubject } from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * The registration calls over the demo planning, which holds registrations in every status,
 * automatic validations (made by nobody), proposed and decided schedule changes: what the
 * planner shows on a fresh local start.
 */

const server = useTestServer();

beforeAll(async () => {
  await seedDemoPlanning(server.database.db, { now: new Date() });
}, 120_000);

const search = (subject: string, criteria: object) =>
  server.call(subject, "POST", "Registration/search", criteria);

describe("the demo planning through the registration calls", () => {
  it("lists registrations in every status, each with its person and latest change", async () => {
    for (const status of registrationStatuses) {
      const found = await search("demo-admin", { statuses: [status], pageSize: 5 });
      expect(found.status).toBe(200);
      expect(found.body.total, status).toBeGreaterThan(0);
      for (const item of found.body.items) {
        expect(item).toMatchObject({
          status,
          person: { id: item.personId },
          latestStatusChange: { status },
        });
      }
    }
  });

  it("shows a manager the registrations of their scope, and a volunteer their own", async () => {
    const all = await search("demo-admin", { pageSize: 1 });
    const managed = await search("demo-b", { pageSize: 1 });
    expect(managed.body.total).toBeGreaterThan(0);
    expect(managed.body.total).toBeLessThan(all.body.total);
    const volunteerId = await personOfSubject(server.database.db, "demo-v");
    const own = await search("demo-v", { pageSize: 100 });
    expect(own.body.total).toBeGreaterThan(0);
    expect(
      own.body.items.every((item: { personId: number }) => item.personId === volunteerId),
    ).toBe(true);
  });

  it("tells each registration's history, the follow-up, and the badge counts", async () => {
    const changed = await search("demo-b", {
      statuses: ["validated"],
      sort: { field: "latestStatusChange", direction: "desc" },
      pageSize: 1,
    });
    const [registration] = changed.body.items;
    const history = await server.call("demo-b", "GET", `Registration/History/${registration.id}`);
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(0);
    expect(history.body.at(-1)).toMatchObject({
      subject: expect.any(String),
      to: expect.any(String),
    });
    expect(
      history.body.filter((entry: { subject: string }) => entry.subject === "registration").at(-1),
    ).toMatchObject({ to: "validated" });

    const follow = await server.call("demo-b", "POST", "Registration/StatusChanges/search", {
      pageSize: 10,
    });
    expect(follow.body.total).toBeGreaterThan(10);
    const times = follow.body.items.map((item: { at: string }) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const count = await server.call("demo-b", "GET", "registration/getNewRegistrationCount");
    expect(count.body).toBeGreaterThan(0);
    const schedules = await server.call("demo-b", "POST", "ScheduleChange/search", {
      statuses: ["pending"],
    });
    expect(schedules.status).toBe(200);
    const proposed = await server.call("demo-b", "GET", "registration/getNewProposedScheduleCount");
    expect(proposed.body).toBeLessThanOrEqual(schedules.body.total);
  });
});
