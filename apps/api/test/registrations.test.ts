import { selfRegistrationRefusal } from "@releve/domain";
import { describe, expect, it } from "vitest";
import {
  addMeans,
  createMeansAt,
  freshDay,
  insertRegistration,
  mobilisationsOf,
  personOfNoScope,
  personServing,
  personsServing,
  staffOf,
  statusChangesOf,
  useRegistrationCast,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * Creating registrations (spec 02 §4): field staff register themselves, managers assign and
 * propose, the person answers propositions; conflicts are previewed, and refused when blocking.
 */

const server = useTestServer();
const manager = "demo-b"; // B: Paris × first-aid posts (public, sports) and street outreach
const volunteer = "demo-v"; // V: functions in first-aid posts, emergency plan, shelters, outreach
const reader = "demo-d"; // D: read-only
const cast = useRegistrationCast(server);

const db = () => server.database.db;
const register = (body: unknown, subject = volunteer) =>
  server.call(subject, "POST", "Registration/Register", body);
const assign = (body: unknown, subject = manager) =>
  server.call(subject, "POST", "Registration/Assign", body);

async function absence(
  personId: number,
  start: string,
  end: string,
  type: "FULL" | "PART" = "FULL",
  isPending = false,
) {
  await db()
    .insertInto("absence")
    .values({ person_id: personId, type, start_at: start, end_at: end, is_pending: isPending })
    .execute();
}

describe("registering (spec 02 §4 register)", () => {
  it("registers the signed-in volunteer on an open means: a pending registration, audited", async () => {
    const { meansId, start, end } = await createMeansAt(db(), cast.inScope);
    const registered = await register({ meansOfInterventionIds: [meansId], comment: "PSE2" });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body).toMatchObject({ conflicts: [], findings: [] });
    const [registration] = registered.body.registrations;
    expect(registration).toMatchObject({
      personId: cast.volunteerId,
      person: { id: cast.volunteerId, lastName: "Petit" },
      meansOfInterventionId: meansId,
      status: "pending",
      isProposed: false,
      comment: "PSE2",
      latestStatusChange: { status: "pending", byPersonId: cast.volunteerId },
    });
    expect(Date.parse(registration.start)).toBe(Date.parse(start));
    expect(Date.parse(registration.end)).toBe(Date.parse(end));
    // What the volunteer's own lists show of the means and its activity.
    expect(registration.meansOfIntervention).toMatchObject({
      typeName: expect.stringMatching(/\S/),
      status: "open",
    });
    expect(Date.parse(registration.meansOfIntervention.start)).toBe(Date.parse(start));
    expect(Date.parse(registration.meansOfIntervention.end)).toBe(Date.parse(end));
    expect(registration.operationalActivity).toEqual({
      title: expect.stringContaining("Poste de secours du"),
      location: "Stade",
    });
    expect(await statusChangesOf(db(), registration.id)).toEqual([
      {
        action: "register",
        from_status: null,
        to_status: "pending",
        comment: "",
        changed_by: cast.volunteerId,
      },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 0, pending: 1 });
    expect(await mobilisationsOf(db(), registration.id)).toEqual([]);
  });

  it("validates at once, by the system, on a means with automatic validation, and mobilises", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope, {
      automaticRegistrationValidation: true,
    });
    const registered = await register({ meansOfInterventionIds: [meansId] });
    expect(registered.status).toBe(201);
    const [registration] = registered.body.registrations;
    expect(registration).toMatchObject({
      status: "validated",
      latestStatusChange: { byPersonId: null },
    });
    // Audited as a manager's validation is, through the same transition, without author.
    expect(await statusChangesOf(db(), registration.id)).toEqual([
      {
        action: "register",
        from_status: null,
        to_status: "pending",
        comment: "",
        changed_by: cast.volunteerId,
      },
      {
        action: "validate",
        from_status: "pending",
        to_status: "validated",
        comment: "",
        changed_by: null,
      },
    ]);
    const row = await db()
      .selectFrom("registration")
      .select(["is_proposed", "version"])
      .where("id", "=", registration.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_proposed: false, version: 2 });
    expect(await mobilisationsOf(db(), registration.id)).toEqual([
      {
        action: "validate",
        registrationId: registration.id,
        personId: cast.volunteerId,
        meansOfInterventionId: meansId,
      },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 1, pending: 0 });
  });

  it("follows the activity's automatic validation when the means inherits its settings", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope, {
      inheritsFromActivity: true,
      automaticRegistrationValidation: false,
      activity: { automaticRegistrationValidation: true },
    });
    const registered = await register({ meansOfInterventionIds: [meansId] });
    expect(registered.body.registrations[0].status).toBe("validated");
  });

  it("registers on several means at once, and answers the non-blocking conflicts with the result", async () => {
    const day = freshDay();
    const morning = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 12 });
    const afternoon = await createMeansAt(db(), cast.inScope, { day, from: 12, to: 16 });
    await absence(cast.volunteerId, `${day}T13:00:00Z`, `${day}T15:00:00Z`, "FULL", true);
    const registered = await register({
      meansOfInterventionIds: [afternoon.meansId, morning.meansId],
    });
    expect(registered.status).toBe(201);
    expect(
      registered.body.registrations.map(
        (item: { meansOfInterventionId: number }) => item.meansOfInterventionId,
      ),
    ).toEqual([morning.meansId, afternoon.meansId]);
    expect(registered.body.conflicts).toEqual([
      {
        type: "pendingAbsence",
        personId: cast.volunteerId,
        meansOfInterventionId: afternoon.meansId,
        otherIds: [],
        blocking: false,
      },
    ]);
  });

  it("refuses a means that is not open, unknown, or outside the volunteer's functions", async () => {
    const published = await createMeansAt(db(), cast.inScope, { status: "public" });
    expect(await register({ meansOfInterventionIds: [published.meansId] })).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: {
          status: "public",
          action: "register",
          allowedFrom: ["open"],
          id: published.meansId,
        },
      },
    });
    expect(await register({ meansOfInterventionIds: [2_000_000_000] })).toMatchObject({
      status: 404,
      body: { category: "meansOfIntervention", code: "notFound", data: { id: 2_000_000_000 } },
    });
    const far = await createMeansAt(db(), cast.outside);
    expect(await register({ meansOfInterventionIds: [far.meansId] })).toMatchObject({
      status: 403,
      body: {
        category: "registration",
        code: "registrationInvalidMeansOfInterventionScope",
        data: { meansOfInterventionId: far.meansId },
      },
    });
  });

  it("refuses after the registration deadline", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope, {
      registrationDeadline: "2026-01-01T00:00:00Z",
    });
    const refused = await register({ meansOfInterventionIds: [meansId] });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "registrationDeadlinePassed",
        data: { meansOfInterventionId: meansId },
      },
    });
    expect(Date.parse(refused.body.data.deadline)).toBe(Date.parse("2026-01-01T00:00:00Z"));
  });

  it("refuses registering twice on the same means, and beyond the required staff", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope, { requiredStaff: 1 });
    expect((await register({ meansOfInterventionIds: [meansId] })).status).toBe(201);
    expect(await register({ meansOfInterventionIds: [meansId] })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "pending", action: "register", allowedFrom: ["none"] },
      },
    });
    const other = await createMeansAt(db(), cast.inScope, { requiredStaff: 1 });
    const [someone] = await personsServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: someone as number,
      means_of_intervention_id: other.meansId,
      status: "pending",
    });
    expect(await register({ meansOfInterventionIds: [other.meansId] })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "staffMaximumReached",
        data: { meansOfInterventionId: other.meansId, max: 1 },
      },
    });
  });

  it("refuses blocking conflicts with every conflict found: existing registration, absence, ubiquity", async () => {
    const day = freshDay();
    const first = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 14 });
    const second = await createMeansAt(db(), cast.inScope, { day, from: 12, to: 18 });
    await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: first.meansId,
      status: "validated",
    });
    expect(await register({ meansOfInterventionIds: [second.meansId] })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: {
          conflicts: [
            {
              type: "existingRegistration",
              personId: cast.volunteerId,
              meansOfInterventionId: second.meansId,
              otherIds: [first.meansId],
              blocking: true,
            },
          ],
        },
      },
    });

    const absent = freshDay();
    const during = await createMeansAt(db(), cast.inScope, { day: absent });
    await absence(cast.volunteerId, `${absent}T00:00:00Z`, `${absent}T23:00:00Z`);
    expect(await register({ meansOfInterventionIds: [during.meansId] })).toMatchObject({
      status: 409,
      body: { category: "registration", code: "absenceConflict" },
    });

    const both = freshDay();
    const a = await createMeansAt(db(), cast.inScope, { day: both, from: 8, to: 12 });
    const b = await createMeansAt(db(), cast.inScope, { day: both, from: 10, to: 14 });
    const refused = await register({ meansOfInterventionIds: [a.meansId, b.meansId] });
    expect(refused).toMatchObject({
      status: 409,
      body: { category: "registration", code: "ubiquityConflict" },
    });
    expect(refused.body.data.conflicts).toEqual([
      expect.objectContaining({ type: "ubiquity", otherIds: [b.meansId], blocking: true }),
      expect.objectContaining({ type: "ubiquity", otherIds: [a.meansId], blocking: true }),
    ]);
    expect(await staffOf(db(), a.meansId)).toMatchObject({ validated: 0, pending: 0 });
  });

  it("refuses exactly what the planner foresees from the means and the conflicts it reads", async () => {
    /** The refusal the planner says beside a disabled action, from what the volunteer reads. */
    const foreseen = async (meansId: number) => {
      const means = await server.call(volunteer, "GET", `MeansOfIntervention/${meansId}`);
      const { body } = await server.call(volunteer, "POST", "Registration/Conflicts", {
        meansOfInterventionIds: [meansId],
        personIds: [cast.volunteerId],
      });
      return selfRegistrationRefusal(
        {
          meansOfInterventionId: meansId,
          status: means.body.status,
          registrationDeadline: means.body.registrationDeadline,
          staff: means.body.staff,
          conflicts: body.conflicts,
        },
        new Date(),
      );
    };
    const closed = await createMeansAt(db(), cast.inScope, {
      registrationDeadline: "2026-01-01T00:00:00Z",
    });
    const full = await createMeansAt(db(), cast.inScope, { requiredStaff: 1 });
    const [someone] = await personsServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: someone as number,
      means_of_intervention_id: full.meansId,
      status: "validated",
    });
    const day = freshDay();
    const held = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 14 });
    await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: held.meansId,
      status: "validated",
    });
    const overlapping = await createMeansAt(db(), cast.inScope, { day, from: 12, to: 18 });
    const notOpen = await createMeansAt(db(), cast.inScope, { status: "public" });
    for (const { meansId } of [closed, full, overlapping, notOpen]) {
      const refusal = await foreseen(meansId);
      expect(refusal).toBeDefined();
      const answer = await register({ meansOfInterventionIds: [meansId] });
      expect(answer.status).toBe(409);
      expect({ category: answer.body.category, code: answer.body.code }).toEqual({
        category: refusal?.category,
        code: refusal?.code,
      });
    }
    const free = await createMeansAt(db(), cast.inScope);
    expect(await foreseen(free.meansId)).toBeUndefined();
    expect((await register({ meansOfInterventionIds: [free.meansId] })).status).toBe(201);
  });

  it("checks the operational role: known, and one of the means type's roles", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    expect(
      await register({ meansOfInterventionIds: [meansId], operationalRoleId: 2_000_000 }),
    ).toMatchObject({
      status: 404,
      body: { category: "operationalRole", code: "notFound", data: { id: 2_000_000 } },
    });
    const [driver, teamLeader] = await db()
      .insertInto("operational_role")
      .values([
        { code: `driver-${meansId}`, label: { fr: "Conducteur", en: "Driver", de: "Fahrer" } },
        { code: `leader-${meansId}`, label: { fr: "Chef", en: "Leader", de: "Leiter" } },
      ])
      .returning("id")
      .execute();
    const type = await db()
      .insertInto("means_of_intervention_type")
      .values({
        label: { fr: "VPSP", en: "Ambulance", de: "RTW" },
        default_required_staff_count: 3,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("means_of_intervention_type_operational_role")
      .values({ type_id: type.id, operational_role_id: driver?.id as number })
      .execute();
    await db()
      .updateTable("means_of_intervention")
      .set({ type_id: type.id })
      .where("id", "=", meansId)
      .execute();
    expect(
      await register({ meansOfInterventionIds: [meansId], operationalRoleId: teamLeader?.id }),
    ).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidForm",
        data: {
          findings: [
            expect.objectContaining({
              field: "operationalRoleId",
              code: "registration.operationalRoleNotOfType",
            }),
          ],
        },
      },
    });
    const registered = await register({
      meansOfInterventionIds: [meansId],
      operationalRoleId: driver?.id,
    });
    expect(registered.body.registrations[0].operationalRoleId).toBe(driver?.id);
  });

  it("is for field staff acting for themselves, with a well-formed request", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    expect(await register({ meansOfInterventionIds: [meansId] }, manager)).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "registration.self" },
      },
    });
    expect(await register({ meansOfInterventionIds: [] })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });
});

describe("assigning persons (spec 02 §4 assign)", () => {
  it("assigns each person to each means: validated registrations, audited and mobilised", async () => {
    const day = freshDay();
    const morning = await createMeansAt(db(), cast.inScope, { day, from: 6, to: 12 });
    const evening = await createMeansAt(db(), cast.inScope, { day, from: 14, to: 20 });
    const persons = await personsServing(db(), cast.inScope.activityId, 2);
    const assigned = await assign({
      personIds: persons,
      meansOfInterventionIds: [evening.meansId, morning.meansId],
      comment: "Renfort",
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(assigned.body.registrations).toHaveLength(4);
    for (const registration of assigned.body.registrations) {
      expect(registration).toMatchObject({
        status: "validated",
        isProposed: false,
        comment: "Renfort",
        latestStatusChange: { status: "validated", byPersonId: cast.managerId },
      });
      expect(await statusChangesOf(db(), registration.id)).toEqual([
        {
          action: "assign",
          from_status: null,
          to_status: "validated",
          comment: "",
          changed_by: cast.managerId,
        },
      ]);
      expect(await mobilisationsOf(db(), registration.id)).toEqual([
        {
          action: "assign",
          registrationId: registration.id,
          personId: registration.personId,
          meansOfInterventionId: registration.meansOfInterventionId,
        },
      ]);
    }
    expect(await staffOf(db(), morning.meansId)).toMatchObject({
      validated: 2,
      countedValidated: 2,
    });
  });

  it("assigns an employee to both halves of a split means, a volunteer to the half chosen", async () => {
    const day = freshDay();
    const first = await createMeansAt(db(), cast.inScope, {
      day,
      from: 8,
      to: 14,
      requiredStaff: 3,
    });
    const second = await addMeans(db(), first.operationalActivityId, { day, from: 14, to: 20 });
    const link = (id: number, sibling: number) =>
      db()
        .updateTable("means_of_intervention")
        .set({ split_sibling_id: sibling })
        .where("id", "=", id)
        .execute();
    await link(first.meansId, second);
    await link(second, first.meansId);
    const [volunteerAssignee] = await personsServing(db(), cast.inScope.activityId, 1);
    const [employee] = await personsServing(db(), cast.inScope.activityId, 1);
    await db()
      .updateTable("person")
      .set({ staff_type: "employee" })
      .where("id", "=", employee as number)
      .execute();
    const assigned = await assign({
      personIds: [volunteerAssignee, employee],
      meansOfInterventionIds: [first.meansId],
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(
      assigned.body.registrations.map(
        (item: { personId: number; meansOfInterventionId: number; status: string }) => [
          item.personId,
          item.meansOfInterventionId,
          item.status,
        ],
      ),
    ).toEqual([
      [volunteerAssignee, first.meansId, "validated"],
      [employee, first.meansId, "validated"],
      [employee, second, "validated"],
    ]);
    expect(await staffOf(db(), second)).toMatchObject({ validated: 1, countedValidated: 1 });

    // The other half full: the employee cannot be on both, so is on neither.
    const [another] = await personsServing(db(), cast.inScope.activityId, 1);
    await db()
      .updateTable("person")
      .set({ staff_type: "employee" })
      .where("id", "=", another as number)
      .execute();
    await db()
      .updateTable("means_of_intervention")
      .set({ required_staff: 1 })
      .where("id", "=", second)
      .execute();
    expect(
      await assign({ personIds: [another], meansOfInterventionIds: [first.meansId] }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "staffMaximumReached",
        data: { meansOfInterventionId: second, max: 1 },
      },
    });
  });

  it("refuses persons outside the manager's scope, and means outside it", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const stranger = await personOfNoScope(db());
    expect(
      await assign({ personIds: [stranger], meansOfInterventionIds: [meansId] }),
    ).toMatchObject({
      status: 403,
      body: {
        category: "registration",
        code: "registrationInvalidPersonScope",
        data: { personId: stranger },
      },
    });
    const far = await createMeansAt(db(), cast.outside);
    const person = await personServing(db(), cast.inScope.activityId);
    expect(
      await assign({ personIds: [person], meansOfInterventionIds: [far.meansId] }),
    ).toMatchObject({
      status: 403,
      body: {
        category: "registration",
        code: "registrationInvalidMeansOfInterventionScope",
        data: { meansOfInterventionId: far.meansId },
      },
    });
    expect(
      await assign({ personIds: [2_000_000_000], meansOfInterventionIds: [meansId] }),
    ).toMatchObject({ status: 404, body: { category: "person", code: "notFound" } });
  });

  it("refuses a draft or cancelled means, a person already on it, and more people than required", async () => {
    const draft = await createMeansAt(db(), cast.inScope, { status: "draft" });
    const person = await personServing(db(), cast.inScope.activityId);
    expect(
      await assign({ personIds: [person], meansOfInterventionIds: [draft.meansId] }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status: "draft", action: "assign" },
      },
    });
    const { meansId } = await createMeansAt(db(), cast.inScope, { requiredStaff: 2 });
    expect((await assign({ personIds: [person], meansOfInterventionIds: [meansId] })).status).toBe(
      201,
    );
    expect(await assign({ personIds: [person], meansOfInterventionIds: [meansId] })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "validated", action: "assign", personId: person },
      },
    });
    const others = await personsServing(db(), cast.inScope.activityId, 2);
    expect(await assign({ personIds: others, meansOfInterventionIds: [meansId] })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "staffMaximumReached",
        data: { meansOfInterventionId: meansId, max: 2 },
      },
    });
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 1, countedValidated: 1 });
  });

  it("applies and flags non-blocking conflicts: a partial absence, a pending registration elsewhere", async () => {
    const day = freshDay();
    const elsewhere = await createMeansAt(db(), cast.inScope, { day, from: 6, to: 10 });
    const target = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 16 });
    const person = await personServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: person,
      means_of_intervention_id: elsewhere.meansId,
      status: "pending",
    });
    await absence(person, `${day}T15:00:00Z`, `${day}T17:00:00Z`, "PART");
    const assigned = await assign({
      personIds: [person],
      meansOfInterventionIds: [target.meansId],
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.conflicts).toEqual([
      expect.objectContaining({ type: "partialAbsence", blocking: false }),
      expect.objectContaining({
        type: "existingRegistration",
        otherIds: [elsewhere.meansId],
        blocking: false,
      }),
    ]);
  });

  it("is for managers with write, with a bounded request", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const person = await personServing(db(), cast.inScope.activityId);
    expect(
      await assign({ personIds: [person], meansOfInterventionIds: [meansId] }, reader),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
    expect(
      await assign({ personIds: [person], meansOfInterventionIds: [meansId] }, volunteer),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
    const many = Array.from({ length: 100 }, (_unused, index) => index + 1);
    expect(
      await assign({ personIds: many, meansOfInterventionIds: many.slice(0, 6) }),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });
});

describe("proposing and answering propositions (spec 02 §4 propose, accept pending propositions)", () => {
  it("proposes a means to a volunteer, who accepts it: validated, audited, mobilised", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const proposed = await server.call(manager, "POST", "Registration/Propose", {
      personIds: [cast.volunteerId],
      meansOfInterventionIds: [meansId],
      comment: "Pouvez-vous venir ?",
    });
    expect(proposed.status).toBe(201);
    const [proposition] = proposed.body.registrations;
    expect(proposition).toMatchObject({ status: "pending", isProposed: true });
    expect(await mobilisationsOf(db(), proposition.id)).toMatchObject([{ action: "propose" }]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 0, pending: 1 });

    const accepted = await server.call(volunteer, "POST", "Registration/AcceptPropositions", {
      registrationIds: [proposition.id],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.registrations[0]).toMatchObject({
      id: proposition.id,
      status: "validated",
      isProposed: false,
    });
    expect(await statusChangesOf(db(), proposition.id)).toMatchObject([
      { action: "propose", to_status: "pending", changed_by: cast.managerId },
      {
        action: "acceptProposition",
        from_status: "pending",
        to_status: "validated",
        changed_by: cast.volunteerId,
      },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 1, pending: 0 });
    expect(
      await server.call(volunteer, "POST", "Registration/AcceptPropositions", {
        registrationIds: [proposition.id],
      }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "validated", action: "acceptProposition" },
      },
    });
  });

  it("declines propositions: rejected propositions, without a rejection reason", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const id = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "pending",
      is_proposed: true,
    });
    const declined = await server.call(volunteer, "POST", "Registration/RejectPropositions", {
      registrationIds: [id],
      comment: "Indisponible",
    });
    expect(declined.status).toBe(200);
    expect(declined.body.registrations[0]).toMatchObject({
      status: "rejected",
      isProposed: true,
      rejectionReason: null,
    });
    expect(await statusChangesOf(db(), id)).toMatchObject([
      { action: "rejectProposition", comment: "Indisponible", changed_by: cast.volunteerId },
    ]);
  });

  it("refuses answering someone else's proposition, a registration that is not one, or an unknown one", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope);
    const someone = await personServing(db(), cast.inScope.activityId);
    const theirs = await insertRegistration(db(), {
      person_id: someone,
      means_of_intervention_id: meansId,
      status: "pending",
      is_proposed: true,
    });
    const accept = (registrationIds: number[]) =>
      server.call(volunteer, "POST", "Registration/AcceptPropositions", { registrationIds });
    expect(await accept([theirs])).toMatchObject({
      status: 403,
      body: { category: "registration", code: "forbidden", data: { id: theirs } },
    });
    const own = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "pending",
    });
    expect(await accept([own])).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "pending", action: "acceptProposition" },
      },
    });
    expect(await accept([2_000_000_000])).toMatchObject({
      status: 404,
      body: { category: "registration", code: "notFound" },
    });
    expect(
      await server.call(manager, "POST", "Registration/Propose", {
        personIds: [cast.volunteerId],
        meansOfInterventionIds: [meansId],
      }),
    ).toMatchObject({
      status: 409,
      body: { category: "registration", code: "unexpectedStatus", data: { action: "propose" } },
    });
  });

  it("refuses accepting propositions that overlap each other, or a validated registration", async () => {
    const day = freshDay();
    const a = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 12 });
    const b = await createMeansAt(db(), cast.inScope, { day, from: 10, to: 14 });
    const ids = [];
    for (const means of [a, b]) {
      ids.push(
        await insertRegistration(db(), {
          person_id: cast.volunteerId,
          means_of_intervention_id: means.meansId,
          status: "pending",
          is_proposed: true,
        }),
      );
    }
    const accept = (registrationIds: number[]) =>
      server.call(volunteer, "POST", "Registration/AcceptPropositions", { registrationIds });
    expect(await accept(ids)).toMatchObject({
      status: 409,
      body: { category: "registration", code: "ubiquityConflict" },
    });
    expect((await accept([ids[0] as number])).status).toBe(200);
    expect(await accept([ids[1] as number])).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: { conflicts: [expect.objectContaining({ otherIds: [a.meansId], blocking: true })] },
      },
    });
  });
});

describe("accepting propositions within the required staff (spec 02 §5)", () => {
  it("refuses accepting a proposition once the required staff was lowered to the validated count", async () => {
    const day = freshDay();
    const { meansId } = await createMeansAt(db(), cast.inScope, { day, requiredStaff: 2 });
    const other = await personServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: other,
      means_of_intervention_id: meansId,
      status: "validated",
    });
    const proposition = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "pending",
      is_proposed: true,
    });
    // The volunteer is also validated elsewhere at the same time: the staff maximum is checked
    // first, as when a manager validates, before the conflicts are read.
    const elsewhere = await createMeansAt(db(), cast.inScope, { day, from: 10, to: 12 });
    await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: elsewhere.meansId,
      status: "validated",
    });
    await db()
      .updateTable("means_of_intervention")
      .set({ required_staff: 1 })
      .where("id", "=", meansId)
      .execute();
    expect(
      await server.call(volunteer, "POST", "Registration/AcceptPropositions", {
        registrationIds: [proposition],
      }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "staffMaximumReached",
        data: { meansOfInterventionId: meansId, max: 1 },
      },
    });
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 1, pending: 1 });
    expect(await statusChangesOf(db(), proposition)).toEqual([]);
  });

  it("accepts a proposition that holds its place within the required staff", async () => {
    const { meansId } = await createMeansAt(db(), cast.inScope, { requiredStaff: 2 });
    const other = await personServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: other,
      means_of_intervention_id: meansId,
      status: "validated",
    });
    const proposition = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "pending",
      is_proposed: true,
    });
    const accepted = await server.call(volunteer, "POST", "Registration/AcceptPropositions", {
      registrationIds: [proposition],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await staffOf(db(), meansId)).toMatchObject({ required: 2, validated: 2, pending: 0 });
  });
});

describe("previewing conflicts (spec 02 §8)", () => {
  it("lists every conflict a selection would meet, blocking or not, before acting", async () => {
    const day = freshDay();
    const booked = await createMeansAt(db(), cast.inScope, { day, from: 0, to: 4 });
    const a = await createMeansAt(db(), cast.inScope, { day, from: 2, to: 12 });
    const b = await createMeansAt(db(), cast.inScope, { day, from: 10, to: 20 });
    const person = await personServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: person,
      means_of_intervention_id: booked.meansId,
      status: "validated",
    });
    await absence(person, `${day}T05:00:00Z`, `${day}T06:00:00Z`, "PART");
    await absence(person, `${day}T18:00:00Z`, `${day}T23:00:00Z`, "FULL", true);
    await absence(person, `${day}T19:00:00Z`, `${day}T23:00:00Z`, "FULL");
    const preview = await server.call(manager, "POST", "Registration/Conflicts", {
      personIds: [person],
      meansOfInterventionIds: [a.meansId, b.meansId],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.conflicts).toEqual([
      { ...subject(person, a.meansId), type: "ubiquity", otherIds: [b.meansId], blocking: true },
      { ...subject(person, a.meansId), type: "partialAbsence", otherIds: [], blocking: false },
      {
        ...subject(person, a.meansId),
        type: "existingRegistration",
        otherIds: [booked.meansId],
        blocking: true,
      },
      // Twenty hours on end: neither the day's rest nor its duty holds (decision 043).
      ...(["shortRest", "longDuty"] as const).map((type) => ({
        ...subject(person, a.meansId),
        type,
        otherIds: [booked.meansId, b.meansId],
        blocking: false,
      })),
      { ...subject(person, b.meansId), type: "ubiquity", otherIds: [a.meansId], blocking: true },
      { ...subject(person, b.meansId), type: "absence", otherIds: [], blocking: true },
      { ...subject(person, b.meansId), type: "pendingAbsence", otherIds: [], blocking: false },
      ...(["shortRest", "longDuty"] as const).map((type) => ({
        ...subject(person, b.meansId),
        type,
        otherIds: [booked.meansId, a.meansId],
        blocking: false,
      })),
    ]);
    expect(await staffOf(db(), a.meansId)).toMatchObject({ validated: 0, pending: 0 });
  });

  it("warns of a short rest and a long day, counting paid work, without refusing (decision 043)", async () => {
    const day = freshDay();
    const next = freshDay();
    // A day between these duties and the next test's, whose rest they would shorten.
    freshDay();
    const person = await personServing(db(), cast.inScope.activityId);
    // Paid work from 07:00 to 15:00, an evening shift from 17:00 to 22:00, a morning shift from
    // 03:00: five hours of rest between the shifts, and 17 hours of duty within one day.
    await db()
      .insertInto("work_schedule")
      .values({ person_id: person, start_at: `${day}T07:00:00Z`, end_at: `${day}T15:00:00Z` })
      .execute();
    const evening = await createMeansAt(db(), cast.inScope, { day, from: 17, to: 22 });
    const morning = await createMeansAt(db(), cast.inScope, { day: next, from: 3, to: 7 });
    const preview = await server.call(manager, "POST", "Registration/Conflicts", {
      personIds: [person],
      meansOfInterventionIds: [evening.meansId, morning.meansId],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.conflicts).toEqual([
      {
        ...subject(person, evening.meansId),
        type: "shortRest",
        otherIds: [morning.meansId],
        blocking: false,
      },
      {
        ...subject(person, evening.meansId),
        type: "longDuty",
        otherIds: [morning.meansId],
        blocking: false,
      },
      {
        ...subject(person, morning.meansId),
        type: "shortRest",
        otherIds: [evening.meansId],
        blocking: false,
      },
      {
        ...subject(person, morning.meansId),
        type: "longDuty",
        otherIds: [evening.meansId],
        blocking: false,
      },
    ]);
    const assigned = await assign({
      personIds: [person],
      meansOfInterventionIds: [evening.meansId, morning.meansId],
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(assigned.body.conflicts).toEqual(preview.body.conflicts);
    // Field staff meet them on their side: a volunteer with the same day of paid work.
    await db()
      .insertInto("work_schedule")
      .values({
        person_id: cast.volunteerId,
        start_at: `${day}T07:00:00Z`,
        end_at: `${day}T15:00:00Z`,
      })
      .execute();
    const mine = await server.call(volunteer, "POST", "Registration/Conflicts", {
      meansOfInterventionIds: [evening.meansId],
    });
    const warned = [
      {
        ...subject(cast.volunteerId, evening.meansId),
        type: "shortRest",
        otherIds: [],
        blocking: false,
      },
      {
        ...subject(cast.volunteerId, evening.meansId),
        type: "longDuty",
        otherIds: [],
        blocking: false,
      },
    ];
    expect(mine.body.conflicts).toEqual(warned);
    const registered = await register({ meansOfInterventionIds: [evening.meansId] });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.conflicts).toEqual(warned);
  });

  it("checks registrations to validate, and lets field staff check only themselves", async () => {
    const day = freshDay();
    const first = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 12 });
    const second = await createMeansAt(db(), cast.inScope, { day, from: 10, to: 14 });
    await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: first.meansId,
      status: "validated",
    });
    const pending = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: second.meansId,
      status: "pending",
    });
    const preview = await server.call(manager, "POST", "Registration/Conflicts", {
      registrationIds: [pending],
    });
    expect(preview.body.conflicts).toEqual([
      {
        type: "existingRegistration",
        personId: cast.volunteerId,
        meansOfInterventionId: second.meansId,
        registrationId: pending,
        otherIds: [first.meansId],
        blocking: true,
      },
    ]);
    const mine = await server.call(volunteer, "POST", "Registration/Conflicts", {
      meansOfInterventionIds: [second.meansId],
    });
    expect(mine.body.conflicts).toEqual([
      expect.objectContaining({ personId: cast.volunteerId, type: "existingRegistration" }),
    ]);
    expect(
      await server.call(volunteer, "POST", "Registration/Conflicts", {
        personIds: [cast.managerId],
        meansOfInterventionIds: [second.meansId],
      }),
    ).toMatchObject({
      status: 403,
      body: { category: "registration", code: "registrationInvalidPersonScope" },
    });
  });
  it("names only the other means within the manager's scope, before acting and when refusing", async () => {
    const day = freshDay();
    const booked = await createMeansAt(db(), cast.inScope, { day, from: 6, to: 9 });
    const far = await createMeansAt(db(), cast.outside, { day, from: 9, to: 11 });
    const wanted = await createMeansAt(db(), cast.inScope, { day, from: 8, to: 13 });
    const person = await personServing(db(), cast.inScope.activityId);
    for (const means of [booked, far]) {
      await insertRegistration(db(), {
        person_id: person,
        means_of_intervention_id: means.meansId,
        status: "validated",
      });
    }
    // The person is registered in Lyon too, outside the manager's scope: the conflict stays, the
    // means there goes unnamed.
    const elsewhere = {
      ...subject(person, wanted.meansId),
      type: "existingRegistration",
      otherIds: [booked.meansId],
      blocking: true,
    };
    const preview = await server.call(manager, "POST", "Registration/Conflicts", {
      personIds: [person],
      meansOfInterventionIds: [wanted.meansId],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.conflicts).toEqual([elsewhere]);
    expect(
      await assign({ personIds: [person], meansOfInterventionIds: [wanted.meansId] }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: { conflicts: [elsewhere] },
      },
    });
  });
});

const subject = (personId: number, meansOfInterventionId: number) => ({
  personId,
  meansOfInterventionId,
});
