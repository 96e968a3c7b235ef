import { meansNoticeRecipientsListed } from "@releve/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobQueue } from "../src/platform/job-queue.js";
import { mailDeliveryQueue } from "../src/subjects/notifications/index.js";
import { prepareOutbox } from "../src/subjects/notifications/preparation.js";
import { demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { uniqueSuffix } from "./support/notices.js";
import {
  createMeans,
  createScope,
  insertRegistration,
  registration,
} from "./support/planning-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const admin = "demo-admin"; // Admin: every place, writes means
const manager = "demo-b"; // B: Paris × first-aid posts and street outreach only
const reader = "demo-d"; // D: reads the means of Île-de-France, writes none
const timeZone = "Europe/Paris";
const publicUrl = "https://localhost:8443";
const mobilization = "MeansOfIntervention/NotifyMobilization";
const opening = "MeansOfIntervention/NotifyOpening";

let queue: JobQueue;

beforeAll(async () => {
  // A queue that only creates the delivery tasks the preparation writes; nothing is sent.
  queue = new JobQueue({
    database: server.database.queue,
    db: server.database.db,
    clock: () => new Date(),
    timeZone,
    jobs: [],
    tasks: [mailDeliveryQueue()],
    workers: false,
    log: () => {},
  });
  await queue.start();
});

afterAll(async () => {
  await queue.stop(1000);
});

/** A person of a staff type, with an address unless told, linked to an activity when given. */
async function person(
  lastName: string,
  options: { staffType?: "volunteer" | "employee"; email?: boolean; activityId?: number } = {},
): Promise<number> {
  const { db } = server.database;
  const row = await db
    .insertInto("person")
    .values({
      first_name: "Camille",
      last_name: lastName,
      staff_type: options.staffType ?? "volunteer",
      email:
        options.email === false ? null : `${lastName.toLowerCase()}.${uniqueSuffix()}@example.org`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (options.activityId !== undefined) {
    await db
      .insertInto("person_activity")
      .values({ person_id: row.id, activity_id: options.activityId })
      .execute();
  }
  return row.id;
}

/** An open means on a new place, with room for five. */
async function freshMeans(options: { endAt?: string; startAt?: string } = {}) {
  const scope = await createScope(server.database.db);
  const meansId = await createMeans(server.database.db, scope, { requiredStaff: 5, ...options });
  return { scope, meansId };
}

async function register(personId: number, meansId: number, status: "validated" | "pending") {
  return insertRegistration(server.database.db, registration(personId, meansId, { status }));
}

/** The events written for a means, newest first. */
async function eventsOf(meansId: number) {
  const rows = await server.database.db
    .selectFrom("outbox")
    .select(["id", "kind", "payload"])
    .where(sql<boolean>`payload @> ${JSON.stringify({ meansOfInterventionId: meansId })}::jsonb`)
    .orderBy("id", "desc")
    .execute();
  return rows;
}

/** Prepares every event waiting, as the outbox job does, and answers the messages of one. */
async function messagesOf(outboxId: string) {
  const { db } = server.database;
  await prepareOutbox({ db, queue, now: new Date() }, { publicUrl, timeZone });
  return db
    .selectFrom("mail_message")
    .select(["recipient_person_id", "kind", "subject", "text"])
    .where("outbox_id", "=", outboxId)
    .orderBy("recipient_person_id")
    .execute();
}

/** Moves the events of a means back in time, as if sent `minutes` ago. */
async function age(meansId: number, minutes: number) {
  const { db } = server.database;
  const earlier = (at: unknown) => new Date(new Date(String(at)).getTime() - minutes * 60_000);
  for (const event of await eventsOf(meansId)) {
    const payload = event.payload as Record<string, unknown>;
    await db
      .updateTable("outbox")
      .set({
        created_at: sql`created_at - make_interval(mins => ${minutes})`,
        payload: payload.notifiedAt
          ? { ...payload, notifiedAt: earlier(payload.notifiedAt).toISOString() }
          : payload,
      })
      .where("id", "=", event.id)
      .execute();
  }
}

/** A means with Anna (validated, declined her links), Bruno (validated, no address), Chloé (pending). */
async function staffedMeans() {
  const { meansId, scope } = await freshMeans();
  const anna = await person(`Arnaud-${uniqueSuffix()}`);
  const bruno = await person(`Bertin-${uniqueSuffix()}`, { staffType: "employee", email: false });
  const chloe = await person(`Colin-${uniqueSuffix()}`);
  const annaRegistration = await register(anna, meansId, "validated");
  const brunoRegistration = await register(bruno, meansId, "validated");
  await register(chloe, meansId, "pending");
  await server.database.db
    .updateTable("registration")
    .set({ feedback: "declined", feedback_at: new Date() })
    .where("id", "=", annaRegistration)
    .execute();
  return {
    meansId,
    scope,
    anna,
    bruno,
    chloe,
    registrations: [annaRegistration, brunoRegistration],
  };
}

describe("notify mobilization (decision 035)", () => {
  it("lists the people validated on the means before anything is sent, and whom an address reaches", async () => {
    const { meansId, anna, bruno } = await staffedMeans();
    const answer = await server.call(admin, "GET", `${mobilization}/Recipients/${meansId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        expect.objectContaining({
          personId: anna,
          staffType: "volunteer",
          reachable: true,
          feedback: "declined",
        }),
        expect.objectContaining({
          personId: bruno,
          staffType: "employee",
          reachable: false,
          feedback: null,
        }),
      ],
      total: 2,
      reachable: 1,
      lastNotifiedAt: null,
      availableAt: null,
    });
    expect(answer.body.items[0]).toMatchObject({ firstName: "Camille" });
    expect(await eventsOf(meansId)).toEqual([]);
  });

  it("writes one event with the manager's comment, prepared into one message per reachable person, with its links", async () => {
    const { meansId, anna, registrations } = await staffedMeans();
    const sent = await server.call(admin, "POST", `${mobilization}/${meansId}`, {
      comment: "Rendez-vous au local à 7 h 30.",
    });
    expect(sent).toMatchObject({
      status: 200,
      body: {
        recipientCount: 1,
        unreachableCount: 1,
        notifiedAt: expect.stringMatching(/\+0[12]:00$/),
      },
    });
    const [event, ...others] = await eventsOf(meansId);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      kind: "mobilisation",
      payload: {
        notice: "notifyMobilization",
        meansOfInterventionId: meansId,
        registrationIds: registrations,
        comment: "Rendez-vous au local à 7 h 30.",
      },
    });
    const messages = await messagesOf(event?.id ?? "");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient_person_id: anna, kind: "mobilisation" });
    expect(messages[0]?.subject).toMatch(/^Mobilisation : Ambulance de test — /);
    expect(messages[0]?.text).toContain("Vous êtes attendu·e sur ce moyen.");
    expect(messages[0]?.text).toContain("Rendez-vous au local à 7 h 30.");
    expect(messages[0]?.text).toContain("/notification-feedback?token=");
    // Preparing again writes nothing more.
    expect(await messagesOf(event?.id ?? "")).toHaveLength(1);
  });

  it("tells nobody withdrawn between the sending and the preparation", async () => {
    const { meansId, registrations } = await staffedMeans();
    await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" });
    await server.database.db
      .updateTable("registration")
      .set({ status: "unregistered" })
      .where("id", "in", registrations)
      .execute();
    const [event] = await eventsOf(meansId);
    expect(await messagesOf(event?.id ?? "")).toEqual([]);
  });

  it("refuses the same notice within ten minutes, saying when it was sent and may be again; accepts it after", async () => {
    const { meansId } = await staffedMeans();
    const first = await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" });
    expect(first.status).toBe(200);
    const again = await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" });
    expect(again).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "notifiedRecently",
        data: { id: meansId, action: "notifyMobilization" },
      },
    });
    const { at, availableAt } = again.body.data;
    expect(new Date(availableAt).getTime() - new Date(at).getTime()).toBe(10 * 60_000);
    expect(at).toBe(first.body.notifiedAt);
    const listed = await server.call(admin, "GET", `${mobilization}/Recipients/${meansId}`);
    expect(listed.body).toMatchObject({ lastNotifiedAt: at, availableAt });

    await age(meansId, 11);
    expect(
      (await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" })).status,
    ).toBe(200);
    expect(await eventsOf(meansId)).toHaveLength(2);
  });

  it("sends one notice when pressed twice at once", async () => {
    const { meansId } = await staffedMeans();
    const answers = await Promise.all(
      [1, 2].map(() => server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await eventsOf(meansId)).toHaveLength(1);
  });

  it("is not held back by one registration's own mobilisation", async () => {
    const { meansId, anna, registrations } = await staffedMeans();
    await server.database.db
      .insertInto("outbox")
      .values({
        kind: "mobilisation",
        payload: {
          action: "validate",
          registrationId: registrations[0],
          personId: anna,
          meansOfInterventionId: meansId,
        },
      })
      .execute();
    expect(
      (await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" })).status,
    ).toBe(200);
  });

  it("refuses a means where nobody validated can be reached, counting those without an address", async () => {
    const { meansId } = await freshMeans();
    await register(await person(`Dupont-${uniqueSuffix()}`), meansId, "pending");
    await register(
      await person(`Durand-${uniqueSuffix()}`, { email: false }),
      meansId,
      "validated",
    );
    expect(
      await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "noRecipient",
        data: { id: meansId, action: "notifyMobilization", unreachable: 1 },
      },
    });
    expect(await eventsOf(meansId)).toEqual([]);
  });

  it("refuses a draft or cancelled means, and one that has ended", async () => {
    const { meansId, scope } = await staffedMeans();
    for (const status of ["draft", "cancelled"] as const) {
      await setStatus(meansId, status);
      expect(
        await server.call(admin, "POST", `${mobilization}/${meansId}`, { comment: "" }),
      ).toMatchObject({
        status: 409,
        body: {
          category: "meansOfIntervention",
          code: "unexpectedStatus",
          data: { status, action: "notifyMobilization", allowedFrom: ["public", "open"] },
        },
      });
    }
    const ended = await createMeans(server.database.db, scope, {
      startAt: "2024-03-10T08:00:00Z",
      endAt: "2024-03-10T16:00:00Z",
    });
    expect(
      await server.call(admin, "POST", `${mobilization}/${ended}`, { comment: "" }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "ended",
        data: { id: ended, action: "notifyMobilization", end: "2024-03-10T17:00:00+01:00" },
      },
    });
  });
});

describe("notify opening (decision 035)", () => {
  /** An open means and the people of its activity: two volunteers to tell, others not. */
  async function openMeans() {
    const { meansId, scope } = await freshMeans();
    const activityId = scope.activityId;
    const told = await person(`Aubert-${uniqueSuffix()}`, { activityId });
    const unreachable = await person(`Barbier-${uniqueSuffix()}`, { activityId, email: false });
    const registered = await person(`Caron-${uniqueSuffix()}`, { activityId });
    await register(registered, meansId, "pending");
    await person(`Denis-${uniqueSuffix()}`, { activityId, staffType: "employee" });
    await person(`Émery-${uniqueSuffix()}`);
    return { meansId, scope, told, unreachable };
  }

  it("lists the volunteers of the activity not registered on the means", async () => {
    const { meansId, told, unreachable } = await openMeans();
    const answer = await server.call(admin, "GET", `${opening}/Recipients/${meansId}`);
    expect(answer).toMatchObject({
      status: 200,
      body: { total: 2, reachable: 1, lastNotifiedAt: null },
    });
    expect(answer.body.items).toEqual([
      expect.objectContaining({ personId: told, reachable: true, feedback: null }),
      expect.objectContaining({ personId: unreachable, reachable: false, feedback: null }),
    ]);
  });

  it("writes one opening event with the comment, prepared into one message per reachable volunteer", async () => {
    const { meansId, told } = await openMeans();
    const sent = await server.call(admin, "POST", `${opening}/${meansId}`, {
      comment: "Il reste deux places.",
    });
    expect(sent).toMatchObject({ status: 200, body: { recipientCount: 1, unreachableCount: 1 } });
    const [event] = await eventsOf(meansId);
    expect(event).toMatchObject({
      kind: "opening",
      payload: {
        notice: "notifyOpening",
        meansOfInterventionId: meansId,
        comment: "Il reste deux places.",
      },
    });
    const messages = await messagesOf(event?.id ?? "");
    expect(messages).toEqual([
      expect.objectContaining({ recipient_person_id: told, kind: "opening" }),
    ]);
    expect(messages[0]?.subject).toMatch(/^Ouvert aux bénévoles : /);
    expect(messages[0]?.text).toContain("Il reste deux places.");
  });

  it("counts the opening itself as an opening notice", async () => {
    const { meansId } = await openMeans();
    await setStatus(meansId, "public");
    expect(
      (await server.call(admin, "POST", `MeansOfIntervention/Open/${meansId}`, { comment: "" }))
        .status,
    ).toBe(200);
    expect(
      await server.call(admin, "POST", `${opening}/${meansId}`, { comment: "" }),
    ).toMatchObject({
      status: 409,
      body: { code: "notifiedRecently", data: { action: "notifyOpening" } },
    });
    const listed = await server.call(admin, "GET", `${opening}/Recipients/${meansId}`);
    expect(listed.body.availableAt).not.toBeNull();
  });

  it("refuses a means that is not open, and one nobody would hear of", async () => {
    const { meansId } = await openMeans();
    await setStatus(meansId, "public");
    expect(
      await server.call(admin, "POST", `${opening}/${meansId}`, { comment: "" }),
    ).toMatchObject({
      status: 409,
      body: {
        code: "unexpectedStatus",
        data: { status: "public", action: "notifyOpening", allowedFrom: ["open"] },
      },
    });
    const lonely = (await freshMeans()).meansId;
    expect(await server.call(admin, "POST", `${opening}/${lonely}`, { comment: "" })).toMatchObject(
      {
        status: 409,
        body: {
          code: "noRecipient",
          data: { id: lonely, action: "notifyOpening", unreachable: 0 },
        },
      },
    );
  });

  it("lists at most the first persons by name, and counts them all", async () => {
    const { meansId, scope } = await freshMeans();
    const { db } = server.database;
    const batch = uniqueSuffix();
    const persons = await db
      .insertInto("person")
      .values(
        Array.from({ length: meansNoticeRecipientsListed + 3 }, (_unused, index) => ({
          first_name: "Camille",
          last_name: `${batch}-${String(index).padStart(3, "0")}`,
          staff_type: "volunteer" as const,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("person_activity")
      .values(persons.map(({ id }) => ({ person_id: id, activity_id: scope.activityId })))
      .execute();
    const answer = await server.call(admin, "GET", `${opening}/Recipients/${meansId}`);
    expect(answer.body).toMatchObject({ total: meansNoticeRecipientsListed + 3, reachable: 0 });
    expect(answer.body.items).toHaveLength(meansNoticeRecipientsListed);
    expect(answer.body.items[0].lastName).toBe(`${batch}-000`);
  });
});

describe("who may notify (decision 035)", () => {
  it("answers notFound for an unknown means and forbidden outside the role's scope", async () => {
    const { meansId } = await staffedMeans();
    for (const path of [`${mobilization}/Recipients/`, `${opening}/Recipients/`]) {
      expect(await server.call(manager, "GET", `${path}${meansId}`)).toMatchObject({
        status: 403,
        body: { category: "meansOfIntervention", code: "forbidden" },
      });
      expect(await server.call(manager, "GET", `${path}987654`)).toMatchObject({
        status: 404,
        body: { category: "meansOfIntervention", code: "notFound" },
      });
    }
    for (const path of [`${mobilization}/`, `${opening}/`]) {
      expect(
        await server.call(manager, "POST", `${path}${meansId}`, { comment: "" }),
      ).toMatchObject({
        status: 403,
        body: { category: "meansOfIntervention", code: "forbidden" },
      });
    }
    expect(await eventsOf(meansId)).toEqual([]);
  });

  it("lets a manager notify in their scope, and a reader list whom but never send", async () => {
    const { paris15, publicEvent } = await demoPlaces(server.database.db);
    const activity = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
      status: "public",
    });
    const meansId = await insertMeans(server.database.db, activity, "open");
    await insertRegistration(
      server.database.db,
      registration(await person(`Fabre-${uniqueSuffix()}`), meansId, {
        status: "validated",
        start_at: "2027-03-10T08:00:00+01:00",
        end_at: "2027-03-10T20:00:00+01:00",
      }),
    );
    expect(await server.call(reader, "GET", `${mobilization}/Recipients/${meansId}`)).toMatchObject(
      {
        status: 200,
        body: { total: 1, reachable: 1 },
      },
    );
    expect(
      await server.call(reader, "POST", `${mobilization}/${meansId}`, { comment: "" }),
    ).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "meansOfIntervention" },
      },
    });
    expect(
      await server.call(manager, "POST", `${mobilization}/${meansId}`, { comment: "" }),
    ).toMatchObject({
      status: 200,
      body: { recipientCount: 1, unreachableCount: 0 },
    });
  });
});

async function setStatus(meansId: number, status: "draft" | "public" | "open" | "cancelled") {
  await server.database.db
    .updateTable("means_of_intervention")
    .set({ status })
    .where("id", "=", meansId)
    .execute();
}
