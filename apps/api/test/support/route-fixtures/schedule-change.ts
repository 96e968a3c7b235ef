import { instantToWallClock } from "@releve/domain";
import { createMeansAt, insertRegistration, personServing } from "../registration-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

/** The organisation's time zone of the test servers (`ORG_TIME_ZONE` unset). */
const timeZone = "Europe/Paris";

/**
 * A validated registration at the place and, but for the proposition itself, a pending schedule
 * change of it: an hour shorter, as the organisation's wall clock shows it.
 */
export const scheduleChangeFixture: RouteFixtureMaker = async (db, route, place) => {
  const { meansId, start, end } = await createMeansAt(db, place);
  const person = await personServing(db, place.activityId);
  const registrationId = await insertRegistration(db, {
    person_id: person,
    means_of_intervention_id: meansId,
    status: "validated",
  });
  const shorter = new Date(Date.parse(end) - 3_600_000);
  if (route.path === "ScheduleChange") {
    return {
      id: 0,
      body: {
        registrationId,
        start: instantToWallClock(start, timeZone),
        end: instantToWallClock(shorter, timeZone),
      },
    };
  }
  const change = await db
    .insertInto("schedule_change")
    .values({
      registration_id: registrationId,
      start_at: start,
      end_at: shorter,
      proposed_by: person,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const body = route.path.endsWith("search")
    ? { registrationIds: [registrationId], pageSize: 100 }
    : route.method === "POST"
      ? { comment: "" }
      : undefined;
  return { id: change.id, body };
};
