import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces } from "./support/fixtures.js";
import { grantRole, placedUser } from "./support/security-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // B: Paris × public events among others
let place: { entityId: number; activityId: number };

beforeAll(async () => {
  const { paris15, publicEvent } = await demoPlaces(server.database.db);
  place = { entityId: paris15, activityId: publicEvent };
});

// Saturday 6 March 2027, Paris time (UTC+1).
const saturday = {
  kind: "unavailable",
  repeat: "once",
  start: "2027-03-06T00:00",
  end: "2027-03-07T00:00",
  comment: "Mariage",
};
const weekends = {
  kind: "available",
  repeat: "weekly",
  weekdays: [7, 6],
  startTime: "07:00",
  endTime: "20:00",
  from: "2027-01-01",
};

/** A person of the place acting as field volunteer (role V, which holds `availability`). */
async function fieldVolunteer(staffType: "volunteer" | "employee" = "volunteer") {
  const user = await placedUser(server.database.db, place, staffType);
  await grantRole(server.database.db, user.profileId, "V", "byFunctions");
  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    server.call(user.subject, method, url, payload, "V");
  return { ...user, call };
}

describe("a volunteer's availability", () => {
  it("is declared once or every week, read back in order, and removed", async () => {
    const { call } = await fieldVolunteer();
    expect(await call("GET", "Availability/Mine")).toEqual({
      status: 200,
      body: { items: [] },
    });
    const weekly = await call("POST", "Availability", weekends);
    expect(weekly.status).toBe(201);
    expect(weekly.body).toMatchObject({
      kind: "available",
      repeat: "weekly",
      start: null,
      end: null,
      weekdays: [6, 7],
      startTime: "07:00",
      endTime: "20:00",
      from: "2027-01-01",
      to: null,
      comment: "",
    });
    const once = await call("POST", "Availability", saturday);
    expect(once.status).toBe(201);
    expect(once.body).toMatchObject({
      kind: "unavailable",
      repeat: "once",
      start: "2027-03-05T23:00:00.000Z",
      end: "2027-03-06T23:00:00.000Z",
      weekdays: [],
      startTime: null,
      from: null,
      comment: "Mariage",
    });
    const mine = await call("GET", "Availability/Mine");
    expect(mine.body.items.map((item: { id: number }) => item.id)).toEqual([
      once.body.id,
      weekly.body.id,
    ]);

    expect((await call("DELETE", `Availability/${once.body.id}`)).status).toBe(204);
    const again = await call("DELETE", `Availability/${once.body.id}`);
    expect(again).toMatchObject({
      status: 404,
      body: { category: "availability", code: "notFound" },
    });
  });

  it("refuses a form that breaks its rules, with the fields and why", async () => {
    const { call } = await fieldVolunteer();
    const refused = await call("POST", "Availability", {
      ...weekends,
      weekdays: [],
      endTime: "06:00",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ category: "validation", code: "invalidForm" });
    expect(
      refused.body.data.findings.map((finding: { field: string; code: string }) => [
        finding.field,
        finding.code,
      ]),
    ).toEqual([
      ["weekdays", "recurrence.weekdaysRequired"],
      ["endTime", "time.endBeforeStart"],
    ]);
    expect((await call("GET", "Availability/Mine")).body.items).toEqual([]);
  });

  it("is a volunteer's own: the feature of role V, an employee declares none, nobody removes another's", async () => {
    // Without the role V's feature, nothing; with it, an employee still declares none.
    const manager = await placedUser(server.database.db, place, "volunteer");
    expect(
      await server.call(manager.subject, "GET", "Availability/Mine", undefined, "D"),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
    const employee = await fieldVolunteer("employee");
    expect(await employee.call("POST", "Availability", saturday)).toMatchObject({
      status: 403,
      body: { category: "availability", code: "forbidden" },
    });
    const volunteer = await fieldVolunteer();
    const other = await fieldVolunteer();
    const hers = await volunteer.call("POST", "Availability", saturday);
    expect(await other.call("DELETE", `Availability/${hers.body.id}`)).toMatchObject({
      status: 404,
      body: { category: "availability", code: "notFound" },
    });
    expect((await volunteer.call("GET", "Availability/Mine")).body.items).toHaveLength(1);
  });

  it("shows a manager choosing people for a means' hours who is available, the available first", async () => {
    const [available, partly, silent, away] = [
      await fieldVolunteer(),
      await fieldVolunteer(),
      await fieldVolunteer(),
      await fieldVolunteer(),
    ];
    await available.call("POST", "Availability", weekends);
    await partly.call("POST", "Availability", { ...weekends, startTime: "12:00" });
    await away.call("POST", "Availability", weekends);
    await away.call("POST", "Availability", saturday);
    const names = [available, partly, silent, away].map((user) => user.lastName);
    // The four share the words "Sécurité": the search finds them, named in the order created.
    const shift = { from: "2027-03-06T08:00:00+01:00", to: "2027-03-06T16:00:00+01:00" };
    const found = await server.call(manager, "POST", "Person/search", {
      text: "Sécurité",
      availableDuring: shift,
      pageSize: 100,
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const ours = found.body.items.filter((item: { lastName: string }) =>
      names.includes(item.lastName),
    );
    expect(
      ours.map((item: { lastName: string; availability: string }) => item.availability),
    ).toEqual(["available", "partlyAvailable", "unknown", "unavailable"]);
    // Without a period, none is said and the names decide.
    const plain = await server.call(manager, "POST", "Person/search", { text: names[3] });
    expect(plain.body.items).toEqual([
      expect.objectContaining({ lastName: names[3], availability: null }),
    ]);
  });

  it("shows a manager's personnel planning each volunteer's declarations of the week, the available first when asked", async () => {
    // Created in the reverse of the order availability gives them.
    const [away, silent, available] = [
      await fieldVolunteer(),
      await fieldVolunteer(),
      await fieldVolunteer(),
    ];
    await available.call("POST", "Availability", weekends);
    await away.call("POST", "Availability", weekends);
    await away.call("POST", "Availability", saturday);
    const names = [away, silent, available].map((user) => user.lastName);
    const week = { from: "2027-03-01T00:00:00+01:00", to: "2027-03-08T00:00:00+01:00" };
    const ours = async (availableFirst: boolean) => {
      const answer = await server.call(manager, "POST", "Person/Planning", {
        text: "Sécurité",
        ...week,
        availableFirst,
        pageSize: 100,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.items.filter((item: { lastName: string }) =>
        names.includes(item.lastName),
      ) as { lastName: string; availability: { kind: string; repeat: string }[] }[];
    };
    const byName = await ours(false);
    expect(byName.map((item) => item.lastName)).toEqual(names);
    expect(byName.map((item) => item.availability.map(({ kind }) => kind))).toEqual([
      ["available", "unavailable"],
      [],
      ["available"],
    ]);
    expect(byName[2]?.availability[0]).toMatchObject({ repeat: "weekly", weekdays: [6, 7] });
    const availableFirst = await ours(true);
    expect(availableFirst.map((item) => item.lastName)).toEqual([...names].reverse());
  });
});
