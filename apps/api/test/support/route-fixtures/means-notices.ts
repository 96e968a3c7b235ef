import type { Kysely } from "kysely";
import type { Database } from "../../../src/db/schema.js";
import { insertPerson } from "../fixtures.js";
import { insertRegistration, registration } from "../planning-fixtures.js";

/**
 * Someone each notice of a means reaches (decision 035): a volunteer validated on it, and a
 * volunteer of its activity not registered, both with an address. The means is `insertMeans`'s
 * (2027-03-10 08:00–20:00 in Paris).
 */
export async function meansNoticeAudience(
  db: Kysely<Database>,
  meansId: number,
  activityId: number,
): Promise<void> {
  const [staffed, offered] = [
    await insertPerson(db, "volunteer"),
    await insertPerson(db, "volunteer"),
  ];
  for (const id of [staffed, offered]) {
    await db
      .updateTable("person")
      .set({ email: `benevole-${id}@releve.example` })
      .where("id", "=", id)
      .execute();
  }
  await insertRegistration(
    db,
    registration(staffed, meansId, {
      status: "validated",
      start_at: "2027-03-10T08:00:00+01:00",
      end_at: "2027-03-10T20:00:00+01:00",
    }),
  );
  await db
    .insertInto("person_activity")
    .values({ person_id: offered, activity_id: activityId })
    .execute();
}
