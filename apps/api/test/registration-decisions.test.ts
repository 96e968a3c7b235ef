import { describe, expect, it } from "vitest";
import {
  createMeansAt,
  freshDay,
  insertRegistration,
  mobilisationsOf,
  type Place,
  personServing,
  staffOf,
  statusChangesOf,
  useRegistrationCast,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * Deciding on one registration (spec 02 §4): a manager validates, rejects (reason and comment)
 * or validates a rejected one, with or without an operational role; the person unregisters.
 */

const server = useTestServer();
const manager = "demo-b";
const volunteer = "demo-v";
const cast = useRegistrationCast(server);

const db = () => server.database.db;

/** A registration of a new person (or of `personId`) on a new means of a place, in a status. */
async function registrationAt(
  place: Place,
  fields: {
    status?: "pending" | "validated" | "rejected" | "unregistered";
    isProposed?: boolean;
    personId?: number;
    requiredStaff?: number;
    meansStatus?: "public" | "open" | "cancelled";
    day?: string;
    from?: number;
    to?: number;
  } = {},
) {
  const { meansId } = await createMeansAt(db(), place, {
    requiredStaff: fields.requiredStaff ?? 2,
    status: fields.meansStatus ?? "open",
    ...(fields.day ? { day: fields.day } : {}),
    ...(fields.from !== undefined ? { from: fields.from } : {}),
    ...(fields.to !== undefined ? { to: fields.to } : {}),
  });
  const personId = fields.personId ?? (await personServing(db(), cast.inScope.activityId));
  const status = fields.status ?? "pending";
  const id = await insertRegistration(db(), {
    person_id: personId,
    means_of_intervention_id: meansId,
    status,
    is_proposed: fields.isProposed ?? false,
    rejection_reason: status === "rejected" && !fields.isProposed ? "absence" : null,
  });
  return { id, meansId, personId };
}

const act = (operation: string, id: number, body: unknown = {}, subject = manager) =>
  server.call(subject, "POST", `Registration/${operation}/${id}`, body);

describe("validating a registration", () => {
  it("validates a pending registration, with an operational role: audited and mobilised", async () => {
    const { id, meansId, personId } = await registrationAt(cast.inScope);
    const role = await db()
      .insertInto("operational_role")
      .values({ code: `pse-${id}`, label: { fr: "Équipier", en: "Team member", de: "Helfer" } })
      .returning("id")
      .executeTakeFirstOrThrow();
    const validated = await act("Validate", id, { operationalRoleId: role.id, comment: "OK" });
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(validated.body).toMatchObject({
      registration: {
        id,
        status: "validated",
        operationalRoleId: role.id,
        latestStatusChange: { status: "validated", byPersonId: cast.managerId },
      },
      conflicts: [],
      findings: [],
    });
    expect(await statusChangesOf(db(), id)).toEqual([
      {
        action: "validate",
        from_status: "pending",
        to_status: "validated",
        comment: "OK",
        changed_by: cast.managerId,
      },
    ]);
    expect(await mobilisationsOf(db(), id)).toEqual([
      { action: "validate", registrationId: id, personId, meansOfInterventionId: meansId },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 1, pending: 0 });
  });

  it("refuses an unknown registration, one outside the scope, and the wrong statuses", async () => {
    expect(await act("Validate", 2_000_000_000)).toMatchObject({
      status: 404,
      body: { category: "registration", code: "notFound", data: { id: 2_000_000_000 } },
    });
    const far = await registrationAt(cast.outside);
    expect(await act("Validate", far.id)).toMatchObject({
      status: 403,
      body: { category: "registration", code: "forbidden", data: { id: far.id } },
    });
    const validated = await registrationAt(cast.inScope, { status: "validated" });
    expect(await act("Validate", validated.id)).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "validated", action: "validate", allowedFrom: ["pending"] },
      },
    });
    const proposition = await registrationAt(cast.inScope, { isProposed: true });
    expect(await act("Validate", proposition.id)).toMatchObject({
      status: 409,
      body: { code: "unexpectedStatus", data: { status: "pendingProposed" } },
    });
    const cancelled = await registrationAt(cast.inScope, { meansStatus: "cancelled" });
    expect(await act("Validate", cancelled.id)).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status: "cancelled", action: "assign" },
      },
    });
    expect(await act("Validate", validated.id, {}, volunteer)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });

  it("refuses a validation meeting a blocking conflict, and leaves it pending", async () => {
    const day = freshDay();
    const person = await personServing(db(), cast.inScope.activityId);
    const elsewhere = await registrationAt(cast.inScope, {
      day,
      from: 8,
      to: 12,
      personId: person,
      status: "validated",
    });
    const pending = await registrationAt(cast.inScope, { day, from: 10, to: 14, personId: person });
    expect(await act("Validate", pending.id)).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: {
          conflicts: [
            {
              type: "existingRegistration",
              personId: person,
              meansOfInterventionId: pending.meansId,
              registrationId: pending.id,
              otherIds: [elsewhere.meansId],
              blocking: true,
            },
          ],
        },
      },
    });
    const row = await db()
      .selectFrom("registration")
      .select("status")
      .where("id", "=", pending.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(await statusChangesOf(db(), pending.id)).toEqual([]);
  });

  it("answers the database's staff maximum as registration.staffMaximumReached, never a 500", async () => {
    // Two pending registrations on a means of one place (required lowered after they came).
    const first = await registrationAt(cast.inScope, { requiredStaff: 1 });
    const other = await personServing(db(), cast.inScope.activityId);
    const second = await insertRegistration(db(), {
      person_id: other,
      means_of_intervention_id: first.meansId,
      status: "pending",
    });
    expect((await act("Validate", first.id)).status).toBe(200);
    expect(await act("Validate", second)).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "staffMaximumReached",
        data: { meansOfInterventionId: first.meansId, max: 1 },
      },
    });
    expect(await staffOf(db(), first.meansId)).toMatchObject({
      validated: 1,
      pending: 1,
      countedValidated: 1,
    });
    expect(await statusChangesOf(db(), second)).toEqual([]);
  });
});

describe("rejecting a registration", () => {
  it("rejects a pending registration with its reason and comment", async () => {
    const { id, meansId } = await registrationAt(cast.inScope);
    const rejected = await act("Reject", id, {
      rejectionReason: "rescheduling",
      comment: "Reprogrammé sur une autre garde",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.registration).toMatchObject({
      status: "rejected",
      rejectionReason: "rescheduling",
    });
    expect(await statusChangesOf(db(), id)).toMatchObject([
      {
        action: "reject",
        from_status: "pending",
        to_status: "rejected",
        comment: "Reprogrammé sur une autre garde",
      },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 0, pending: 0 });
  });

  it("rejects a validated registration, telling the person", async () => {
    const { id, meansId, personId } = await registrationAt(cast.inScope, { status: "validated" });
    const rejected = await act("Reject", id, { rejectionReason: "absence", comment: "Absent" });
    expect(rejected.body.registration).toMatchObject({
      status: "rejected",
      rejectionReason: "absence",
    });
    expect(await mobilisationsOf(db(), id)).toEqual([
      { action: "reject", registrationId: id, personId, meansOfInterventionId: meansId },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ validated: 0 });
  });

  it("refuses a rejection without reason, and one of a registration already rejected", async () => {
    const { id } = await registrationAt(cast.inScope);
    expect(await act("Reject", id, { comment: "Sans motif" })).toMatchObject({
      status: 400,
      body: {
        category: "registration",
        code: "rejectionReasonRequired",
        data: { allowed: "absence,rescheduling" },
      },
    });
    expect(await act("Reject", id, { rejectionReason: "holiday" })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
    const rejected = await registrationAt(cast.inScope, { status: "rejected" });
    expect(await act("Reject", rejected.id, { rejectionReason: "absence" })).toMatchObject({
      status: 409,
      body: { category: "registration", code: "unexpectedStatus", data: { status: "rejected" } },
    });
  });
});

describe("validating a rejected registration", () => {
  it("validates a rejected registration, or a rejected proposition, clearing the reason", async () => {
    const rejected = await registrationAt(cast.inScope, { status: "rejected" });
    const validated = await act("ValidateRejected", rejected.id, { comment: "Finalement présent" });
    expect(validated.status).toBe(200);
    expect(validated.body.registration).toMatchObject({
      status: "validated",
      rejectionReason: null,
      isProposed: false,
    });
    expect(await statusChangesOf(db(), rejected.id)).toMatchObject([
      { action: "validateRejected", from_status: "rejected", to_status: "validated" },
    ]);
    const declined = await registrationAt(cast.inScope, { status: "rejected", isProposed: true });
    expect((await act("ValidateRejected", declined.id)).body.registration).toMatchObject({
      status: "validated",
      isProposed: false,
    });
  });

  it("refuses when the means is full, or the registration is not rejected", async () => {
    const rejected = await registrationAt(cast.inScope, { status: "rejected", requiredStaff: 1 });
    const other = await personServing(db(), cast.inScope.activityId);
    await insertRegistration(db(), {
      person_id: other,
      means_of_intervention_id: rejected.meansId,
      status: "validated",
    });
    expect(await act("ValidateRejected", rejected.id)).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "staffMaximumReached",
        data: { meansOfInterventionId: rejected.meansId, max: 1 },
      },
    });
    const pending = await registrationAt(cast.inScope);
    expect(await act("ValidateRejected", pending.id)).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "pending", allowedFrom: ["rejected", "rejectedProposed"] },
      },
    });
  });
});

describe("unregistering (spec 02 §4, §5)", () => {
  const unregister = (id: number, body: unknown = {}, subject = volunteer) =>
    act("Unregister", id, body, subject);

  it("withdraws the person's pending registration without a comment", async () => {
    const { id, meansId } = await registrationAt(cast.inScope, { personId: cast.volunteerId });
    const withdrawn = await unregister(id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      registration: { status: "unregistered" },
      findings: [],
    });
    expect(await statusChangesOf(db(), id)).toMatchObject([
      { action: "unregister", from_status: "pending", to_status: "unregistered" },
    ]);
    expect(await staffOf(db(), meansId)).toMatchObject({ pending: 0 });
    expect(await unregister(id)).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "unregistered" },
      },
    });
  });

  it("needs a comment to withdraw a validated registration", async () => {
    const { id } = await registrationAt(cast.inScope, {
      personId: cast.volunteerId,
      status: "validated",
    });
    expect(await unregister(id, { comment: "  " })).toMatchObject({
      status: 400,
      body: {
        category: "registration",
        code: "unregistrationCommentRequired",
        data: { status: "validated", action: "unregister" },
      },
    });
    const withdrawn = await unregister(id, { comment: "Empêchement professionnel" });
    expect(withdrawn.body.registration.status).toBe("unregistered");
    expect(await statusChangesOf(db(), id)).toMatchObject([
      { action: "unregister", comment: "Empêchement professionnel", changed_by: cast.volunteerId },
    ]);
  });

  it("warns, without refusing, within 24 hours of the start", async () => {
    const soon = new Date(Date.now() + 10 * 3_600_000);
    const { meansId } = await createMeansAt(db(), cast.inScope, {
      day: soon.toISOString().slice(0, 10),
      from: 0,
      to: 24,
    });
    await db()
      .updateTable("means_of_intervention")
      .set({ start_at: soon, end_at: new Date(soon.getTime() + 4 * 3_600_000) })
      .where("id", "=", meansId)
      .execute();
    const id = await insertRegistration(db(), {
      person_id: cast.volunteerId,
      means_of_intervention_id: meansId,
      status: "validated",
    });
    const withdrawn = await unregister(id, { comment: "Malade" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.findings).toEqual([
      {
        field: "",
        code: "registration.unregisterShortNotice",
        params: { hours: 24 },
        severity: "warning",
      },
    ]);
  });

  it("is the person's own: someone else's registration is refused, as are managers", async () => {
    const theirs = await registrationAt(cast.inScope);
    expect(await unregister(theirs.id)).toMatchObject({
      status: 403,
      body: { category: "registration", code: "forbidden", data: { id: theirs.id } },
    });
    const own = await registrationAt(cast.inScope, { personId: cast.volunteerId });
    expect(await unregister(own.id, {}, manager)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});

describe("editing a registration (spec 02 §2 registration edit form)", () => {
  const edit = (id: number, body: unknown, subject = manager) =>
    server.call(subject, "PUT", `Registration/${id}`, body);

  it("changes the period within the window, the role and the comment, warning outside the means", async () => {
    const day = freshDay();
    const { id } = await registrationAt(cast.inScope, { day, status: "validated" });
    // The means runs 08:00–16:00 UTC, 09:00–17:00 on the organisation's winter wall clock.
    const edited = await edit(id, {
      start: `${day}T07:00`,
      end: `${day}T16:00`,
      operationalRoleId: null,
      comment: "Ouverture du poste",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      registration: {
        id,
        status: "validated",
        start: `${day}T07:00:00+01:00`,
        end: `${day}T16:00:00+01:00`,
        comment: "Ouverture du poste",
      },
      conflicts: [],
      findings: [expect.objectContaining({ code: "registration.outsideMeansPeriod" })],
    });
  });

  it("refuses a period beyond 4 hours of the means, an ended registration, and one outside the scope", async () => {
    const day = freshDay();
    const { id } = await registrationAt(cast.inScope, { day });
    expect(await edit(id, { start: `${day}T04:55`, end: `${day}T17:00` })).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidForm",
        data: {
          findings: [
            expect.objectContaining({ field: "start", code: "registration.startTooEarly" }),
          ],
        },
      },
    });
    const ended = await registrationAt(cast.inScope, { day: freshDay(), status: "unregistered" });
    expect(await edit(ended.id, { start: `${day}T09:00`, end: `${day}T17:00` })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "unregistered", action: "edit" },
      },
    });
    const far = await registrationAt(cast.outside);
    expect(await edit(far.id, { start: `${day}T09:00`, end: `${day}T17:00` })).toMatchObject({
      status: 403,
      body: { category: "registration", code: "forbidden" },
    });
    expect(await edit(id, { start: `${day}T09:00`, end: `${day}T17:00` }, volunteer)).toMatchObject(
      { status: 403, body: { category: "authorization", code: "forbidden" } },
    );
  });

  it("warns of another participation within the 4 hours after the means", async () => {
    const day = freshDay();
    const person = await personServing(db(), cast.inScope.activityId);
    const { id } = await registrationAt(cast.inScope, {
      day,
      personId: person,
      status: "validated",
    });
    // A pending registration 16:30–20:00 UTC (17:30–21:00 on the wall clock), after the means.
    const late = await createMeansAt(db(), cast.inScope, { day, from: 16.5, to: 20 });
    await insertRegistration(db(), {
      person_id: person,
      means_of_intervention_id: late.meansId,
      status: "pending",
    });
    const edited = await edit(id, { start: `${day}T09:00`, end: `${day}T18:00` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.findings).toEqual([
      expect.objectContaining({ code: "registration.outsideMeansPeriod" }),
      expect.objectContaining({ code: "registration.overlapsParticipation" }),
    ]);
  });

  it("refuses a new period over a validated registration elsewhere", async () => {
    const day = freshDay();
    const person = await personServing(db(), cast.inScope.activityId);
    const { id } = await registrationAt(cast.inScope, {
      day,
      personId: person,
      status: "validated",
    });
    const evening = await createMeansAt(db(), cast.inScope, { day, from: 17, to: 22 });
    await insertRegistration(db(), {
      person_id: person,
      means_of_intervention_id: evening.meansId,
      status: "validated",
    });
    expect(await edit(id, { start: `${day}T09:00`, end: `${day}T19:00` })).toMatchObject({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: {
          conflicts: [
            expect.objectContaining({ type: "existingRegistration", otherIds: [evening.meansId] }),
            // On duty from 07:00 to 22:00 UTC with the evening: the rest rules warn besides.
            expect.objectContaining({ type: "shortRest", otherIds: [evening.meansId] }),
            expect.objectContaining({ type: "longDuty", otherIds: [evening.meansId] }),
          ],
        },
      },
    });
  });
});
