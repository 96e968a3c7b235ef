import { describe, expect, it } from "vitest";
import {
  createMeansAt,
  freshDay,
  insertRegistration,
  type Place,
  personServing,
  useRegistrationCast,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * Schedule changes (spec 01 §4, spec 02 §4, §5): proposed within 4 hours of the means and
 * different from the current schedule, validated (the registration takes the period, the
 * non-overlap rule holding) or rejected, once; searched in the role's scope.
 */

const server = useTestServer();
const manager = "demo-b";
const reader = "demo-d";
const cast = useRegistrationCast(server);

const db = () => server.database.db;

/**
 * A validated registration of a new person on a means of `day` from 08:00 to 16:00 UTC, that is
 * 09:00–17:00 on the organisation's wall clock (winter, Europe/Paris).
 */
async function registrationAt(
  place: Place,
  options: {
    day?: string;
    status?: "validated" | "pending" | "unregistered";
    personId?: number;
  } = {},
) {
  const day = options.day ?? freshDay();
  const { meansId } = await createMeansAt(db(), place, { day });
  const personId = options.personId ?? (await personServing(db(), cast.inScope.activityId));
  const id = await insertRegistration(db(), {
    person_id: personId,
    means_of_intervention_id: meansId,
    status: options.status ?? "validated",
  });
  return { id, meansId, personId, day };
}

const propose = (body: unknown, subject = manager) =>
  server.call(subject, "POST", "ScheduleChange", body);

const findings = (codes: string[]) => ({
  status: 400,
  body: {
    category: "validation",
    code: "invalidForm",
    data: { findings: codes.map((code) => expect.objectContaining({ code })) },
  },
});

describe("proposing a schedule change", () => {
  it("proposes a new period for a registration: pending, audited, with the form's warnings", async () => {
    const { id, day, personId } = await registrationAt(cast.inScope);
    const proposed = await propose({
      registrationId: id,
      start: `${day}T07:30`,
      end: `${day}T15:00`,
      comment: "Arrivée plus tôt",
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body.scheduleChange).toMatchObject({
      registrationId: id,
      personId,
      status: "pending",
      start: `${day}T07:30:00+01:00`,
      end: `${day}T15:00:00+01:00`,
      currentSchedule: { start: `${day}T09:00:00+01:00`, end: `${day}T17:00:00+01:00` },
      proposedByPersonId: cast.managerId,
      proposedBy: { firstName: expect.any(String), lastName: expect.any(String) },
      operationalActivityTitle: `Poste de secours du ${day}`,
      meansTypeName: expect.stringMatching(/\S/),
      decidedByPersonId: null,
    });
    const proposer = await db()
      .selectFrom("person")
      .select(["first_name", "last_name"])
      .where("id", "=", cast.managerId)
      .executeTakeFirstOrThrow();
    expect(proposed.body.scheduleChange.proposedBy).toEqual({
      firstName: proposer.first_name,
      lastName: proposer.last_name,
    });
    expect(proposed.body.findings).toEqual([
      expect.objectContaining({ code: "registration.outsideMeansPeriod", severity: "warning" }),
    ]);
    const audit = await db()
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status", "comment", "changed_by"])
      .where("subject", "=", "scheduleChange")
      .where("subject_id", "=", proposed.body.scheduleChange.id)
      .execute();
    expect(audit).toEqual([
      {
        action: "propose",
        from_status: null,
        to_status: "pending",
        comment: "Arrivée plus tôt",
        changed_by: cast.managerId,
      },
    ]);
  });

  it("refuses an unchanged schedule, one beyond the 4-hour window, and times off the grid", async () => {
    const { id, day } = await registrationAt(cast.inScope);
    expect(
      await propose({ registrationId: id, start: `${day}T09:00`, end: `${day}T17:00` }),
    ).toMatchObject(findings(["schedule.unchanged"]));
    expect(
      await propose({ registrationId: id, start: `${day}T04:55`, end: `${day}T21:05` }),
    ).toMatchObject(findings(["registration.startTooEarly", "registration.endTooLate"]));
    expect(
      await propose({ registrationId: id, start: `${day}T09:03`, end: `${day}T17:00` }),
    ).toMatchObject({ status: 400, body: { code: "invalidForm" } });
    expect(
      await propose({ registrationId: id, start: "demain", end: `${day}T17:00` }),
    ).toMatchObject({ status: 400, body: { code: "invalidForm" } });
    expect(await propose({ start: `${day}T10:00`, end: `${day}T17:00` })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });

  it("refuses an unknown registration, one outside the scope, an ended one, and a second proposal", async () => {
    const body = (registrationId: number, day: string) => ({
      registrationId,
      start: `${day}T10:00`,
      end: `${day}T17:00`,
    });
    expect(await propose(body(2_000_000_000, "2029-01-01"))).toMatchObject({
      status: 404,
      body: { category: "registration", code: "notFound" },
    });
    const far = await registrationAt(cast.outside);
    expect(await propose(body(far.id, far.day))).toMatchObject({
      status: 403,
      body: { category: "registration", code: "forbidden" },
    });
    const ended = await registrationAt(cast.inScope, { status: "unregistered" });
    expect(await propose(body(ended.id, ended.day))).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "unregistered", action: "proposeSchedule" },
      },
    });
    const live = await registrationAt(cast.inScope, { status: "pending" });
    const first = await propose(body(live.id, live.day));
    expect(first.status).toBe(201);
    expect(await propose({ ...body(live.id, live.day), end: `${live.day}T16:00` })).toMatchObject({
      status: 409,
      body: {
        category: "scheduleChange",
        code: "pendingExists",
        data: { registrationId: live.id, scheduleChangeId: first.body.scheduleChange.id },
      },
    });
    expect(await propose(body(live.id, live.day), "demo-v")).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});

describe("the overlap warning of a proposal (spec 02 §5, §9)", () => {
  it("warns of another participation within the 4 hours before the means, outside its period", async () => {
    const day = freshDay();
    const { id, personId } = await registrationAt(cast.inScope, { day });
    // Another participation of the person 05:00–07:30 UTC (06:00–08:30 on the wall clock): it
    // ends before the means starts (09:00), yet within its registration window.
    const early = await createMeansAt(db(), cast.inScope, { day, from: 5, to: 7.5 });
    await insertRegistration(db(), {
      person_id: personId,
      means_of_intervention_id: early.meansId,
      status: "validated",
    });
    const proposed = await propose({
      registrationId: id,
      start: `${day}T08:00`,
      end: `${day}T17:00`,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body.findings).toEqual([
      expect.objectContaining({ code: "registration.outsideMeansPeriod", severity: "warning" }),
      expect.objectContaining({ code: "registration.overlapsParticipation", severity: "warning" }),
    ]);
  });

  it("does not warn of a participation the proposed period does not meet", async () => {
    const day = freshDay();
    const { id, personId } = await registrationAt(cast.inScope, { day });
    const early = await createMeansAt(db(), cast.inScope, { day, from: 5, to: 7.5 });
    await insertRegistration(db(), {
      person_id: personId,
      means_of_intervention_id: early.meansId,
      status: "validated",
    });
    const proposed = await propose({
      registrationId: id,
      start: `${day}T08:30`,
      end: `${day}T17:00`,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body.findings).toEqual([
      expect.objectContaining({ code: "registration.outsideMeansPeriod" }),
    ]);
  });
});

describe("deciding on a schedule change", () => {
  async function proposal(options: Parameters<typeof registrationAt>[1] = {}, end = "15:00") {
    const registration = await registrationAt(cast.inScope, options);
    const proposed = await propose({
      registrationId: registration.id,
      start: `${registration.day}T10:00`,
      end: `${registration.day}T${end}`,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    return { ...registration, changeId: proposed.body.scheduleChange.id as number };
  }

  it("validates: the registration takes the period and keeps the old one as planned", async () => {
    const { id, day, changeId } = await proposal();
    const validated = await server.call(manager, "POST", `ScheduleChange/Validate/${changeId}`, {
      comment: "Accordé",
    });
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(validated.body).toMatchObject({
      scheduleChange: { id: changeId, status: "validated", decidedByPersonId: cast.managerId },
      registration: {
        id,
        start: `${day}T10:00:00+01:00`,
        end: `${day}T15:00:00+01:00`,
        plannedSchedule: { start: `${day}T09:00:00+01:00`, end: `${day}T17:00:00+01:00` },
        proposedSchedule: { id: changeId, status: "validated" },
      },
      conflicts: [],
    });
    expect(
      await server.call(manager, "POST", `ScheduleChange/Validate/${changeId}`, {}),
    ).toMatchObject({
      status: 409,
      body: {
        category: "scheduleChange",
        code: "unexpectedStatus",
        data: { status: "validated", action: "validate", allowedFrom: ["pending"] },
      },
    });
    expect(
      await server.call(manager, "POST", `ScheduleChange/Reject/${changeId}`, {}),
    ).toMatchObject({
      status: 409,
      body: { category: "scheduleChange", code: "unexpectedStatus" },
    });
  });

  it("rejects: the registration keeps its period", async () => {
    const { id, day, changeId } = await proposal();
    const rejected = await server.call(manager, "POST", `ScheduleChange/Reject/${changeId}`, {
      comment: "Équipe incomplète sinon",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      scheduleChange: { status: "rejected" },
      registration: { id, start: `${day}T09:00:00+01:00`, plannedSchedule: null },
    });
    const audit = await db()
      .selectFrom("status_change")
      .select(["action", "comment"])
      .where("subject", "=", "scheduleChange")
      .where("subject_id", "=", changeId)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "propose", comment: "" },
      { action: "reject", comment: "Équipe incomplète sinon" },
    ]);
  });

  it("refuses a period overlapping a validated registration elsewhere, and keeps the schedule", async () => {
    const { id, day, personId, changeId } = await proposal({}, "19:00");
    const evening = await createMeansAt(db(), cast.inScope, { day, from: 17, to: 22 });
    await insertRegistration(db(), {
      person_id: personId,
      means_of_intervention_id: evening.meansId,
      status: "validated",
    });
    expect(
      await server.call(manager, "POST", `ScheduleChange/Validate/${changeId}`, {}),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: {
          conflicts: [
            expect.objectContaining({
              type: "existingRegistration",
              registrationId: id,
              otherIds: [evening.meansId],
            }),
            expect.objectContaining({ type: "longDuty", blocking: false }),
          ],
        },
      },
    });
    const row = await db()
      .selectFrom("registration")
      .select(["end_at", "planned_end_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.end_at.toISOString()).toBe(`${day}T16:00:00.000Z`);
    expect(row.planned_end_at).toBeNull();
  });

  it("refuses a period the means has left behind, and a registration ended meanwhile", async () => {
    const moved = await proposal();
    await db()
      .updateTable("means_of_intervention")
      .set({
        start_at: `${moved.day}T15:00:00Z`,
        end_at: `${moved.day}T20:00:00Z`,
      })
      .where("id", "=", moved.meansId)
      .execute();
    expect(
      await server.call(manager, "POST", `ScheduleChange/Validate/${moved.changeId}`, {}),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "datesOutOfBounds",
        data: {
          expectedMin: `${moved.day}T12:00:00+01:00`,
          expectedMax: `${nextDay(moved.day)}T01:00:00+01:00`,
          start: `${moved.day}T10:00:00+01:00`,
          end: `${moved.day}T15:00:00+01:00`,
        },
      },
    });
    const ended = await proposal();
    await db()
      .updateTable("registration")
      .set({ status: "unregistered" })
      .where("id", "=", ended.id)
      .execute();
    expect(
      await server.call(manager, "POST", `ScheduleChange/Validate/${ended.changeId}`, {}),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "unregistered", action: "applySchedule" },
      },
    });
  });

  it("refuses an unknown change, one outside the scope, and read-only roles", async () => {
    expect(
      await server.call(manager, "POST", "ScheduleChange/Validate/2000000000", {}),
    ).toMatchObject({
      status: 404,
      body: { category: "scheduleChange", code: "notFound", data: { id: 2_000_000_000 } },
    });
    const far = await registrationAt(cast.outside);
    const change = await db()
      .insertInto("schedule_change")
      .values({
        registration_id: far.id,
        start_at: `${far.day}T09:00:00Z`,
        end_at: `${far.day}T15:00:00Z`,
        proposed_by: far.personId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const path of ["ScheduleChange/Validate", "ScheduleChange/Reject"]) {
      expect(await server.call(manager, "POST", `${path}/${change.id}`, {})).toMatchObject({
        status: 403,
        body: { category: "scheduleChange", code: "forbidden", data: { id: change.id } },
      });
    }
    expect(await server.call(manager, "GET", `ScheduleChange/${change.id}`)).toMatchObject({
      status: 403,
      body: { category: "scheduleChange", code: "forbidden" },
    });
    const { changeId } = await proposal();
    expect(
      await server.call(reader, "POST", `ScheduleChange/Validate/${changeId}`, {}),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
    expect(await server.call(reader, "GET", `ScheduleChange/${changeId}`)).toMatchObject({
      status: 200,
      body: { id: changeId, status: "pending" },
    });
  });
});

describe("searching schedule changes", () => {
  it("finds the changes of the scope by status, registration, person and proposer, latest first", async () => {
    const day = freshDay();
    const a = await registrationAt(cast.inScope, { day });
    const b = await registrationAt(cast.inScope, { day });
    const far = await registrationAt(cast.outside, { day });
    const changes: number[] = [];
    for (const registration of [a, b]) {
      const proposed = await propose({
        registrationId: registration.id,
        start: `${day}T10:00`,
        end: `${day}T16:00`,
      });
      changes.push(proposed.body.scheduleChange.id);
    }
    await db()
      .insertInto("schedule_change")
      .values({
        registration_id: far.id,
        start_at: `${day}T09:00:00Z`,
        end_at: `${day}T15:00:00Z`,
        proposed_by: far.personId,
      })
      .execute();
    await server.call(manager, "POST", `ScheduleChange/Reject/${changes[0]}`, {});
    const search = (criteria: object) =>
      server.call(manager, "POST", "ScheduleChange/search", criteria);
    const all = await search({ registrationIds: [a.id, b.id, far.id] });
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { id: number }) => item.id)).toEqual([changes[1], changes[0]]);
    expect(
      (await search({ registrationIds: [a.id, b.id], statuses: ["pending"] })).body.items,
    ).toMatchObject([{ id: changes[1], registrationId: b.id }]);
    expect((await search({ personIds: [a.personId] })).body.total).toBe(1);
    expect(
      (await search({ registrationIds: [a.id, b.id], proposedByPersonIds: [cast.managerId] })).body
        .total,
    ).toBe(2);
    expect((await search({ meansOfInterventionIds: [far.meansId] })).body.total).toBe(0);
    expect(
      (
        await search({
          registrationIds: [a.id, b.id],
          sort: { field: "start", direction: "asc" },
          pageSize: 1,
          page: 2,
        })
      ).body,
    ).toMatchObject({ total: 2, page: 2, pageSize: 1 });
  });
});

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
