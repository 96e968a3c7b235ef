import { instantToWallClock } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../../src/db/schema.js";
import { createMeansAt, insertRegistration, personServing } from "../registration-fixtures.js";
import { operation, type RouteFixtureMaker } from "./index.js";

/** The organisation's time zone of the test servers (`ORG_TIME_ZONE` unset). */
const timeZone = "Europe/Paris";

/** Routes a person takes for themselves, or reads: their object is the actor's own registration. */
const ownRoutes = ["Unregister", "AcceptPropositions", "RejectPropositions"];

/**
 * A registration at the place, in the status the route's action starts from: the actor's own
 * for the routes field staff take and for reads (field staff read only theirs), a person serving
 * the place's activity (so within the manager's scope) for the managers' decisions. Every fixture
 * lies on a day of its own, so that the actor's registrations never overlap.
 */
export const registrationFixture: RouteFixtureMaker = async (db, route, place) => {
  const { meansId, start, end } = await createMeansAt(db, place, { requiredStaff: 5 });
  const manages =
    route.method === "PUT" ||
    ["Validate", "Reject", "ValidateRejected"].some((name) => operation(route, name));
  const person =
    !manages && place.personId !== undefined
      ? place.personId
      : await personServing(db, place.activityId);

  if (route.path === "Registration/Register") {
    return { id: 0, body: { meansOfInterventionIds: [meansId] } };
  }
  if (route.path === "Registration/Assign" || route.path === "Registration/Propose") {
    const assignee = await personServing(db, place.activityId);
    return { id: 0, body: { personIds: [assignee], meansOfInterventionIds: [meansId] } };
  }
  if (route.path === "Registration/Conflicts") {
    return { id: 0, body: { meansOfInterventionIds: [meansId] } };
  }
  const proposition = ownRoutes.slice(1).some((name) => route.path.endsWith(name));
  const rejected = operation(route, "ValidateRejected");
  const id = await insertRegistration(db, {
    person_id: person,
    means_of_intervention_id: meansId,
    status: rejected ? "rejected" : "pending",
    is_proposed: proposition,
    rejection_reason: rejected ? "absence" : null,
  });
  if (proposition) return { id, body: { registrationIds: [id], comment: "" } };
  if (operation(route, "Unregister")) return { id, body: { comment: "Empêchement" } };
  if (route.method === "PUT") {
    const shorter = new Date(Date.parse(end) - 3_600_000);
    const body = {
      start: instantToWallClock(start, timeZone),
      end: instantToWallClock(shorter, timeZone),
      comment: "Départ anticipé",
    };
    return { id, body };
  }
  if (operation(route, "Reject")) {
    return { id, body: { rejectionReason: "rescheduling", comment: "Reprogrammé" } };
  }
  if (route.path === "Registration/StatusChanges/search") {
    return { id: await statusChangeOf(db, id, person), body: searchBody(meansId) };
  }
  if (route.path.endsWith("search")) return { id, body: searchBody(meansId) };
  return { id, body: route.method === "POST" ? {} : undefined };
};

const searchBody = (meansId: number) => ({ meansOfInterventionIds: [meansId], pageSize: 100 });

/** The audit row of a registration's creation, whose id the follow-up lists. */
async function statusChangeOf(
  db: Kysely<Database>,
  registrationId: number,
  personId: number,
): Promise<number> {
  const row = await db
    .insertInto("status_change")
    .values({
      subject: "registration",
      subject_id: registrationId,
      action: "register",
      to_status: "pending",
      changed_by: personId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
