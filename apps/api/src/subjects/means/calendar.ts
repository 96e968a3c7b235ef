import { type calls, meansCalendarLimits, staffCompleteness } from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type * as v from "valibot";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { labelIn } from "../../platform/list-sql.js";
import { type MeansCriteria, matchingMeans } from "./criteria-sql.js";

/** Criteria of `POST MeansOfIntervention/calendar`: the list's, over a period given. */
export interface MeansCalendarCriteria extends MeansCriteria {
  from: string;
  to: string;
}

/** The answer of `POST MeansOfIntervention/calendar`. */
export type MeansCalendar = v.InferOutput<
  typeof calls.meansOfIntervention.meansCalendarAnswerSchema
>;

type Row = Pick<
  Selectable<MeansOfInterventionTable>,
  | "id"
  | "operational_activity_id"
  | "start_at"
  | "end_at"
  | "ultimate_start_at"
  | "ultimate_end_at"
  | "status"
  | "required_staff"
  | "validated_staff"
  | "pending_staff"
  | "departure_id"
  | "plate_number"
  | "split_sibling_id"
> & { type_name: string; activity_title: string; total_count: string | number };

/**
 * Every means of the active role's scope matching the criteria over a period, ordered by start
 * then id, as a calendar shows them (decision 034), in one statement: the matching means are
 * gathered by the period's index with their activity's title, counted, and the first `maxItems`
 * named by their type in the caller's language. Beyond `maxItems` the answer is cut and says so
 * (`truncated`, with the `total` that matched): a calendar never drops a means silently.
 */
export async function meansCalendar(
  db: Kysely<Database>,
  access: Access,
  criteria: MeansCalendarCriteria,
  timeZone: string,
  { maxItems = meansCalendarLimits.items }: { maxItems?: number } = {},
): Promise<MeansCalendar> {
  // What the answer shows is read with the matching means: joining the first of them back to
  // the means by id, the database would expect thousands and read the whole table to hash it.
  const matching = matchingMeans(db, access, criteria).select([
    "means_of_intervention.id",
    "means_of_intervention.operational_activity_id",
    "means_of_intervention.start_at",
    "means_of_intervention.end_at",
    "means_of_intervention.ultimate_start_at",
    "means_of_intervention.ultimate_end_at",
    "means_of_intervention.status",
    "means_of_intervention.required_staff",
    "means_of_intervention.validated_staff",
    "means_of_intervention.pending_staff",
    "means_of_intervention.departure_id",
    "means_of_intervention.plate_number",
    "means_of_intervention.split_sibling_id",
    "means_of_intervention.type_id",
    "operational_activity.title as activity_title",
  ]);
  const { rows } = await sql<Row>`
    with matching as materialized (${matching})
    select shown.*,
           ${labelIn("means_of_intervention_type", access.user.language)} as type_name,
           (select count(*) from matching) as total_count
      from (select matching.* from matching
             order by matching.start_at, matching.id limit ${maxItems}) as shown
      join means_of_intervention_type on means_of_intervention_type.id = shown.type_id
     order by shown.start_at, shown.id`.execute(db);
  const total = Number(rows[0]?.total_count ?? 0);
  return {
    items: rows.map((row) => toCalendarItem(row, timeZone)),
    total,
    truncated: total > rows.length,
  };
}

/** A means as the calendar's answer gives it. */
function toCalendarItem(row: Row, timeZone: string): MeansCalendar["items"][number] {
  const instant = (value: Date | null) => instantOf(value, timeZone);
  const staff = {
    required: row.required_staff,
    validated: row.validated_staff,
    pending: row.pending_staff,
  };
  return {
    id: row.id,
    operationalActivityId: row.operational_activity_id,
    start: instant(row.start_at) as string,
    end: instant(row.end_at) as string,
    ultimateStart: instant(row.ultimate_start_at),
    ultimateEnd: instant(row.ultimate_end_at),
    status: row.status,
    staff,
    staffCompleteness: staffCompleteness(staff),
    departureId: row.departure_id,
    typeName: row.type_name,
    plateNumber: row.plate_number,
    splitSiblingId: row.split_sibling_id,
    activityTitle: row.activity_title,
  };
}
