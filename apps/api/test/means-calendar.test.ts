import { calls, meansCalendarLimits } from "@releve/domain";
import { describe, expect, it } from "vitest";
import { meansCalendar } from "../src/subjects/means/calendar.js";
import { june2031, useMeansListWorld } from "./support/means-list-fixtures.js";
import { accessOfSubject, countingStatements } from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const world = useMeansListWorld(() => server.database.db);
const admin = "demo-admin";

/** `POST MeansOfIntervention/calendar` as `subject`. */
const calendar = (criteria: object, subject = admin) =>
  server.call(subject, "POST", "MeansOfIntervention/calendar", criteria);

/** The names of the means a calendar's answer holds, in its order. */
const namesIn = (body: { items: { id: number }[] }) =>
  body.items.map((item) => world.nameOf(item.id));

/** `days` days of 24 hours after a Paris midnight, as an instant with its offset. */
const daysAfter = (from: string, days: number) =>
  new Date(Date.parse(from) + days * 86_400_000).toISOString();

describe("the means calendar's answer", () => {
  it("holds every means of the period, by start then id, each as a compact row", async () => {
    const answer = await calendar(june2031);
    expect(answer.status).toBe(200);
    expect(namesIn(answer.body)).toEqual(["E", "C", "A", "F", "B", "D"]);
    expect(answer.body).toMatchObject({ total: 6, truncated: false });
    const row = answer.body.items[2];
    expect(Object.keys(row).sort()).toEqual(
      Object.keys(calls.meansOfIntervention.meansCalendarItemSchema.entries).sort(),
    );
    expect(row).toEqual({
      id: world.ids.A,
      operationalActivityId: world.activityIds.Y,
      start: "2031-06-10T08:00:00+02:00",
      end: "2031-06-10T12:00:00+02:00",
      ultimateStart: "2031-06-10T07:30:00+02:00",
      ultimateEnd: null,
      status: "open",
      staff: { required: 4, validated: 4, pending: 0 },
      staffCompleteness: "allStaffed",
      departureId: world.departureIds.north,
      typeName: "Ambulance",
      plateNumber: "AB-123-CD",
      splitSiblingId: null,
      activityTitle: "Transport Nanterre",
    });
  });

  it("takes the list's criteria: words, types, statuses, staffing, the activity's", async () => {
    const names = async (criteria: object) =>
      namesIn((await calendar({ ...june2031, ...criteria })).body);
    expect(await names({ text: "AB" })).toEqual(["C", "A", "D"]);
    expect(await names({ typeIds: [world.typeIds.foot] })).toEqual(["E", "B"]);
    expect(
      await names({ status: "allExceptCancelled", staffCompletenesses: ["partiallyStaffed"] }),
    ).toEqual(["E", "F", "D"]);
    expect(await names({ operationalActivityIds: [world.activityIds.Z] })).toEqual(["C", "F"]);
    const twelfth = { from: "2031-06-12T00:00:00+02:00", to: "2031-06-13T00:00:00+02:00" };
    expect(namesIn((await calendar(twelfth)).body)).toEqual(["E", "D"]);
  });

  it("keeps to the role's scope, and names the types in the caller's language", async () => {
    const coordinator = "demo-a"; // Claire MARTIN, A: Île-de-France × every activity
    expect(namesIn((await calendar(june2031, coordinator)).body)).toEqual(["E", "A", "B", "D"]);
    await server.call(coordinator, "PUT", "UserProfile/Me", { language: "de" });
    const german = await calendar(june2031, coordinator);
    expect(german.body.items.map((item: { typeName: string }) => item.typeName)).toEqual([
      "Fußstreife",
      "Rettungswagen",
      "Fußstreife",
      "Pkw",
    ]);
    await server.call(coordinator, "PUT", "UserProfile/Me", { language: "fr" });
    const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
    expect((await calendar(june2031, manager)).body).toMatchObject({ total: 2, truncated: false });
  });
});

describe("the means calendar's period", () => {
  const from = "2031-06-01T00:00:00+02:00";
  const refusedOn = (message: string) => ({
    status: 400,
    body: {
      category: "validation",
      code: "invalidRequest",
      data: { issues: [{ path: "to", message }] },
    },
  });

  it(`covers up to ${meansCalendarLimits.days} days, a change of time included`, async () => {
    expect(meansCalendarLimits.days).toBe(43);
    expect((await calendar({ from, to: daysAfter(from, 43) })).status).toBe(200);
    expect(await calendar({ from, to: daysAfter(from, 44) })).toMatchObject(
      refusedOn("date.periodTooLong"),
    );
    // From a Paris midnight to the midnight 43 days later, across the clocks going back: 43
    // days and an hour.
    const autumn = { from: "2031-10-01T00:00:00+02:00", to: "2031-11-13T00:00:00+01:00" };
    expect((await calendar(autumn)).status).toBe(200);
    expect(await calendar({ from, to: daysAfter(from, 43.05) })).toMatchObject(
      refusedOn("date.periodTooLong"),
    );
  });

  it("refuses a period ending before it starts, or where it starts, or left out", async () => {
    expect(await calendar({ from, to: "2031-05-31T00:00:00+02:00" })).toMatchObject(
      refusedOn("date.endBeforeStart"),
    );
    expect(await calendar({ from, to: from })).toMatchObject(refusedOn("date.endBeforeStart"));
    for (const criteria of [{}, { from }, { to: from }, { from, to: "tomorrow" }]) {
      expect(await calendar(criteria)).toMatchObject({
        status: 400,
        body: { category: "validation", code: "invalidRequest" },
      });
    }
  });
});

describe("a calendar holding more than its maximum", () => {
  it("answers the earliest means, says it cut the rest, and counts them all", async () => {
    const access = await accessOfSubject(server.database.db, admin);
    const cut = await meansCalendar(server.database.db, access, june2031, "Europe/Paris", {
      maxItems: 4,
    });
    expect(cut.items.map((item) => world.nameOf(item.id))).toEqual(["E", "C", "A", "F"]);
    expect(cut).toMatchObject({ total: 6, truncated: true });
    const whole = await meansCalendar(server.database.db, access, june2031, "Europe/Paris", {
      maxItems: 6,
    });
    expect(whole.items).toHaveLength(6);
    expect(whole).toMatchObject({ total: 6, truncated: false });
  });

  it("costs one statement, empty or not", async () => {
    const access = await accessOfSubject(server.database.db, admin);
    for (const criteria of [june2031, { ...june2031, text: "nowhere to be found" }]) {
      const counting = countingStatements(server.database.db);
      const answer = await meansCalendar(counting.db, access, criteria, "Europe/Paris", {
        maxItems: 3,
      });
      expect(answer.total).toBe(criteria === june2031 ? 6 : 0);
      expect(answer.truncated).toBe(criteria === june2031);
      expect(counting.statements()).toBe(1);
    }
  });
});
