import { type calls, type Instant, liveRegistrationStatuses } from "@releve/domain";
import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { labelIn } from "../../platform/list-sql.js";
import type { Page } from "../../platform/paging-sql.js";
import { declarationsOfPersons } from "../availability/index.js";
import { registrationsWithPlaces } from "../registrations/index.js";
import { searchPersons } from "./persons.js";

type PlanningRequest = v.InferOutput<typeof calls.personPlanning.personnelPlanningSchema>;
type PlanningItem = v.InferInput<typeof calls.personPlanning.personnelPlanningItemSchema>;

/** Rows of `person_id`, keyed by it, each list in the order of the rows. */
function byPerson<Row extends { person_id: number }, Item>(
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): Map<number, Item[]> {
  const found = new Map<number, Item[]>();
  for (const row of rows) {
    found.set(row.person_id, [...(found.get(row.person_id) ?? []), toItem(row)]);
  }
  return found;
}

/**
 * The personnel planning (decision 041): a page of the persons of the role's scope, as
 * `Person/search` finds and orders them (the available first when asked), each with their live
 * registrations, absences, work schedules and availability declarations overlapping the period.
 * Five statements whatever the page: the persons (with their count), then each kind of row for
 * the page's persons over the period.
 */
export async function personnelPlanning(
  db: Kysely<Database>,
  access: Access,
  request: PlanningRequest,
  timeZone: string,
): Promise<Page<PlanningItem>> {
  const from = new Date(request.from);
  const to = new Date(request.to);
  const { withConflicts, availableFirst, ...criteria } = request;
  const persons = await searchPersons(
    db,
    access,
    {
      ...criteria,
      ...(withConflicts ? { conflictsIn: { from, to } } : {}),
      ...(availableFirst ? { availableDuring: { from: request.from, to: request.to } } : {}),
    },
    timeZone,
  );
  const ids = persons.items.map((person) => person.id);
  if (ids.length === 0) return { ...persons, items: [] };
  const instant = (value: Date): Instant => instantOf(value, timeZone);
  const [registrations, absences, workSchedules, availability] = await Promise.all([
    registrationsWithPlaces(db)
      .innerJoin(
        "means_of_intervention_type",
        "means_of_intervention_type.id",
        "means_of_intervention.type_id",
      )
      .select([
        "registration.id",
        "registration.person_id",
        "registration.means_of_intervention_id",
        "registration.status",
        "registration.is_proposed",
        "registration.start_at",
        "registration.end_at",
        "means_of_intervention.operational_activity_id",
        "means_of_intervention.plate_number",
        labelIn("means_of_intervention_type", access.user.language).as("type_name"),
        "operational_activity.title",
      ])
      .where("registration.person_id", "in", ids)
      .where("registration.status", "in", [...liveRegistrationStatuses])
      .where("registration.start_at", "<", to)
      .where("registration.end_at", ">", from)
      .orderBy("registration.start_at")
      .orderBy("registration.id")
      .execute(),
    db
      .selectFrom("absence")
      .select(["id", "person_id", "type", "is_pending", "start_at", "end_at"])
      .where("person_id", "in", ids)
      .where("start_at", "<", to)
      .where("end_at", ">", from)
      .orderBy("start_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("work_schedule")
      .select(["id", "person_id", "start_at", "end_at"])
      .where("person_id", "in", ids)
      .where("start_at", "<", to)
      .where("end_at", ">", from)
      .orderBy("start_at")
      .orderBy("id")
      .execute(),
    declarationsOfPersons(db, ids, { from: request.from, to: request.to }, timeZone),
  ]);
  const registrationsOf = byPerson(registrations, (row) => ({
    id: row.id,
    meansOfInterventionId: row.means_of_intervention_id,
    meansTypeName: row.type_name,
    plateNumber: row.plate_number,
    operationalActivityId: row.operational_activity_id,
    operationalActivityTitle: row.title,
    status: row.status,
    isProposed: row.is_proposed,
    start: instant(row.start_at),
    end: instant(row.end_at),
  }));
  const absencesOf = byPerson(absences, (row) => ({
    id: row.id,
    type: row.type,
    pending: row.is_pending,
    start: instant(row.start_at),
    end: instant(row.end_at),
  }));
  const workSchedulesOf = byPerson(workSchedules, (row) => ({
    id: row.id,
    start: instant(row.start_at),
    end: instant(row.end_at),
  }));
  return {
    ...persons,
    items: persons.items.map((person) => ({
      id: person.id,
      lastName: person.lastName,
      firstName: person.firstName,
      function: person.function,
      staffType: person.staffType,
      registrations: registrationsOf.get(person.id) ?? [],
      absences: absencesOf.get(person.id) ?? [],
      workSchedules: workSchedulesOf.get(person.id) ?? [],
      availability: availability.get(person.id) ?? [],
    })),
  };
}
