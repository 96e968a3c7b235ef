import { calls, type StaffCounts } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { searchOperationalActivities } from "../src/subjects/activities/search.js";
import { idOf, meansTypeId } from "./support/fixtures.js";
import { accessOfSubject, countingStatements } from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const admin = "demo-admin";

/** The activities of the list's fixtures, in the order they are created (their ids'). */
const names = ["A", "B", "C", "D", "E", "F"] as const;
type Name = (typeof names)[number];

interface Fixture {
  title: string;
  location: string;
  activity: string;
  entity: string;
  status: "draft" | "public" | "cancelled";
  start: string;
  end: string;
  deadline: string | null;
  means: ({ status: "draft" | "public" | "open" | "cancelled" } & StaffCounts)[];
}

const open = (required: number, validated: number, pending: number) =>
  ({ status: "open", required, validated, pending }) as const;

/** Six activities in June 2031, far from anything else the file's tests write. */
const fixtures: Record<Name, Fixture> = {
  A: {
    title: "Église Saint-Paul",
    location: "Parvis",
    activity: "dpsPublicEvent",
    entity: "paris15",
    status: "public",
    start: "2031-06-10T08:00:00+02:00",
    end: "2031-06-10T12:00:00+02:00",
    deadline: "2031-06-05T18:00:00+02:00",
    means: [open(4, 4, 0), { status: "cancelled", required: 3, validated: 0, pending: 0 }],
  },
  B: {
    title: "dune du Pilat",
    location: "",
    activity: "streetOutreach",
    entity: "paris19",
    status: "draft",
    start: "2031-06-11T08:00:00+02:00",
    end: "2031-06-11T20:00:00+02:00",
    deadline: null,
    means: [],
  },
  C: {
    title: "Forêt de Meudon",
    location: "allée des Chênes",
    activity: "shelter",
    entity: "nanterre",
    status: "cancelled",
    start: "2031-06-09T08:00:00+02:00",
    end: "2031-06-12T18:00:00+02:00",
    deadline: "2031-06-01T18:00:00+02:00",
    means: [{ status: "cancelled", required: 2, validated: 1, pending: 0 }],
  },
  D: {
    title: "zoo de Vincennes",
    location: "Bois",
    activity: "foodDistribution",
    entity: "boulogne",
    status: "public",
    start: "2031-06-12T08:00:00+02:00",
    end: "2031-06-12T10:00:00+02:00",
    deadline: "2031-06-08T18:00:00+02:00",
    means: [
      open(4, 1, 2),
      { status: "public", required: 4, validated: 1, pending: 0 },
      { status: "draft", required: 2, validated: 0, pending: 0 },
    ],
  },
  E: {
    title: "Aïd au parc",
    location: "Île Seguin",
    activity: "firstAidCourse",
    entity: "idf",
    status: "draft",
    start: "2031-06-08T08:00:00+02:00",
    end: "2031-06-13T08:00:00+02:00",
    deadline: "2031-06-02T18:00:00+02:00",
    means: [open(5, 1, 0)],
  },
  F: {
    title: "Marché de Noël",
    location: "Place",
    activity: "urgentTransport",
    entity: "lyon7",
    status: "public",
    start: "2031-06-10T08:00:00+02:00",
    end: "2031-06-10T09:00:00+02:00",
    deadline: null,
    means: [open(2, 0, 1), open(2, 0, 0)],
  },
};

const ids = {} as Record<Name, number>;
const june = { from: "2031-06-01T00:00:00+02:00", to: "2031-07-01T00:00:00+02:00" };

async function insertFixture(db: Kysely<Database>, fixture: Fixture): Promise<number> {
  const { id } = await db
    .insertInto("operational_activity")
    .values({
      title: fixture.title,
      location: fixture.location,
      start_at: fixture.start,
      end_at: fixture.end,
      status: fixture.status,
      registration_deadline: fixture.deadline,
      activity_id: await idOf(db, "activity", fixture.activity),
      entity_id: await idOf(db, "entity", fixture.entity),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const means of fixture.means) {
    // The registrations' trigger keeps the counts in real life; the list only reads them.
    const inserted = await db
      .insertInto("means_of_intervention")
      .values({
        operational_activity_id: id,
        type_id: await meansTypeId(db),
        start_at: fixture.start,
        end_at: fixture.end,
        status: means.status,
        required_staff: means.required,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sql`update means_of_intervention
        set validated_staff = ${means.validated}, pending_staff = ${means.pending}
      where id = ${inserted.id}`.execute(db);
  }
  return id;
}

beforeAll(async () => {
  for (const name of names) ids[name] = await insertFixture(server.database.db, fixtures[name]);
});

/** Searches as `subject`, answering the fixtures' names in the order found, and the answer. */
async function search(criteria: object, subject = admin) {
  const found = await server.call(subject, "POST", "OperationalActivity/search", {
    ...june,
    pageSize: 100,
    ...criteria,
  });
  expect(found.status).toBe(200);
  const byId = new Map(names.map((name) => [ids[name], name]));
  return {
    names: found.body.items.map((item: { id: number }) => byId.get(item.id)),
    body: found.body,
  };
}

describe("a row of the activities list", () => {
  it("holds the activity as every call answers it, its names and its means", async () => {
    const { body } = await search({ sort: { field: "start", direction: "asc" } });
    const row = (name: Name) => body.items.find((item: { id: number }) => item.id === ids[name]);
    expect(row("A")).toMatchObject({
      id: ids.A,
      title: "Église Saint-Paul",
      location: "Parvis",
      status: "public",
      start: "2031-06-10T08:00:00+02:00",
      registrationDeadline: "2031-06-05T18:00:00+02:00",
      attachments: [],
      recurrenceId: null,
      activityName: "DPS grand public",
      entityName: "Centre de secours Paris 15e",
      // The cancelled means is counted apart, its places neither required nor filled.
      means: { count: 1, cancelled: 1, staff: { required: 4, validated: 4, pending: 0 } },
    });
    expect(row("C").means).toEqual({
      count: 0,
      cancelled: 1,
      staff: { required: 0, validated: 0, pending: 0 },
    });
    expect(row("D").means).toEqual({
      count: 3,
      cancelled: 0,
      staff: { required: 10, validated: 2, pending: 2 },
    });
    expect(row("B").means).toEqual({
      count: 0,
      cancelled: 0,
      staff: { required: 0, validated: 0, pending: 0 },
    });
    expect(row("E")).toMatchObject({ activityName: "Formation PSC1", entityName: "Île-de-France" });
  });

  it("keeps every field of an activity's answer", async () => {
    const { body } = await search({});
    const read = await server.call(admin, "GET", `OperationalActivity/${ids.D}`);
    const listed = body.items.find((item: { id: number }) => item.id === ids.D);
    expect(listed).toMatchObject(read.body);
    expect(Object.keys(listed).sort()).toEqual(
      Object.keys(calls.operationalActivity.operationalActivityListItemSchema.entries).sort(),
    );
  });
});

describe("sorting the activities list", () => {
  const orders: Record<(typeof calls.operationalActivity.searchSortFields)[number], Name[][]> = {
    // Equal starts (A and F) keep the order of their ids, reversed with the rest.
    start: [
      ["E", "C", "A", "F", "B", "D"],
      ["D", "B", "F", "A", "C", "E"],
    ],
    end: [
      ["F", "A", "B", "D", "C", "E"],
      ["E", "C", "D", "B", "A", "F"],
    ],
    // Without regard to case or accents: Aïd, dune, Église, Forêt, Marché, zoo.
    title: [
      ["E", "B", "A", "C", "F", "D"],
      ["D", "F", "C", "A", "B", "E"],
    ],
    // An empty location comes last either way.
    location: [
      ["C", "D", "E", "A", "F", "B"],
      ["F", "A", "E", "D", "C", "B"],
    ],
    activity: [
      ["C", "D", "A", "E", "B", "F"],
      ["F", "B", "E", "A", "D", "C"],
    ],
    entity: [
      ["D", "F", "C", "A", "B", "E"],
      ["E", "B", "A", "C", "F", "D"],
    ],
    // In the order of the lifecycle: draft, public, cancelled.
    status: [
      ["B", "E", "A", "D", "F", "C"],
      ["C", "F", "D", "A", "E", "B"],
    ],
    // Without a deadline last either way.
    registrationDeadline: [
      ["C", "E", "A", "D", "B", "F"],
      ["D", "A", "E", "C", "F", "B"],
    ],
    meansCount: [
      ["B", "C", "A", "E", "F", "D"],
      ["D", "F", "E", "A", "C", "B"],
    ],
    // 0/4 validated, then 2/10 (8 missing) before 1/5 (4 missing), then nothing missing.
    staffCompleteness: [
      ["F", "D", "E", "A", "B", "C"],
      ["C", "B", "A", "E", "D", "F"],
    ],
  };

  it.each(Object.entries(orders))("sorts on %s both ways", async (field, [asc, desc]) => {
    expect((await search({ sort: { field, direction: "asc" } })).names).toEqual(asc);
    expect((await search({ sort: { field, direction: "desc" } })).names).toEqual(desc);
  });

  it("sorts by start when no sort is asked for", async () => {
    expect((await search({})).names).toEqual(orders.start[0]);
  });

  it("pages through a sort on the staffing, the total with every page", async () => {
    const page = async (number: number) =>
      search({ sort: { field: "staffCompleteness", direction: "asc" }, pageSize: 4, page: number });
    const [first, second, beyond] = await Promise.all([page(1), page(2), page(3)]);
    expect(first.names).toEqual(["F", "D", "E", "A"]);
    expect(second.names).toEqual(["B", "C"]);
    expect(beyond.body).toMatchObject({ items: [], total: 6, page: 3 });
    expect(first.body.total).toBe(6);
  });

  it("names and sorts the activities in the caller's language", async () => {
    const coordinator = "demo-a"; // Claire MARTIN, A: Île-de-France × every activity
    const sorted = { sort: { field: "activity", direction: "asc" } };
    expect((await search(sorted, coordinator)).names).toEqual(["C", "D", "A", "E", "B"]);
    const changed = await server.call(coordinator, "PUT", "UserProfile/Me", { language: "en" });
    expect(changed.status).toBe(200);
    const english = await search(sorted, coordinator);
    expect(english.names).toEqual(["C", "E", "A", "D", "B"]);
    expect(english.body.items[0]).toMatchObject({
      activityName: "Emergency shelter",
      entityName: "Nanterre rescue centre",
    });
  });
});

describe("filtering the activities list", () => {
  const typeId = async (table: "activity_type" | "entity_type", code: string) =>
    (
      await server.database.db
        .selectFrom(table)
        .select("id")
        .where("code", "=", code)
        .executeTakeFirstOrThrow()
    ).id;
  const sorted = { sort: { field: "title", direction: "asc" } };

  it("filters by activity type and entity type, with the other criteria", async () => {
    const training = await typeId("activity_type", "training");
    const firstAidPost = await typeId("activity_type", "firstAidPost");
    const region = await typeId("entity_type", "region");
    const centre = await typeId("entity_type", "rescueCentre");
    expect((await search({ activityTypeIds: [training], ...sorted })).names).toEqual(["E"]);
    expect((await search({ entityTypeIds: [region], ...sorted })).names).toEqual(["E"]);
    expect((await search({ entityTypeIds: [centre], ...sorted })).names).toEqual([
      "B",
      "A",
      "C",
      "F",
      "D",
    ]);
    expect(
      (await search({ activityTypeIds: [training, firstAidPost], entityTypeIds: [centre] })).names,
    ).toEqual(["A"]);
    const paris15 = await idOf(server.database.db, "entity", "paris15");
    expect((await search({ activityTypeIds: [training], entityIds: [paris15] })).names).toEqual([]);
  });

  it("filters by status and period", async () => {
    expect((await search({ status: ["draft", "cancelled"], ...sorted })).names).toEqual([
      "E",
      "B",
      "C",
    ]);
    const twelfth = { from: "2031-06-12T00:00:00+02:00", to: "2031-06-13T00:00:00+02:00" };
    expect((await search({ ...twelfth, ...sorted })).names).toEqual(["E", "C", "D"]);
  });

  it("finds each word in the title or the location, whatever its case and accents", async () => {
    const found = async (text: string) => (await search({ text, ...sorted })).names;
    expect(await found("eglise")).toEqual(["A"]);
    expect(await found("ÉGLISE")).toEqual(["A"]);
    expect(await found("ile")).toEqual(["E"]);
    expect(await found("  foret   MEUDON ")).toEqual(["C"]);
    expect(await found("chenes")).toEqual(["C"]);
    expect(await found("parc seguin")).toEqual(["E"]);
    expect(await found("noel zoo")).toEqual([]);
  });

  it("keeps to the role's scope, whatever the sort", async () => {
    const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
    const found = await search({ sort: { field: "meansCount", direction: "desc" } }, manager);
    expect(found.names).toEqual(["A", "B"]);
    expect(found.body.total).toBe(2);
  });

  it("refuses criteria beyond their bounds or a sort it does not know", async () => {
    for (const criteria of [
      { activityTypeIds: Array.from({ length: 501 }, (_, index) => index + 1) },
      { entityTypeIds: [0] },
      { entityTypeIds: ["region"] },
      { sort: { field: "means", direction: "asc" } },
    ]) {
      expect(
        await server.call(admin, "POST", "OperationalActivity/search", criteria),
      ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
    }
  });
});

describe("the cost of a page", () => {
  it("is one statement, sorted on a column or on the staffing", async () => {
    const access = await accessOfSubject(server.database.db, admin);
    for (const field of ["start", "entity", "staffCompleteness"] as const) {
      const counting = countingStatements(server.database.db);
      const page = await searchOperationalActivities(
        counting.db,
        access,
        { ...june, sort: { field, direction: "desc" }, pageSize: 2, page: 2 },
        "Europe/Paris",
      );
      expect(page.items).toHaveLength(2);
      expect(counting.statements()).toBe(1);
    }
  });
});
