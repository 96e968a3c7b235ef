import { describe, expect, it } from "vitest";
import { searchRegistrations } from "../src/subjects/registrations/search.js";
import { searchStatusChanges } from "../src/subjects/registrations/status-changes.js";
import { searchScheduleChanges } from "../src/subjects/schedule-changes/search.js";
import {
  accessOfSubject,
  countingStatements,
  createMeansAt,
  freshDay,
  insertRegistration,
  personOfSubject,
  personServing,
  personsServing,
  useRegistrationCast,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * Following registrations up (spec 01 §2, §3, §7): the search of the lists, one registration and
 * its history, the status-change follow-up, and the badge counts with their resets.
 */

const server = useTestServer();
const manager = "demo-b";
const volunteer = "demo-v";
const reader = "demo-d";
const cast = useRegistrationCast(server);

const db = () => server.database.db;
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe("searching registrations", () => {
  it("finds the registrations of the scope by means, person, status, proposition and period", async () => {
    const day = freshDay();
    const { meansId, operationalActivityId } = await createMeansAt(db(), cast.inScope, { day });
    const far = await createMeansAt(db(), cast.outside, { day });
    const [a, b, c] = [
      await personServing(db(), cast.inScope.activityId),
      await personServing(db(), cast.inScope.activityId),
      await personServing(db(), cast.inScope.activityId),
    ];
    const pending = await insertRegistration(db(), {
      person_id: a,
      means_of_intervention_id: meansId,
      status: "pending",
    });
    const proposed = await insertRegistration(db(), {
      person_id: b,
      means_of_intervention_id: meansId,
      status: "pending",
      is_proposed: true,
    });
    const rejected = await insertRegistration(db(), {
      person_id: c,
      means_of_intervention_id: meansId,
      status: "rejected",
      rejection_reason: "absence",
    });
    const hidden = await insertRegistration(db(), {
      person_id: a,
      means_of_intervention_id: far.meansId,
      status: "pending",
    });
    const search = (criteria: object, subject = manager) =>
      server.call(subject, "POST", "Registration/search", criteria);

    const all = await search({ operationalActivityIds: [operationalActivityId] });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(ids(all.body).sort()).toEqual([pending, proposed, rejected].sort());
    expect(ids((await search({ personIds: [a] })).body)).toEqual([pending]);
    expect(ids((await search({ meansOfInterventionIds: [far.meansId] })).body)).toEqual([]);
    expect(
      ids((await search({ meansOfInterventionIds: [meansId], statuses: ["rejected"] })).body),
    ).toEqual([rejected]);
    expect(
      ids((await search({ meansOfInterventionIds: [meansId], isProposed: true })).body),
    ).toEqual([proposed]);
    expect(
      (
        await search({
          meansOfInterventionIds: [meansId],
          from: `${day}T17:00:00Z`,
        })
      ).body.total,
    ).toBe(0);
    const paged = await search({
      meansOfInterventionIds: [meansId],
      sort: { field: "createdAt", direction: "desc" },
      page: 2,
      pageSize: 2,
    });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(paged.body)).toEqual([pending]);
    expect(
      (await search({ personIds: [a] }, "demo-admin")).body.items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual(expect.arrayContaining([pending, hidden]));
    expect((await search({ meansOfInterventionIds: [meansId] }, reader)).body.total).toBe(3);
  });

  it("shows field staff their own registrations only", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const own = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "validated",
    });
    await insertRegistration(db(), {
      person_id: await personServing(db(), cast.inScope.activityId),
      means_of_intervention_id: meansId,
      status: "validated",
    });
    const mine = await server.call(volunteer, "POST", "Registration/search", {
      meansOfInterventionIds: [meansId],
    });
    expect(ids(mine.body)).toEqual([own]);
  });

  it("shows field staff their own registrations outside the activities of their functions", async () => {
    const { meansId } = await createMeansAt(db(), cast.outside);
    const assigned = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "validated",
    });
    const mine = await server.call(volunteer, "POST", "Registration/search", {
      meansOfInterventionIds: [meansId],
    });
    expect(ids(mine.body)).toEqual([assigned]);
    expect((await server.call(volunteer, "GET", `Registration/${assigned}`)).status).toBe(200);
  });

  it("narrows them to where their activities lie: activity or its type, entity or its type (the personnel mobile filter)", async () => {
    const day = freshDay();
    const here = await createMeansAt(db(), cast.inScope, { day });
    const there = await createMeansAt(db(), cast.outside, { day });
    const [near, far] = [
      await insertRegistration(db(), {
        person_id: cast.volunteerId,
        means_of_intervention_id: here.meansId,
        status: "validated",
      }),
      await insertRegistration(db(), {
        person_id: cast.volunteerId,
        means_of_intervention_id: there.meansId,
        status: "pending",
      }),
    ];
    const typeOf = async (table: "activity" | "entity", id: number) =>
      (
        await db()
          .selectFrom(table)
          .select("type_id")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).type_id;
    const mine = async (criteria: object) =>
      ids(
        (
          await server.call(volunteer, "POST", "Registration/search", {
            meansOfInterventionIds: [here.meansId, there.meansId],
            ...criteria,
          })
        ).body,
      ).sort();
    expect(await mine({})).toEqual([near, far].sort());
    expect(await mine({ activityIds: [cast.inScope.activityId] })).toEqual([near]);
    expect(await mine({ entityIds: [cast.outside.entityId] })).toEqual([far]);
    expect(
      await mine({ activityTypeIds: [await typeOf("activity", cast.outside.activityId)] }),
    ).toEqual([far]);
    // Paris 15 and Lyon 7 are both rescue centres; a type nothing is of holds nothing.
    const centre = await typeOf("entity", cast.inScope.entityId);
    expect(await typeOf("entity", cast.outside.entityId)).toBe(centre);
    expect(await mine({ entityTypeIds: [centre] })).toEqual([near, far].sort());
    expect(await mine({ entityTypeIds: [centre + 10_000] })).toEqual([]);
    // Criteria combine: an activity here and an entity there hold nothing.
    expect(
      await mine({ activityIds: [cast.inScope.activityId], entityIds: [cast.outside.entityId] }),
    ).toEqual([]);
  });

  it("lets field staff read the means and the activity where they are registered, not others", async () => {
    const expected = await createMeansAt(db(), cast.outside);
    const elsewhere = await createMeansAt(db(), cast.outside);
    await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: expected.meansId,
      status: "pending",
    });
    // Refused there: no longer expected.
    await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: elsewhere.meansId,
      status: "rejected",
      rejection_reason: "absence",
    });
    const read = (path: string) => server.call(volunteer, "GET", path);
    expect((await read(`MeansOfIntervention/${expected.meansId}`)).status).toBe(200);
    expect((await read(`OperationalActivity/${expected.operationalActivityId}`)).status).toBe(200);
    expect(await read(`MeansOfIntervention/${elsewhere.meansId}`)).toMatchObject({
      status: 403,
      body: { category: "meansOfIntervention", code: "forbidden" },
    });
    expect((await read(`OperationalActivity/${elsewhere.operationalActivityId}`)).status).toBe(403);
  });

  it("refuses malformed criteria", async () => {
    expect(
      await server.call(manager, "POST", "Registration/search", { statuses: ["lost"] }),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
    expect(
      await server.call(manager, "POST", "Registration/search", { personIds: [1e20] }),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });
});

describe("one registration and its history", () => {
  it("reads a registration with its person, latest change, schedules; and its history", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const registered = await server.call(volunteer, "POST", "Registration/Register", {
      meansOfInterventionIds: [meansId],
    });
    const { id } = registered.body.registrations[0];
    await server.call(manager, "POST", `Registration/Validate/${id}`, { comment: "Bienvenue" });
    const proposal = await server.call(manager, "POST", "ScheduleChange", {
      registrationId: id,
      start: registered.body.registrations[0].start.slice(0, 16),
      end: registered.body.registrations[0].end
        .slice(0, 16)
        .replace(
          /T\d\d/,
          (hour: string) => `T${String(Number(hour.slice(1)) - 1).padStart(2, "0")}`,
        ),
    });
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(201);

    const read = await server.call(manager, "GET", `Registration/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      status: "validated",
      person: {
        id: cast.volunteerId,
        firstName: "Emma",
        lastName: "Petit",
        staffType: "volunteer",
      },
      latestStatusChange: { status: "validated", byPersonId: cast.managerId },
      proposedSchedule: { id: proposal.body.scheduleChange.id, status: "pending" },
      plannedSchedule: null,
    });
    expect(await server.call(volunteer, "GET", `Registration/${id}`)).toMatchObject({
      status: 200,
    });

    const history = await server.call(manager, "GET", `Registration/History/${id}`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject([
      {
        subject: "registration",
        subjectId: id,
        action: "register",
        from: null,
        to: "pending",
        by: { personId: cast.volunteerId, lastName: "Petit" },
      },
      {
        subject: "registration",
        action: "validate",
        to: "validated",
        comment: "Bienvenue",
        by: { personId: cast.managerId },
      },
      {
        subject: "scheduleChange",
        subjectId: proposal.body.scheduleChange.id,
        action: "propose",
        to: "pending",
      },
    ]);
  });

  it("refuses an unknown registration, one outside the scope, and others' for field staff", async () => {
    const far = await createMeansAt(db(), cast.outside);
    const farId = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: far.meansId,
      status: "pending",
    });
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const theirs = await insertRegistration(db(), {
      person_id: await personServing(db(), cast.inScope.activityId),
      means_of_intervention_id: meansId,
      status: "pending",
    });
    for (const path of ["Registration", "Registration/History"]) {
      expect(await server.call(manager, "GET", `${path}/2000000000`)).toMatchObject({
        status: 404,
        body: { category: "registration", code: "notFound" },
      });
      expect(await server.call(manager, "GET", `${path}/${farId}`)).toMatchObject({
        status: 403,
        body: { category: "registration", code: "forbidden" },
      });
      expect(await server.call(volunteer, "GET", `${path}/${theirs}`)).toMatchObject({
        status: 403,
        body: { category: "registration", code: "forbidden", data: { id: theirs } },
      });
    }
  });
});

describe("the status-change follow-up", () => {
  it("lists the latest status changes of the scope first, filtered by who and what", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const person = await personServing(db(), cast.inScope.activityId);
    const assigned = await server.call(manager, "POST", "Registration/Assign", {
      personIds: [person],
      meansOfInterventionIds: [meansId],
    });
    const { id } = assigned.body.registrations[0];
    await server.call(manager, "POST", `Registration/Reject/${id}`, {
      rejectionReason: "absence",
      comment: "Absent",
    });
    const follow = await server.call(manager, "POST", "Registration/StatusChanges/search", {
      meansOfInterventionIds: [meansId],
    });
    expect(follow.status).toBe(200);
    expect(follow.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(follow.body.items).toMatchObject([
      {
        subject: "registration",
        subjectId: id,
        action: "reject",
        from: "validated",
        to: "rejected",
        comment: "Absent",
        by: { personId: cast.managerId },
        registration: {
          id,
          personId: person,
          meansOfInterventionId: meansId,
          status: "rejected",
          operationalActivityTitle: expect.stringContaining("Poste de secours"),
          meansTypeName: expect.stringMatching(/\S/),
        },
      },
      { action: "assign", to: "validated" },
    ]);
    const oldestFirst = await server.call(manager, "POST", "Registration/StatusChanges/search", {
      meansOfInterventionIds: [meansId],
      sort: { field: "at", direction: "asc" },
    });
    expect(oldestFirst.body.items.map((item: { action: string }) => item.action)).toEqual([
      "assign",
      "reject",
    ]);
    const byAction = await server.call(manager, "POST", "Registration/StatusChanges/search", {
      meansOfInterventionIds: [meansId],
      actions: ["assign"],
      changedByPersonIds: [cast.managerId],
    });
    expect(byAction.body.total).toBe(1);
    const byOthers = await server.call(manager, "POST", "Registration/StatusChanges/search", {
      meansOfInterventionIds: [meansId],
      changedByPersonIds: [cast.volunteerId],
    });
    expect(byOthers.body.total).toBe(0);
  });

  it("leaves out changes outside the scope, and others' for field staff", async () => {
    const far = await createMeansAt(db(), cast.outside);
    const person = await personServing(db(), cast.inScope.activityId);
    const farId = await insertRegistration(db(), {
      person_id: person,
      means_of_intervention_id: far.meansId,
      status: "pending",
    });
    await db()
      .insertInto("status_change")
      .values({
        subject: "registration",
        subject_id: farId,
        action: "register",
        to_status: "pending",
        changed_by: person,
      })
      .execute();
    const follow = await server.call(manager, "POST", "Registration/StatusChanges/search", {
      meansOfInterventionIds: [far.meansId],
    });
    expect(follow.body.total).toBe(0);
    const { meansId } = await createMeansAt(db(), cast.inScope);
    await server.call(manager, "POST", "Registration/Assign", {
      personIds: [person],
      meansOfInterventionIds: [meansId],
    });
    const mine = await server.call(volunteer, "POST", "Registration/StatusChanges/search", {
      meansOfInterventionIds: [meansId],
    });
    expect(mine.body.total).toBe(0);
  });
});

describe("paging the follow-up lists (decision 012)", () => {
  const timeZone = "Europe/Paris";

  /** Three registrations on a means, each with a status change and a schedule change. */
  async function threeRegistrations() {
    const { meansId, start, end } = await createMeansAt(db(), cast.inScope);
    const registrationIds: number[] = [];
    for (const person of await personsServing(db(), cast.inScope.activityId, 3)) {
      const id = await insertRegistration(db(), {
        person_id: person,
        means_of_intervention_id: meansId,
        status: "pending",
      });
      await db()
        .insertInto("status_change")
        .values({
          subject: "registration",
          subject_id: id,
          action: "register",
          to_status: "pending",
          changed_by: person,
        })
        .execute();
      await db()
        .insertInto("schedule_change")
        .values({ registration_id: id, start_at: start, end_at: end, proposed_by: person })
        .execute();
      registrationIds.push(id);
    }
    return { meansId, registrationIds };
  }

  it("answers each search's page with its count in one statement", async () => {
    const { meansId, registrationIds } = await threeRegistrations();
    const access = await accessOfSubject(db(), manager);
    const paging = { page: 2, pageSize: 2 };

    const forRegistrations = countingStatements(db());
    const registrations = await searchRegistrations(
      forRegistrations.db,
      access,
      {
        meansOfInterventionIds: [meansId],
        sort: { field: "createdAt", direction: "asc" },
        ...paging,
      },
      timeZone,
    );
    expect(registrations).toMatchObject({ total: 3, ...paging });
    expect(ids(registrations)).toEqual([registrationIds[2]]);
    // The page with its count, then the details of the page's registrations.
    expect(forRegistrations.statements()).toBe(2);

    const forStatusChanges = countingStatements(db());
    const statusChanges = await searchStatusChanges(
      forStatusChanges.db,
      access,
      { meansOfInterventionIds: [meansId], sort: { field: "at", direction: "asc" }, ...paging },
      timeZone,
    );
    expect(statusChanges).toMatchObject({ total: 3, ...paging });
    expect(statusChanges.items.map((item) => item.subjectId)).toEqual([registrationIds[2]]);
    expect(forStatusChanges.statements()).toBe(1);

    const forScheduleChanges = countingStatements(db());
    const scheduleChanges = await searchScheduleChanges(
      forScheduleChanges.db,
      access,
      { registrationIds, sort: { field: "createdAt", direction: "asc" }, ...paging },
      timeZone,
    );
    expect(scheduleChanges).toMatchObject({ total: 3, ...paging });
    expect(scheduleChanges.items.map((item) => item.registrationId)).toEqual([registrationIds[2]]);
    expect(forScheduleChanges.statements()).toBe(1);
  });

  it("still answers the count for a page past the end", async () => {
    const { meansId, registrationIds } = await threeRegistrations();
    const past = { page: 9, pageSize: 2 };
    for (const [path, criteria] of [
      ["Registration/search", { meansOfInterventionIds: [meansId] }],
      ["Registration/StatusChanges/search", { meansOfInterventionIds: [meansId] }],
      ["ScheduleChange/search", { registrationIds }],
    ] as const) {
      const answer = await server.call(manager, "POST", path, { ...criteria, ...past });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual({ items: [], total: 3, ...past });
    }
  });
});

describe("the badge counts (spec 01 §2, §7)", () => {
  it("counts the registrations others changed since the last reset, in the manager's scope", async () => {
    const reset = await server.call(manager, "POST", "registration/resetNewRegistrationCount");
    expect(reset.status).toBe(204);
    const count = async (subject = manager) =>
      (await server.call(subject, "GET", "registration/getNewRegistrationCount")).body;
    expect(await count()).toBe(0);

    const { meansId } = await createMeansAt(db(), cast.inScope);
    const far = await createMeansAt(db(), cast.outside);
    const registered = await server.call(volunteer, "POST", "Registration/Register", {
      meansOfInterventionIds: [meansId],
    });
    expect(registered.status).toBe(201);
    const farId = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: far.meansId,
      status: "pending",
    });
    await db()
      .insertInto("status_change")
      .values({
        subject: "registration",
        subject_id: farId,
        action: "register",
        to_status: "pending",
        changed_by: cast.volunteerId,
      })
      .execute();
    expect(await count()).toBe(1);
    // The manager's own decision is no news to them.
    const { id } = registered.body.registrations[0];
    await server.call(manager, "POST", `Registration/Validate/${id}`, {});
    expect(await count()).toBe(1);

    // The volunteer learns of the validation on their registration.
    await server.call(volunteer, "POST", "registration/resetNewRegistrationCount");
    expect(await count(volunteer)).toBe(0);
    const other = await createMeansAt(db(), cast.inScope);
    await server.call(manager, "POST", "Registration/Propose", {
      personIds: [cast.volunteerId],
      meansOfInterventionIds: [other.meansId],
    });
    expect(await count(volunteer)).toBe(1);

    await server.call(manager, "POST", "registration/resetNewRegistrationCount");
    expect(await count()).toBe(0);
  });

  it("counts the schedule changes others proposed since the last reset", async () => {
    expect(
      (await server.call(manager, "POST", "registration/resetNewProposedScheduleCount")).status,
    ).toBe(204);
    const count = async () =>
      (await server.call(manager, "GET", "registration/getNewProposedScheduleCount")).body;
    expect(await count()).toBe(0);
    const { meansId } = await createMeansAt(db(), cast.inScope, { day: freshDay() });
    const person = await personServing(db(), cast.inScope.activityId);
    const registration = await insertRegistration(db(), {
      person_id: person,
      means_of_intervention_id: meansId,
      status: "validated",
    });
    const proposer = await personOfSubject(db(), "demo-baps");
    const means = await db()
      .selectFrom("means_of_intervention")
      .select(["start_at", "end_at"])
      .where("id", "=", meansId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("schedule_change")
      .values({
        registration_id: registration,
        start_at: means.start_at,
        end_at: new Date(means.end_at.getTime() - 3_600_000),
        proposed_by: proposer,
      })
      .execute();
    expect(await count()).toBe(1);
    await server.call(manager, "POST", "registration/resetNewProposedScheduleCount");
    expect(await count()).toBe(0);
    expect(
      await server.call(volunteer, "GET", "registration/getNewProposedScheduleCount"),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
  });
});
