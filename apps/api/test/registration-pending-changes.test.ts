import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces } from "./support/fixtures.js";
import {
  createMeansAt,
  insertRegistration,
  type Place,
  personOfSubject,
  personServing,
  statusChangesOf,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * A registration leaving the live statuses — cancelled with its means or activity, unregistered,
 * rejected, a declined proposition — takes its pending schedule change with it (decision 011:
 * one pending change per *live* registration): rejected in the same transaction by the person
 * who ended the registration, audited with the registration's new status as the reason, gone
 * from the pending follow-up and from the new-proposed-schedule count.
 */

const server = useTestServer();
const manager = "demo-b"; // B: Paris × first-aid posts, may cancel means and activities
const volunteer = "demo-v"; // V: functions in first-aid posts
let inScope: Place;
let managerId: number;
let volunteerId: number;

beforeAll(async () => {
  const { db } = server.database;
  const places = await demoPlaces(db);
  inScope = { entityId: places.paris15, activityId: places.publicEvent };
  managerId = await personOfSubject(db, manager);
  volunteerId = await personOfSubject(db, volunteer);
});

const db = () => server.database.db;

/**
 * A registration in a status on a new means of the manager's scope, with a pending schedule
 * change the person proposed (so that it counts for the manager).
 */
async function registrationWithPendingChange(
  fields: { status?: "pending" | "validated"; isProposed?: boolean; personId?: number } = {},
) {
  const means = await createMeansAt(db(), inScope);
  const personId = fields.personId ?? (await personServing(db(), inScope.activityId));
  const id = await insertRegistration(db(), {
    person_id: personId,
    means_of_intervention_id: means.meansId,
    status: fields.status ?? "validated",
    is_proposed: fields.isProposed ?? false,
  });
  const change = await db()
    .insertInto("schedule_change")
    .values({
      registration_id: id,
      start_at: new Date(Date.parse(means.start) + 3_600_000),
      end_at: means.end,
      proposed_by: personId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, changeId: change.id, personId, ...means };
}

/** The schedule change as the database holds it, and its audit rows. */
async function decisionOn(changeId: number) {
  const row = await db()
    .selectFrom("schedule_change")
    .select(["status", "decided_by", "decided_at"])
    .where("id", "=", changeId)
    .executeTakeFirstOrThrow();
  const audit = await db()
    .selectFrom("status_change")
    .select(["action", "from_status", "to_status", "comment", "changed_by"])
    .where("subject", "=", "scheduleChange")
    .where("subject_id", "=", changeId)
    .orderBy("id")
    .execute();
  return { ...row, audit };
}

/** The change rejected by `by`, now, because the registration took `status`. */
const rejectedBecause = (status: string, by: number) => ({
  status: "rejected",
  decided_by: by,
  decided_at: expect.any(Date),
  audit: [
    {
      action: "reject",
      from_status: "pending",
      to_status: "rejected",
      comment: `registration.${status}`,
      changed_by: by,
    },
  ],
});

const pendingIds = async (registrationIds: number[]) => {
  const found = await server.call(manager, "POST", "ScheduleChange/search", {
    registrationIds,
    statuses: ["pending"],
  });
  expect(found.status).toBe(200);
  return found.body.items.map((item: { id: number }) => item.id);
};

const proposedCount = async () => {
  const count = await server.call(manager, "GET", "registration/getNewProposedScheduleCount");
  expect(count.status).toBe(200);
  return count.body as number;
};

describe("cancelling means and activities", () => {
  it("rejects the pending schedule changes of the registrations a means cancellation cancels", async () => {
    expect(
      (await server.call(manager, "POST", "registration/resetNewProposedScheduleCount")).status,
    ).toBe(204);
    const validated = await registrationWithPendingChange();
    expect(await pendingIds([validated.id])).toEqual([validated.changeId]);
    expect(await proposedCount()).toBe(1);

    const cancelled = await server.call(
      manager,
      "POST",
      `MeansOfIntervention/Cancel/${validated.meansId}`,
      { comment: "Météo" },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await decisionOn(validated.changeId)).toEqual(rejectedBecause("cancelled", managerId));
    expect(await pendingIds([validated.id])).toEqual([]);
    expect(await proposedCount()).toBe(0);
    const read = await server.call(manager, "GET", `ScheduleChange/${validated.changeId}`);
    expect(read.body).toMatchObject({ status: "rejected", decidedByPersonId: managerId });
  });

  it("cancels a pending proposition as the lifecycle says, and rejects its change with an activity", async () => {
    const proposition = await registrationWithPendingChange({
      status: "pending",
      isProposed: true,
    });
    const cancelled = await server.call(
      manager,
      "POST",
      `OperationalActivity/Cancel/${proposition.operationalActivityId}`,
      { comment: "Arrêté préfectoral" },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const registration = await db()
      .selectFrom("registration")
      .select(["status", "is_proposed"])
      .where("id", "=", proposition.id)
      .executeTakeFirstOrThrow();
    // The `cancel` transition ends a proposition as a plain cancelled registration.
    expect(registration).toEqual({ status: "cancelled", is_proposed: false });
    expect(await statusChangesOf(db(), proposition.id)).toEqual([
      {
        action: "cancel",
        from_status: "pending",
        to_status: "cancelled",
        comment: "Arrêté préfectoral",
        changed_by: managerId,
      },
    ]);
    expect(await decisionOn(proposition.changeId)).toEqual(rejectedBecause("cancelled", managerId));
  });
});

describe("deciding on registrations", () => {
  it("rejects the pending change of a registration the manager rejects", async () => {
    const registration = await registrationWithPendingChange();
    const rejected = await server.call(manager, "POST", `Registration/Reject/${registration.id}`, {
      rejectionReason: "absence",
      comment: "Absent",
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.registration).toMatchObject({
      status: "rejected",
      proposedSchedule: { id: registration.changeId, status: "rejected" },
    });
    expect(await decisionOn(registration.changeId)).toEqual(rejectedBecause("rejected", managerId));
  });

  it("rejects the pending change of a registration its person withdraws", async () => {
    const registration = await registrationWithPendingChange({
      status: "pending",
      personId: volunteerId,
    });
    const withdrawn = await server.call(
      volunteer,
      "POST",
      `Registration/Unregister/${registration.id}`,
      {},
    );
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await decisionOn(registration.changeId)).toEqual(
      rejectedBecause("unregistered", volunteerId),
    );
    expect(await pendingIds([registration.id])).toEqual([]);
  });

  it("rejects the pending change of a proposition the person declines", async () => {
    const proposition = await registrationWithPendingChange({
      status: "pending",
      isProposed: true,
      personId: volunteerId,
    });
    const declined = await server.call(volunteer, "POST", "Registration/RejectPropositions", {
      registrationIds: [proposition.id],
      comment: "Indisponible",
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(await decisionOn(proposition.changeId)).toEqual(
      rejectedBecause("rejected", volunteerId),
    );
  });

  it("leaves the pending change of a registration that stays live", async () => {
    const registration = await registrationWithPendingChange({ status: "pending" });
    const validated = await server.call(
      manager,
      "POST",
      `Registration/Validate/${registration.id}`,
      {},
    );
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(await decisionOn(registration.changeId)).toEqual({
      status: "pending",
      decided_by: null,
      decided_at: null,
      audit: [],
    });
    expect(await pendingIds([registration.id])).toEqual([registration.changeId]);
  });
});
