import type { RouteFixtureMaker } from "./index.js";

/**
 * A volunteer's own availability: the form of a Saturday off, and a declaration of the acting
 * person's to remove (the feature alone decides who may; each acts on their own).
 */
export const availabilityFixture: RouteFixtureMaker = async (db, route, place) => {
  if (route.method === "GET") return { id: 0, body: undefined, unscoped: true };
  if (route.method === "POST") {
    return {
      id: 0,
      body: {
        kind: "unavailable",
        repeat: "once",
        start: "2031-03-08T00:00",
        end: "2031-03-09T00:00",
      },
      unscoped: true,
    };
  }
  const personId =
    place.personId ??
    (await db.selectFrom("person").select("id").limit(1).executeTakeFirstOrThrow()).id;
  const row = await db
    .insertInto("availability")
    .values({
      person_id: personId,
      kind: "available",
      start_at: "2031-03-08T08:00:00Z",
      end_at: "2031-03-08T16:00:00Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, body: undefined, unscoped: true };
};
