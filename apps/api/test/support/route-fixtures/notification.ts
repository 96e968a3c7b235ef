import { createActionLinks } from "../../../src/subjects/notifications/action-links.js";
import { insertActivity, insertMeans, insertPerson } from "../fixtures.js";
import { insertRegistration, registration } from "../planning-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

/**
 * An action link of a validated registration at the place: the token is the only right, so
 * every caller — any role, or no one signed in — may use it, once.
 */
export const notificationFixture: RouteFixtureMaker = async (db, _route, place) => {
  const activityId = await insertActivity(db, { ...place, status: "public" });
  const meansId = await insertMeans(db, activityId, "open");
  const personId = await insertPerson(db, "volunteer");
  const registrationId = await insertRegistration(
    db,
    registration(personId, meansId, {
      status: "validated",
      start_at: "2027-03-10T08:00:00+01:00",
      end_at: "2027-03-10T20:00:00+01:00",
    }),
  );
  const links = await createActionLinks(
    db,
    registrationId,
    new Date("2027-03-10T08:00:00+01:00"),
    new Date(),
    "https://localhost:8443",
  );
  const token = new URL(links?.decline ?? "https://localhost").searchParams.get("token") ?? "";
  return { id: registrationId, body: undefined, params: { token }, unscoped: true };
};
