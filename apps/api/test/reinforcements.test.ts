import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces, idOf, insertActivity, insertPerson, meansTypeId } from "./support/fixtures.js";
import { insertPersonNotification, insertSharedAddress, uniqueSuffix } from "./support/notices.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // B: Paris × first-aid posts and street outreach, reinforcement.manage
const readOnly = "demo-d"; // D: no reinforcement.manage
const staffAssigner = "demo-baps"; // BAPS: no reinforcement requests (spec 02 §6)
let paris: number;
let paris15: number;
let lyon7: number;
let publicEvent: number;
let sport: number;
let course: number;
let streetOutreach: number;

beforeAll(async () => {
  const { db } = server.database;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
  paris = await idOf(db, "entity", "paris");
  sport = await idOf(db, "activity", "dpsSport");
  streetOutreach = await idOf(db, "activity", "streetOutreach");
});

/**
 * A new section under Paris and a rescue centre under it, in the manager's scope: each test
 * registers its recipients there, so what others register does not reach its means.
 */
async function freshEntities() {
  const { db } = server.database;
  const typeOf = async (code: string) =>
    (
      await db
        .selectFrom("entity_type")
        .select("id")
        .where("code", "=", code)
        .executeTakeFirstOrThrow()
    ).id;
  const insert = async (type: string, parent: number) =>
    (
      await db
        .insertInto("entity")
        .values({
          code: `${type}-${uniqueSuffix()}`,
          type_id: await typeOf(type),
          parent_id: parent,
          label: { fr: "Entité de test", en: "Test entity", de: "Testeinheit" },
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const section = await insert("section", paris);
  const centre = await insert("rescueCentre", section);
  return { section, centre };
}

/**
 * A means on a new activity at a place, in a status, for a period (in 2027 by default), with
 * its staff: `validated` and `pending` registrations of new people.
 */
async function insertMeansWith(
  place: { entityId: number; activityId: number },
  options: {
    status?: "draft" | "public" | "open" | "cancelled";
    required?: number;
    validated?: number;
    pending?: number;
    start?: string;
    end?: string;
    operationalActivityId?: number;
  } = {},
): Promise<number> {
  const { db } = server.database;
  const start = options.start ?? "2027-03-10T08:00:00+01:00";
  const end = options.end ?? "2027-03-10T20:00:00+01:00";
  const means = await db
    .insertInto("means_of_intervention")
    .values({
      operational_activity_id:
        options.operationalActivityId ??
        (await insertActivity(db, { ...place, status: "public", start, end })),
      type_id: await meansTypeId(db),
      start_at: start,
      end_at: end,
      required_staff: options.required ?? 2,
      status: options.status ?? "open",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const registrations = [
    ...Array<"validated">(options.validated ?? 0).fill("validated"),
    ...Array<"pending">(options.pending ?? 0).fill("pending"),
  ];
  for (const status of registrations) {
    await db
      .insertInto("registration")
      .values({
        person_id: await insertPerson(db, "volunteer"),
        means_of_intervention_id: means.id,
        status,
        start_at: start,
        end_at: end,
      })
      .execute();
  }
  return means.id;
}

/** The reinforcement requests written for some means. */
async function requestsFor(meansIds: number[]) {
  const rows = await server.database.db
    .selectFrom("outbox")
    .select("payload")
    .where("kind", "=", "reinforcement")
    .orderBy("id")
    .execute();
  return rows
    .map((row) => row.payload as { meansOfInterventionIds: number[] } & Record<string, unknown>)
    .filter((payload) => payload.meansOfInterventionIds.some((id) => meansIds.includes(id)));
}

async function personOf(subject: string) {
  const row = await server.database.db
    .selectFrom("user_profile")
    .select("person_id")
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  return row.person_id;
}

const sharedAddress = (place: { entityId: number; activityId: number }, email?: string) => ({
  ...place,
  name: "Astreinte DPS",
  email: email ?? `astreinte-${uniqueSuffix()}@releve.example`,
  emailType: "shared",
});

describe("registering who is notified (spec 02 §2, §3)", () => {
  it("registers a shared address and a person for an entity and an activity", async () => {
    const place = { entityId: paris15, activityId: publicEvent };
    const email = `Astreinte-${uniqueSuffix()}@Releve.example`;
    const address = await server.call(manager, "POST", "ReinforcementNotification", {
      ...sharedAddress(place, `  ${email} `),
      name: "  Astreinte DPS  ",
    });
    expect(address).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        ...place,
        kind: "sharedAddress",
        name: "Astreinte DPS",
        email,
        emailType: "shared",
      },
    });
    const personId = await insertPerson(server.database.db, "employee");
    const person = await server.call(manager, "POST", "ReinforcementNotification", {
      ...place,
      personId,
    });
    expect(person).toMatchObject({
      status: 201,
      body: { ...place, kind: "person", personId, firstName: "Camille" },
    });
    expect(
      await server.call(manager, "GET", `ReinforcementNotification/${person.body.id}`),
    ).toEqual({ status: 200, body: person.body });
  });

  it("refuses the same shared address twice for a place, whatever its case", async () => {
    const place = { entityId: paris15, activityId: sport };
    const email = `cellule-${uniqueSuffix()}@releve.example`;
    expect(
      (await server.call(manager, "POST", "ReinforcementNotification", sharedAddress(place, email)))
        .status,
    ).toBe(201);
    const again = await server.call(
      manager,
      "POST",
      "ReinforcementNotification",
      sharedAddress(place, ` ${email.toUpperCase()}`),
    );
    expect(again).toMatchObject({
      status: 409,
      body: {
        category: "reinforcement",
        code: "sharedReinforcementAddressAlreadyExists",
        data: { ...place, email: email.toUpperCase() },
      },
    });
    // The same address for another entity is another registration.
    const elsewhere = { entityId: paris15, activityId: streetOutreach };
    expect(
      (
        await server.call(
          manager,
          "POST",
          "ReinforcementNotification",
          sharedAddress(elsewhere, email),
        )
      ).status,
    ).toBe(201);
  });

  it("refuses the same person twice for a place", async () => {
    const place = { entityId: paris15, activityId: sport };
    const personId = await insertPerson(server.database.db, "volunteer");
    expect(
      (await server.call(manager, "POST", "ReinforcementNotification", { ...place, personId }))
        .status,
    ).toBe(201);
    expect(
      await server.call(manager, "POST", "ReinforcementNotification", { ...place, personId }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "reinforcement",
        code: "reinforcementPersonAlreadyExists",
        data: { ...place, personId },
      },
    });
  });

  it("refuses a duplicate the database catches when two requests race", async () => {
    const place = { entityId: paris15, activityId: sport };
    const email = `course-${uniqueSuffix()}@releve.example`;
    const answers = await Promise.all(
      [email, email.toUpperCase()].map((address) =>
        server.call(manager, "POST", "ReinforcementNotification", sharedAddress(place, address)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      category: "reinforcement",
      code: "sharedReinforcementAddressAlreadyExists",
    });
  });

  it.each([
    ["an invalid e-mail", { email: "astreinte" }, { field: "email", code: "email.invalid" }],
    ["a blank name", { name: "  " }, { field: "name", code: "required" }],
    ["an unknown e-mail type", { emailType: "fax" }, { field: "emailType", code: "value.invalid" }],
    ["no entity", { entityId: undefined }, { field: "entityId", code: "required" }],
  ])("refuses %s as an invalid form", async (_name, overrides, finding) => {
    const place = { entityId: paris15, activityId: publicEvent };
    const refused = await server.call(manager, "POST", "ReinforcementNotification", {
      ...sharedAddress(place),
      ...overrides,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm" },
    });
    expect(refused.body.data.findings).toContainEqual(expect.objectContaining(finding));
  });

  it("refuses an unknown entity, activity or person", async () => {
    const place = { entityId: paris15, activityId: publicEvent };
    for (const [body, category, id] of [
      [sharedAddress({ ...place, entityId: 999999 }), "entity", 999999],
      [{ ...place, personId: 999999 }, "person", 999999],
    ] as const) {
      expect(await server.call(manager, "POST", "ReinforcementNotification", body)).toMatchObject({
        status: 404,
        body: { category, code: "notFound", data: { id } },
      });
    }
  });

  it("refuses an id no row can have, as the form does (decision 020)", async () => {
    const place = { entityId: paris15, activityId: publicEvent };
    for (const [body, field, finding] of [
      [
        sharedAddress({ ...place, activityId: 0 }),
        "activityId",
        { code: "number.tooSmall", params: { min: 1 } },
      ],
      [
        { ...place, personId: 99_999_999_999 },
        "personId",
        { code: "number.tooLarge", params: { max: 2_147_483_647 } },
      ],
    ] as const) {
      expect(await server.call(manager, "POST", "ReinforcementNotification", body)).toMatchObject({
        status: 400,
        body: {
          category: "validation",
          code: "invalidForm",
          data: { findings: [{ field, ...finding, severity: "blocking" }] },
        },
      });
    }
  });

  it("refuses a place outside the role's scope, and a role without the feature", async () => {
    const outside = { entityId: lyon7, activityId: publicEvent };
    expect(
      await server.call(manager, "POST", "ReinforcementNotification", sharedAddress(outside)),
    ).toMatchObject({
      status: 403,
      body: { category: "reinforcementNotification", code: "forbidden" },
    });
    const place = { entityId: paris15, activityId: publicEvent };
    for (const subject of [readOnly, staffAssigner]) {
      expect(
        await server.call(subject, "POST", "ReinforcementNotification", sharedAddress(place)),
      ).toMatchObject({
        status: 403,
        body: {
          category: "authorization",
          code: "forbidden",
          data: { feature: "reinforcement.manage" },
        },
      });
    }
  });
});

describe("reading, removing and searching notifications", () => {
  it("reads and removes a notification; then it is notFound and may be added again", async () => {
    const place = { entityId: paris15, activityId: publicEvent };
    const email = `retrait-${uniqueSuffix()}@releve.example`;
    const id = await insertSharedAddress(server.database.db, place, email);
    expect(await server.call(manager, "DELETE", `ReinforcementNotification/${id}`)).toEqual({
      status: 204,
      body: null,
    });
    for (const method of ["GET", "DELETE"] as const) {
      expect(await server.call(manager, method, `ReinforcementNotification/${id}`)).toMatchObject({
        status: 404,
        body: { category: "reinforcementNotification", code: "notFound", data: { id } },
      });
    }
    expect(
      (await server.call(manager, "POST", "ReinforcementNotification", sharedAddress(place, email)))
        .status,
    ).toBe(201);
  });

  it("refuses one outside the role's scope, and a role without the feature", async () => {
    const id = await insertSharedAddress(server.database.db, {
      entityId: lyon7,
      activityId: course,
    });
    for (const method of ["GET", "DELETE"] as const) {
      expect(await server.call(manager, method, `ReinforcementNotification/${id}`)).toMatchObject({
        status: 403,
        body: { category: "reinforcementNotification", code: "forbidden", data: { id } },
      });
      expect(await server.call(readOnly, method, `ReinforcementNotification/${id}`)).toMatchObject({
        status: 403,
        body: { category: "authorization", code: "forbidden" },
      });
    }
    expect(await server.call(manager, "GET", "ReinforcementNotification/x")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
  });

  it("searches the role's scope by entity, activity and kind, sorted by name", async () => {
    const { db } = server.database;
    const { section, centre } = await freshEntities();
    const here = { entityId: centre, activityId: publicEvent };
    const address = await insertSharedAddress(db, here);
    const person = await insertPersonNotification(db, here, await insertPerson(db, "volunteer"));
    const atSection = await insertSharedAddress(db, { entityId: section, activityId: sport });
    const outside = await insertSharedAddress(db, { entityId: lyon7, activityId: publicEvent });
    const search = async (criteria: Record<string, unknown>, subject = manager) => {
      const answer = await server.call(subject, "POST", "ReinforcementNotification/search", {
        pageSize: 100,
        ...criteria,
      });
      expect(answer.status).toBe(200);
      return answer.body.items.map((item: { id: number }) => item.id);
    };
    // "Astreinte de test" sorts before "Test n" (the person's last name).
    expect(await search({ entityIds: [centre] })).toEqual([address, person]);
    expect(
      await search({ entityIds: [centre], sort: { field: "name", direction: "desc" } }),
    ).toEqual([person, address]);
    expect(await search({ entityIds: [centre], kind: "person" })).toEqual([person]);
    expect(await search({ entityIds: [centre, section], activityIds: [sport] })).toEqual([
      atSection,
    ]);
    expect(await search({ entityIds: [lyon7] })).toEqual([]);
    expect(await search({ entityIds: [lyon7] }, "demo-admin")).toContain(outside);
    const paged = await server.call(manager, "POST", "ReinforcementNotification/search", {
      entityIds: [centre, section],
      pageSize: 2,
      page: 2,
    });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(1);
  });

  it.each([
    [{ entityIds: ["paris"] }],
    [{ activityIds: [0] }],
    [{ kind: "fax" }],
    [{ sort: { field: "email", direction: "asc" } }],
    [{ page: 0 }],
  ])("refuses the criteria %o as an invalid request", async (criteria) => {
    expect(
      await server.call(manager, "POST", "ReinforcementNotification/search", criteria),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });
});

describe("asking for reinforcement for means lacking staff", () => {
  it("writes one request per person or address of the means' entity, or above, and activity", async () => {
    const { db } = server.database;
    const { section, centre } = await freshEntities();
    const firstAid = { entityId: centre, activityId: publicEvent };
    const sports = { entityId: centre, activityId: sport };
    const email = `astreinte-${uniqueSuffix()}@releve.example`;
    await insertSharedAddress(db, firstAid, email);
    const personId = await insertPerson(db, "volunteer");
    await insertPersonNotification(db, { entityId: section, activityId: publicEvent }, personId);
    await insertPersonNotification(db, sports, personId);
    await insertSharedAddress(db, sports, `sport-${uniqueSuffix()}@releve.example`);
    // Neither the centre's other activity nor another centre hears of the first-aid means.
    await insertSharedAddress(db, { entityId: paris15, activityId: publicEvent });

    const firstAidMeans = await insertMeansWith(firstAid, { status: "open" });
    const sportsMeans = await insertMeansWith(sports, {
      status: "public",
      required: 3,
      validated: 1,
      pending: 1,
    });
    const sent = await server.call(manager, "POST", "ReinforcementNotification/Send", {
      meansOfInterventionIds: [sportsMeans, firstAidMeans, sportsMeans],
      message: "Il manque deux secouristes.",
    });
    expect(sent).toEqual({
      status: 202,
      body: { meansOfInterventionIds: [firstAidMeans, sportsMeans], recipientCount: 3 },
    });
    const requestedBy = await personOf(manager);
    const requests = await requestsFor([firstAidMeans, sportsMeans]);
    expect(requests).toHaveLength(3);
    expect(requests).toEqual(
      expect.arrayContaining([
        {
          recipient: {
            kind: "sharedAddress",
            name: "Astreinte de test",
            email,
            emailType: "shared",
          },
          meansOfInterventionIds: [firstAidMeans],
          message: "Il manque deux secouristes.",
          requestedBy,
        },
        {
          recipient: { kind: "person", personId },
          meansOfInterventionIds: [firstAidMeans, sportsMeans],
          message: "Il manque deux secouristes.",
          requestedBy,
        },
        expect.objectContaining({
          recipient: expect.objectContaining({ kind: "sharedAddress", name: "Astreinte de test" }),
          meansOfInterventionIds: [sportsMeans],
        }),
      ]),
    );
  });

  it("asks for the means of an activity that lack staff, leaving out the others", async () => {
    const { db } = server.database;
    const { centre } = await freshEntities();
    const place = { entityId: centre, activityId: publicEvent };
    await insertSharedAddress(db, place);
    const operationalActivityId = await insertActivity(db, { ...place, status: "public" });
    const within = { operationalActivityId };
    const lacking = await insertMeansWith(place, { ...within, validated: 1 });
    const complete = await insertMeansWith(place, { ...within, validated: 2 });
    const ready = await insertMeansWith(place, { ...within, validated: 1, pending: 1 });
    const draft = await insertMeansWith(place, { ...within, status: "draft" });
    const sent = await server.call(manager, "POST", "ReinforcementNotification/Send", {
      operationalActivityId,
    });
    expect(sent).toEqual({
      status: 202,
      body: { meansOfInterventionIds: [lacking], recipientCount: 1 },
    });
    const requests = await requestsFor([lacking, complete, ready, draft]);
    expect(requests).toEqual([
      expect.objectContaining({ meansOfInterventionIds: [lacking], message: "" }),
    ]);

    const staffed = await insertActivity(db, { ...place, status: "public" });
    await insertMeansWith(place, { operationalActivityId: staffed, validated: 2 });
    expect(
      await server.call(manager, "POST", "ReinforcementNotification/Send", {
        operationalActivityId: staffed,
      }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "reinforcement",
        code: "nothingToReinforce",
        data: { operationalActivityId: staffed },
      },
    });
  });

  it.each([
    [
      "a draft means",
      { status: "draft" },
      {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status: "draft", action: "requestReinforcement", allowedFrom: ["public", "open"] },
      },
    ],
    [
      "a cancelled means",
      { status: "cancelled" },
      { category: "meansOfIntervention", code: "unexpectedStatus", data: { status: "cancelled" } },
    ],
    [
      "a means all staffed",
      { validated: 2 },
      {
        category: "reinforcement",
        code: "staffComplete",
        data: { staffCompleteness: "allStaffed" },
      },
    ],
    [
      "a means whose pending people would complete it",
      { validated: 1, pending: 1 },
      {
        category: "reinforcement",
        code: "staffComplete",
        data: { staffCompleteness: "readyStaffed" },
      },
    ],
    [
      "a means that has ended",
      { start: "2026-01-10T08:00:00+01:00", end: "2026-01-10T20:00:00+01:00" },
      { category: "reinforcement", code: "meansEnded", data: {} },
    ],
  ] as const)("refuses %s and writes nothing", async (_name, options, refusal) => {
    const { centre } = await freshEntities();
    const place = { entityId: centre, activityId: publicEvent };
    await insertSharedAddress(server.database.db, place);
    const good = await insertMeansWith(place);
    const refused = await insertMeansWith(place, options);
    expect(
      await server.call(manager, "POST", "ReinforcementNotification/Send", {
        meansOfInterventionIds: [good, refused],
      }),
    ).toMatchObject({
      status: 409,
      body: refusal,
    });
    expect(await requestsFor([good, refused])).toEqual([]);
  });

  it("refuses a means nobody would hear of", async () => {
    const { centre } = await freshEntities();
    const means = await insertMeansWith({ entityId: centre, activityId: streetOutreach });
    expect(
      await server.call(manager, "POST", "ReinforcementNotification/Send", {
        meansOfInterventionIds: [means],
      }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "reinforcement",
        code: "noRecipient",
        data: { meansOfInterventionId: means, entityId: centre },
      },
    });
    expect(await requestsFor([means])).toEqual([]);
  });

  it("refuses unknown means and activities, and those outside the role's scope", async () => {
    const { db } = server.database;
    const outside = { entityId: lyon7, activityId: course };
    await insertSharedAddress(db, outside);
    const means = await insertMeansWith(outside);
    const send = (body: unknown) =>
      server.call(manager, "POST", "ReinforcementNotification/Send", body);
    expect(await send({ meansOfInterventionIds: [999999] })).toMatchObject({
      status: 404,
      body: { category: "meansOfIntervention", code: "notFound", data: { id: 999999 } },
    });
    expect(await send({ meansOfInterventionIds: [means] })).toMatchObject({
      status: 403,
      body: { category: "meansOfIntervention", code: "forbidden", data: { id: means } },
    });
    expect(await send({ operationalActivityId: 999999 })).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound" },
    });
    expect(
      await send({ operationalActivityId: await insertActivity(db, { ...outside }) }),
    ).toMatchObject({ status: 403, body: { category: "operationalActivity", code: "forbidden" } });
    expect(await requestsFor([means])).toEqual([]);
  });

  it.each([
    [{}],
    [{ meansOfInterventionIds: [] }],
    [{ meansOfInterventionIds: [1], operationalActivityId: 1 }],
    [{ meansOfInterventionIds: [99_999_999_999] }],
    [{ meansOfInterventionIds: Array.from({ length: 101 }, (_unused, index) => index + 1) }],
    [{ operationalActivityId: 1, message: 42 }],
    [{ operationalActivityId: 1, message: "x".repeat(2001) }],
  ])("refuses the request %o as invalid", async (body) => {
    expect(
      await server.call(manager, "POST", "ReinforcementNotification/Send", body),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });

  it("is refused to roles that may not ask for reinforcement", async () => {
    for (const subject of [staffAssigner, readOnly, "demo-v"]) {
      expect(
        await server.call(subject, "POST", "ReinforcementNotification/Send", {
          operationalActivityId: 1,
        }),
      ).toMatchObject({
        status: 403,
        body: {
          category: "authorization",
          code: "forbidden",
          data: { feature: "reinforcement.manage", write: true },
        },
      });
    }
  });
});
