import { Refusal } from "@releve/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { refusalStatus } from "../src/http/refusal-statuses.js";
import type { Access } from "../src/platform/access.js";
import { lockRegistration } from "../src/subjects/registrations/locks.js";
import { requirePlacedRegistration } from "../src/subjects/registrations/reads.js";
import {
  staffingTransaction,
  writing,
} from "../src/subjects/registrations/staffing-transaction.js";
import { demoPlaces } from "./support/fixtures.js";
import {
  accessOfSubject,
  addMeans,
  createMeansAt,
  fieldStaffUsers,
  freshDay,
  insertRegistration,
  type Place,
  personsServing,
  staffOf,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * The staffing invariants hold when hundreds of people act at once, through the server: a means
 * never holds more validated staff than it requires, a person is never validated on two
 * overlapping means, and every refusal is a clean 409 `{category, code, data}`, never a 500. On
 * PostgreSQL the requests really run side by side (a pool of connections); on PGlite they queue.
 */

const server = useTestServer();
const manager = "demo-b";
let place: Place;
let outside: Place;
let managerAccess: Access;

beforeAll(async () => {
  const places = await demoPlaces(server.database.db);
  place = { entityId: places.paris15, activityId: places.publicEvent };
  outside = { entityId: places.lyon7, activityId: places.course };
  managerAccess = await accessOfSubject(server.database.db, manager);
});

const db = () => server.database.db;

type Answer = { status: number; body: { category?: string; code?: string; data?: unknown } };

/** Every answer is a success or a 409 error payload; the refusals' codes, counted. */
function tally(answers: readonly Answer[]): {
  succeeded: number;
  refusals: Record<string, number>;
} {
  const refusals: Record<string, number> = {};
  let succeeded = 0;
  for (const answer of answers) {
    if (answer.status < 300) {
      succeeded += 1;
      continue;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toEqual({
      category: expect.any(String),
      code: expect.any(String),
      data: expect.any(Object),
    });
    const key = `${answer.body.category}.${answer.body.code}`;
    refusals[key] = (refusals[key] ?? 0) + 1;
  }
  return { succeeded, refusals };
}

/** Shuffles requests so that no kind of attempt goes first. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

async function validatedOn(meansId: number) {
  return db()
    .selectFrom("registration")
    .select(["id", "person_id"])
    .where("means_of_intervention_id", "=", meansId)
    .where("status", "=", "validated")
    .execute();
}

describe("a means of maximum N under 210 concurrent register, assign and validate attempts", () => {
  it("ends with exactly N validated, in the rows and in the trigger-kept counter", async () => {
    const required = 5;
    const { meansId } = await createMeansAt(db(), place, {
      requiredStaff: required,
      automaticRegistrationValidation: true,
    });
    // Three people already registered and waiting: validating them always fits.
    const waiting = await personsServing(db(), place.activityId, 3);
    const pending: number[] = [];
    for (const person of waiting) {
      pending.push(
        await insertRegistration(db(), {
          person_id: person,
          means_of_intervention_id: meansId,
          status: "pending",
        }),
      );
    }
    const volunteers = await fieldStaffUsers(db(), [place.activityId], 90);
    const assignees = await personsServing(db(), place.activityId, 90);
    const attempts = shuffled([
      ...volunteers.map(
        ({ subject }) =>
          () =>
            server.call(subject, "POST", "Registration/Register", {
              meansOfInterventionIds: [meansId],
            }),
      ),
      ...assignees.map(
        (person) => () =>
          server.call(manager, "POST", "Registration/Assign", {
            personIds: [person],
            meansOfInterventionIds: [meansId],
          }),
      ),
      ...pending.flatMap((id) =>
        Array.from(
          { length: 10 },
          () => () => server.call(manager, "POST", `Registration/Validate/${id}`, {}),
        ),
      ),
    ]);
    expect(attempts).toHaveLength(210);

    const answers = await Promise.all(attempts.map((attempt) => attempt()));
    const { succeeded, refusals } = tally(answers);

    expect(succeeded).toBe(required);
    expect(Object.keys(refusals).sort()).toEqual(
      expect.arrayContaining(["registration.staffMaximumReached", "registration.unexpectedStatus"]),
    );
    expect(refusals["registration.unexpectedStatus"]).toBe(27);
    expect(await validatedOn(meansId)).toHaveLength(required);
    expect(await staffOf(db(), meansId)).toEqual({
      required,
      validated: required,
      pending: 0,
      countedValidated: required,
      countedPending: 0,
    });
    // Every validation is audited once.
    const audited = await db()
      .selectFrom("status_change")
      .select("subject_id")
      .where("subject", "=", "registration")
      .where("to_status", "=", "validated")
      .where(
        "subject_id",
        "in",
        (await validatedOn(meansId)).map((row) => row.id),
      )
      .execute();
    expect(audited).toHaveLength(required);
  });

  it("answers the database's own staff maximum cleanly when validations race past it", async () => {
    // The required staff was lowered after 60 people registered: only validations are possible,
    // each checked against the validated count under the means' lock, the database's check
    // standing behind it.
    const required = 4;
    const { meansId } = await createMeansAt(db(), place, { requiredStaff: 60 });
    const persons = await personsServing(db(), place.activityId, 60);
    const ids: number[] = [];
    for (const person of persons) {
      ids.push(
        await insertRegistration(db(), {
          person_id: person,
          means_of_intervention_id: meansId,
          status: "pending",
        }),
      );
    }
    await db()
      .updateTable("means_of_intervention")
      .set({ required_staff: required })
      .where("id", "=", meansId)
      .execute();
    const newcomers = await personsServing(db(), place.activityId, 140);
    const answers = await Promise.all(
      shuffled([
        ...ids.map((id) => () => server.call(manager, "POST", `Registration/Validate/${id}`, {})),
        ...newcomers.map(
          (person) => () =>
            server.call(manager, "POST", "Registration/Assign", {
              personIds: [person],
              meansOfInterventionIds: [meansId],
            }),
        ),
      ]).map((attempt) => attempt()),
    );
    expect(answers).toHaveLength(200);
    const { succeeded, refusals } = tally(answers);
    expect(succeeded).toBe(required);
    expect(refusals).toEqual({ "registration.staffMaximumReached": 196 });
    expect(await staffOf(db(), meansId)).toEqual({
      required,
      validated: required,
      pending: 60 - required,
      countedValidated: required,
      countedPending: 60 - required,
    });
  });
});

describe("the database's refusals, whatever slips past the checks", () => {
  const refusalOf = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (error instanceof Refusal)
        return { status: refusalStatus(error.error), body: error.error };
      throw error;
    }
    throw new Error("The action was not refused");
  };

  it("answers the exclusion of overlapping validated registrations with the means in the way", async () => {
    const day = freshDay();
    const booked = await createMeansAt(db(), place, { day, from: 8, to: 10 });
    const far = await createMeansAt(db(), outside, { day, from: 10, to: 12 });
    const other = await addMeans(db(), booked.operationalActivityId, { day, from: 9, to: 14 });
    const [person] = await personsServing(db(), place.activityId, 1);
    for (const means of [booked, far]) {
      await insertRegistration(db(), {
        person_id: person as number,
        means_of_intervention_id: means.meansId,
        status: "validated",
      });
    }
    const context = {
      action: "assign",
      personId: person as number,
      meansOfInterventionId: other,
      start: new Date(`${day}T09:00:00Z`),
      end: new Date(`${day}T14:00:00Z`),
    };
    const refusalFor = (access: Access) =>
      refusalOf(() =>
        staffingTransaction(db(), access, "registration", (trx) =>
          writing(context, () =>
            insertRegistration(trx, {
              person_id: person as number,
              means_of_intervention_id: other,
              status: "validated",
            }),
          ),
        ),
      );
    const refusalNaming = (otherIds: number[]) => ({
      status: 409,
      body: {
        category: "registration",
        code: "existingRegistrationConflict",
        data: {
          conflicts: [
            {
              type: "existingRegistration",
              personId: person,
              meansOfInterventionId: other,
              otherIds,
              blocking: true,
            },
          ],
        },
      },
    });
    // The manager's scope holds the first means, not the one in Lyon: only the first is named.
    expect(await refusalFor(managerAccess)).toEqual(refusalNaming([booked.meansId]));
    const everywhere = await accessOfSubject(db(), "demo-admin");
    expect(await refusalFor(everywhere)).toEqual(
      refusalNaming([booked.meansId, far.meansId].sort((a, b) => a - b)),
    );
  });

  it("answers a registration moved to another means after it was read as registration.concurrentChange", async () => {
    const day = freshDay();
    const first = await createMeansAt(db(), place, { day });
    const second = await addMeans(db(), first.operationalActivityId, { day });
    const [person] = await personsServing(db(), place.activityId, 1);
    const id = await insertRegistration(db(), {
      person_id: person as number,
      means_of_intervention_id: first.meansId,
      status: "pending",
    });
    const found = await requirePlacedRegistration(db(), id);
    // A split of the means moves the registration to its other half meanwhile.
    await db()
      .updateTable("registration")
      .set({ means_of_intervention_id: second })
      .where("id", "=", id)
      .execute();
    expect(
      await refusalOf(() =>
        staffingTransaction(db(), managerAccess, "registration", (trx) =>
          lockRegistration(trx, found),
        ),
      ),
    ).toEqual({
      status: 409,
      body: { category: "registration", code: "concurrentChange", data: { id } },
    });
  });

  it("answers a second live registration, a second pending schedule change, and lasting deadlocks", async () => {
    const { meansId, start, end } = await createMeansAt(db(), place);
    const [person] = await personsServing(db(), place.activityId, 1);
    const registration = await insertRegistration(db(), {
      person_id: person as number,
      means_of_intervention_id: meansId,
      status: "pending",
      is_proposed: true,
    });
    const again = await refusalOf(() =>
      staffingTransaction(db(), managerAccess, "registration", (trx) =>
        writing(
          { action: "register", personId: person as number, meansOfInterventionId: meansId },
          () =>
            insertRegistration(trx, {
              person_id: person as number,
              means_of_intervention_id: meansId,
              status: "pending",
            }),
        ),
      ),
    );
    expect(again).toEqual({
      status: 409,
      body: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "pendingProposed", action: "register", allowedFrom: ["none"] },
      },
    });

    const change = {
      registration_id: registration,
      start_at: start,
      end_at: end,
      proposed_by: person as number,
    };
    await db().insertInto("schedule_change").values(change).execute();
    expect(
      await refusalOf(() =>
        staffingTransaction(db(), managerAccess, "scheduleChange", (trx) =>
          writing({ action: "proposeSchedule", registrationId: registration }, () =>
            trx.insertInto("schedule_change").values(change).execute(),
          ),
        ),
      ),
    ).toEqual({
      status: 409,
      body: {
        category: "scheduleChange",
        code: "pendingExists",
        data: { registrationId: registration },
      },
    });

    let attempts = 0;
    expect(
      await refusalOf(() =>
        staffingTransaction(db(), managerAccess, "registration", async () => {
          attempts += 1;
          throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
        }),
      ),
    ).toEqual({
      status: 409,
      body: { category: "registration", code: "concurrentChange", data: {} },
    });
    expect(attempts).toBe(4);
    let tries = 0;
    expect(
      await staffingTransaction(db(), managerAccess, "registration", async () => {
        tries += 1;
        if (tries < 3) throw Object.assign(new Error("could not serialize"), { code: "40001" });
        return "done";
      }),
    ).toBe("done");
  });
});

describe("the same people on two overlapping means, 200 concurrent attempts", () => {
  it("validates each person on one of the two means at most, refusing the other cleanly", async () => {
    const day = freshDay();
    const first = await createMeansAt(db(), place, {
      day,
      from: 8,
      to: 14,
      requiredStaff: 200,
      automaticRegistrationValidation: true,
    });
    const second = await addMeans(db(), first.operationalActivityId, {
      day,
      from: 12,
      to: 18,
      requiredStaff: 200,
      automaticRegistrationValidation: true,
    });
    const means = [first.meansId, second];
    const volunteers = await fieldStaffUsers(db(), [place.activityId], 30);
    const assignees = await personsServing(db(), place.activityId, 40);
    const waiting = await personsServing(db(), place.activityId, 30);
    const pending: number[] = [];
    for (const person of waiting) {
      for (const meansId of means) {
        pending.push(
          await insertRegistration(db(), {
            person_id: person,
            means_of_intervention_id: meansId,
            status: "pending",
          }),
        );
      }
    }
    const attempts = shuffled([
      ...volunteers.flatMap(({ subject }) =>
        means.map(
          (meansId) => () =>
            server.call(subject, "POST", "Registration/Register", {
              meansOfInterventionIds: [meansId],
            }),
        ),
      ),
      ...assignees.flatMap((person) =>
        means.map(
          (meansId) => () =>
            server.call(manager, "POST", "Registration/Assign", {
              personIds: [person],
              meansOfInterventionIds: [meansId],
            }),
        ),
      ),
      ...pending.map((id) => () => server.call(manager, "POST", `Registration/Validate/${id}`, {})),
    ]);
    expect(attempts).toHaveLength(200);

    const answers = await Promise.all(attempts.map((attempt) => attempt()));
    const { succeeded, refusals } = tally(answers);
    const everyone = [
      ...volunteers.map((volunteer) => volunteer.personId),
      ...assignees,
      ...waiting,
    ];
    expect(succeeded).toBe(everyone.length);
    expect(refusals).toEqual({ "registration.existingRegistrationConflict": everyone.length });
    const refused = answers.filter((answer) => answer.status === 409);
    for (const answer of refused) {
      expect(answer.body.data).toMatchObject({
        conflicts: [expect.objectContaining({ type: "existingRegistration", blocking: true })],
      });
    }

    const validated = [...(await validatedOn(first.meansId)), ...(await validatedOn(second))];
    const perPerson = new Map<number, number>();
    for (const row of validated) {
      perPerson.set(row.person_id, (perPerson.get(row.person_id) ?? 0) + 1);
    }
    expect([...perPerson.keys()].sort((a, b) => a - b)).toEqual(
      [...everyone].sort((a, b) => a - b),
    );
    expect([...perPerson.values()].every((count) => count === 1)).toBe(true);
    const [a, b] = [await staffOf(db(), first.meansId), await staffOf(db(), second)];
    expect(a.validated + b.validated).toBe(everyone.length);
    expect(a.validated).toBe(a.countedValidated);
    expect(b.validated).toBe(b.countedValidated);
  });
});
