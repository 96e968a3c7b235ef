import { calls } from "@releve/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { foldedPlateNumberSql } from "../src/subjects/means/criteria-sql.js";
import { searchMeansOfIntervention } from "../src/subjects/means/search.js";
import { idOf } from "./support/fixtures.js";
import { june2031, type MeansName, useMeansListWorld } from "./support/means-list-fixtures.js";
import { accessOfSubject, countingStatements } from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const world = useMeansListWorld(() => server.database.db);
const admin = "demo-admin";

/** Searches as `subject` within June 2031, answering the means' names in the order found. */
async function search(criteria: object, subject = admin) {
  const found = await server.call(subject, "POST", "MeansOfIntervention/search", {
    ...june2031,
    pageSize: 100,
    ...criteria,
  });
  expect(found.status).toBe(200);
  return {
    names: found.body.items.map((item: { id: number }) => world.nameOf(item.id)),
    body: found.body,
  };
}

const rowOf = (body: { items: { id: number }[] }, name: MeansName) =>
  body.items.find((item) => item.id === world.ids[name]);

describe("a row of the means list", () => {
  it("keeps every field of a means' answer, and adds its names and its activity", async () => {
    const { body } = await search({});
    const read = await server.call(admin, "GET", `MeansOfIntervention/${world.ids.A}`);
    const listed = rowOf(body, "A");
    expect(listed).toMatchObject(read.body);
    expect(Object.keys(listed ?? {}).sort()).toEqual(
      Object.keys(calls.meansOfIntervention.meansListItemSchema.entries).sort(),
    );
    expect(listed).toMatchObject({
      plateNumber: "AB-123-CD",
      ultimateStart: "2031-06-10T07:30:00+02:00",
      typeName: "Ambulance",
      departureName: "Caserne Nord",
      operationalActivity: {
        title: "Transport Nanterre",
        location: "Hôpital Foch",
        status: "public",
        activityName: "Transport urgent",
        entityName: "Centre de secours Nanterre",
      },
    });
    expect(rowOf(body, "B")).toMatchObject({ departureId: null, departureName: null });
  });

  it("names the type, the departure, the activity and the entity in the caller's language, French where a label lacks it", async () => {
    const coordinator = "demo-a"; // Claire MARTIN, A: Île-de-France × every activity
    const named = async (language: "en" | "de") => {
      const changed = await server.call(coordinator, "PUT", "UserProfile/Me", { language });
      expect(changed.status).toBe(200);
      return (await search({}, coordinator)).body;
    };
    const english = await named("en");
    expect(rowOf(english, "E")).toMatchObject({
      typeName: "Foot patrol",
      departureName: "Dépôt",
      operationalActivity: {
        activityName: "Urgent transport",
        entityName: "Nanterre rescue centre",
      },
    });
    expect(rowOf(english, "A")).toMatchObject({ departureName: "North station" });
    const german = await named("de");
    expect(rowOf(german, "E")).toMatchObject({
      typeName: "Fußstreife",
      departureName: "Dépôt",
      operationalActivity: { activityName: "Notfalltransport" },
    });
    expect(rowOf(german, "D")).toMatchObject({ typeName: "Pkw", departureName: "Nordwache" });
    // Sorted by type in German: Fußstreife, Pkw, Rettungswagen (C is outside the scope).
    const sorted = await search({ sort: { field: "type", direction: "asc" } }, coordinator);
    expect(sorted.names).toEqual(["B", "E", "D", "A"]);
    await server.call(coordinator, "PUT", "UserProfile/Me", { language: "fr" });
  });
});

describe("sorting the means list", () => {
  const orders: Record<(typeof calls.meansOfIntervention.meansSortFields)[number], MeansName[][]> =
    {
      // Equal starts (A and F) keep the order of their ids, reversed with the rest.
      start: [
        ["E", "C", "A", "F", "B", "D"],
        ["D", "B", "F", "A", "C", "E"],
      ],
      end: [
        ["C", "F", "A", "B", "D", "E"],
        ["E", "D", "B", "A", "F", "C"],
      ],
      // Without a rendezvous last either way.
      ultimateStart: [
        ["C", "F", "A", "D", "B", "E"],
        ["D", "A", "F", "C", "E", "B"],
      ],
      // Ambulance, Équipe à pied, Véhicule léger: without regard to accents.
      type: [
        ["A", "C", "B", "E", "D", "F"],
        ["F", "D", "E", "B", "C", "A"],
      ],
      // By the activity's title: Église Saint-Paul, Transport Nanterre, zoo de Lyon.
      activity: [
        ["B", "D", "A", "E", "C", "F"],
        ["F", "C", "E", "A", "D", "B"],
      ],
      // Caserne Nord, Dépôt, Écluse; without a departure last either way.
      departure: [
        ["A", "D", "E", "C", "B", "F"],
        ["C", "E", "D", "A", "F", "B"],
      ],
      // ab-001-zz, AB-123-CD, MÜ-AB 12; none or an empty plate last either way.
      plateNumber: [
        ["D", "A", "C", "B", "E", "F"],
        ["C", "A", "D", "F", "E", "B"],
      ],
      // In the order of the lifecycle: draft, public, open, cancelled.
      status: [
        ["B", "D", "F", "A", "E", "C"],
        ["C", "E", "A", "F", "D", "B"],
      ],
      // 0/3 validated before 0/2 (more missing first), then 1/5, 1/4, 1/2, 4/4.
      staffCompleteness: [
        ["F", "B", "E", "D", "C", "A"],
        ["A", "C", "D", "E", "B", "F"],
      ],
    };

  it.each(Object.entries(orders))("sorts on %s both ways", async (field, [asc, desc]) => {
    expect((await search({ sort: { field, direction: "asc" } })).names).toEqual(asc);
    expect((await search({ sort: { field, direction: "desc" } })).names).toEqual(desc);
  });

  it("sorts by start when no sort is asked for", async () => {
    expect((await search({})).names).toEqual(orders.start[0]);
  });

  it("pages through a sort, the total with every page, and past the end", async () => {
    const page = async (number: number) =>
      search({ sort: { field: "plateNumber", direction: "asc" }, pageSize: 4, page: number });
    const [first, second, beyond] = await Promise.all([page(1), page(2), page(3)]);
    expect(first.names).toEqual(["D", "A", "C", "B"]);
    expect(second.names).toEqual(["E", "F"]);
    expect(first.body.total).toBe(6);
    expect(beyond.body).toMatchObject({ items: [], total: 6, page: 3 });
  });
});

describe("filtering the means list", () => {
  const byStart = { sort: { field: "start", direction: "asc" } };
  const typeId = async (table: "activity_type" | "entity_type", code: string) =>
    (
      await server.database.db
        .selectFrom(table)
        .select("id")
        .where("code", "=", code)
        .executeTakeFirstOrThrow()
    ).id;
  const found = async (criteria: object) => (await search({ ...criteria, ...byStart })).names;

  it("filters by the activity's activity type, activity, entity type and entity, with 'and'", async () => {
    const { db } = server.database;
    const firstAidPost = await typeId("activity_type", "firstAidPost");
    const training = await typeId("activity_type", "training");
    const section = await typeId("entity_type", "section");
    const centre = await typeId("entity_type", "rescueCentre");
    expect(await found({ activityTypeIds: [firstAidPost] })).toEqual(["B", "D"]);
    expect(await found({ activityIds: [await idOf(db, "activity", "urgentTransport")] })).toEqual([
      "E",
      "A",
    ]);
    // An entity's own type, not its ancestors'.
    expect(await found({ entityTypeIds: [section] })).toEqual(["C", "F"]);
    expect(await found({ entityTypeIds: [centre] })).toEqual(["E", "A", "B", "D"]);
    expect(await found({ entityIds: [await idOf(db, "entity", "lyon")] })).toEqual(["C", "F"]);
    expect(
      await found({ activityTypeIds: [firstAidPost, training], entityTypeIds: [centre] }),
    ).toEqual(["B", "D"]);
    expect(
      await found({
        activityTypeIds: [training],
        entityIds: [await idOf(db, "entity", "paris15")],
      }),
    ).toEqual([]);
  });

  it("filters by type, departure, status, staffing and period with the rest", async () => {
    const { typeIds, departureIds } = world;
    expect(await found({ typeIds: [typeIds.ambulance, typeIds.car] })).toEqual([
      "C",
      "A",
      "F",
      "D",
    ]);
    expect(await found({ departureIds: [departureIds.north], typeIds: [typeIds.car] })).toEqual([
      "D",
    ]);
    expect(await found({ status: "allExceptCancelled", typeIds: [typeIds.ambulance] })).toEqual([
      "A",
    ]);
    expect(await found({ status: "all", typeIds: [typeIds.ambulance] })).toEqual(["C", "A"]);
    expect(await found({ staffCompletenesses: ["noneStaffed"] })).toEqual(["B"]);
    const tenth = { from: "2031-06-10T00:00:00+02:00", to: "2031-06-11T00:00:00+02:00" };
    expect(await found(tenth)).toEqual(["E", "A", "F"]);
  });

  it("finds each word in the activity's title or location or in the plate number, whatever its case and accents", async () => {
    const words = async (text: string) => found({ text });
    expect(await words("eglise")).toEqual(["B", "D"]);
    expect(await words("ÉGLISE")).toEqual(["B", "D"]);
    expect(await words("hopital")).toEqual(["E", "A"]);
    expect(await words("ile barbe")).toEqual(["C", "F"]);
    expect(await words("mu")).toEqual(["C"]);
    expect(await words("AB")).toEqual(["C", "A", "D"]);
    expect(await words("  zoo   MÜ ")).toEqual(["C"]);
    expect(await words("nanterre 123")).toEqual(["A"]);
    expect(await words("eglise foch")).toEqual([]);
    // `%` and `_` are letters like any other.
    expect(await words("a_b")).toEqual([]);
  });

  it("keeps to the role's scope, whatever the sort", async () => {
    const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
    const sorted = await search(
      { sort: { field: "staffCompleteness", direction: "desc" } },
      manager,
    );
    expect(sorted.names).toEqual(["D", "B"]);
    expect(sorted.body.total).toBe(2);
    const transport = "demo-c"; // Karim HADDAD, C: Nanterre and Boulogne × transports
    expect(
      (await search({ sort: { field: "departure", direction: "asc" } }, transport)).names,
    ).toEqual(["A", "E"]);
  });

  it("refuses criteria beyond their bounds or a sort it does not know", async () => {
    for (const criteria of [
      { activityTypeIds: Array.from({ length: 501 }, (_, index) => index + 1) },
      { entityIds: [0] },
      { activityIds: ["shelter"] },
      { text: "x".repeat(201) },
      { sort: { field: "title", direction: "asc" } },
    ]) {
      expect(
        await server.call(admin, "POST", "MeansOfIntervention/search", criteria),
      ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
    }
  });
});

describe("the plate numbers the database folds", () => {
  it("agree with fold_text, which only lowers a plate number of ASCII characters", async () => {
    const plates = ["AB-123-CD", "ab 001 zz", "MÜ-AB 12", "ÉÇÀ-Øœß 9", "İ-7", "~\u007f", "", null];
    const values = sql.join(plates.map((plate) => sql`(${plate}::text)`));
    const { rows } = await sql<{ quick: string | null; folded: string | null }>`
      select ${foldedPlateNumberSql} as quick, fold_text(means_of_intervention.plate_number) as folded
        from (values ${values}) as means_of_intervention(plate_number)`.execute(server.database.db);
    expect(rows.map((row) => row.quick)).toEqual(rows.map((row) => row.folded));
    expect(rows.map((row) => row.quick)).toEqual([
      "ab-123-cd",
      "ab 001 zz",
      "mu-ab 12",
      "eca-øœß 9",
      "i-7",
      "~\u007f",
      "",
      null,
    ]);
  });
});

describe("the cost of a page", () => {
  it("is one statement, whatever the sort", async () => {
    const access = await accessOfSubject(server.database.db, admin);
    for (const field of calls.meansOfIntervention.meansSortFields) {
      const counting = countingStatements(server.database.db);
      const page = await searchMeansOfIntervention(
        counting.db,
        access,
        { ...june2031, text: "a", sort: { field, direction: "desc" }, pageSize: 2, page: 2 },
        "Europe/Paris",
      );
      expect(page.items, field).toHaveLength(2);
      expect(counting.statements(), field).toBe(1);
    }
  });
});
