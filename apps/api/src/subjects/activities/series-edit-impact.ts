import { calls, liveRegistrationStatuses, wallClockToInstant } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { instantOf } from "../../platform/instants.js";
import type { ActivityEdit } from "./edit.js";

/**
 * What a series edit touches besides its activities (decision 031): their means and the people
 * registered on them. The means keep their periods; a registration within its activity's period
 * before the edit and outside it after is answered, so that the manager sees whom to move.
 */

const { seriesEditListMaxLength } = calls.operationalActivitySeries;

/** A live registration the edit leaves outside its activity's new period. */
export interface OutsidePeriodRegistration {
  registrationId: number;
  personId: number;
  firstName: string;
  lastName: string;
  operationalActivityId: number;
  meansOfInterventionId: number;
  start: string;
  end: string;
}

/** The means and registrations of the occurrences an edit changes. */
export interface SeriesEditImpact {
  meansCount: number;
  registrationCount: number;
  outsidePeriodCount: number;
  outsidePeriod: OutsidePeriodRegistration[];
}

/**
 * Counts the means (not cancelled) of the edited occurrences and their live registrations, and
 * lists the first registrations that the new periods leave outside (by the activity's new start,
 * then their own), each occurrence's old period read from its row and its new one from its values.
 */
export async function seriesEditImpact(
  db: Kysely<Database>,
  edits: readonly ActivityEdit[],
  timeZone: string,
): Promise<SeriesEditImpact> {
  if (edits.length === 0) {
    return { meansCount: 0, registrationCount: 0, outsidePeriodCount: 0, outsidePeriod: [] };
  }
  const ids = edits.map((edit) => edit.current.id);
  const counts = await db
    .selectFrom("means_of_intervention as means")
    .leftJoin("registration", (join) =>
      join
        .onRef("registration.means_of_intervention_id", "=", "means.id")
        .on("registration.status", "in", liveRegistrationStatuses),
    )
    .select([
      sql<number>`count(distinct means.id)::int`.as("means"),
      sql<number>`count(registration.id)::int`.as("registrations"),
    ])
    .where("means.operational_activity_id", "in", ids)
    .where("means.status", "!=", "cancelled")
    .executeTakeFirstOrThrow();
  const instant = (value: string) => wallClockToInstant(value, timeZone) as string;
  const periods = sql.join(
    edits.map(
      ({ current, values }) =>
        sql`(${current.id}::int, ${current.start_at}::timestamptz, ${current.end_at}::timestamptz,
          ${instant(values.start)}::timestamptz, ${instant(values.end)}::timestamptz)`,
    ),
  );
  const { rows } = await sql<{
    registrationId: number;
    personId: number;
    firstName: string;
    lastName: string;
    operationalActivityId: number;
    meansOfInterventionId: number;
    start: Date;
    end: Date;
    total: number;
  }>`
    with period (id, old_start, old_end, new_start, new_end) as (values ${periods})
    select registration.id as "registrationId", person.id as "personId",
           person.first_name as "firstName", person.last_name as "lastName",
           period.id as "operationalActivityId", means.id as "meansOfInterventionId",
           registration.start_at as "start", registration.end_at as "end",
           (count(*) over ())::int as total
      from period
      join means_of_intervention means on means.operational_activity_id = period.id
      join registration on registration.means_of_intervention_id = means.id
      join person on person.id = registration.person_id
     where means.status <> 'cancelled'
       and registration.status in (${sql.join([...liveRegistrationStatuses])})
       and registration.start_at >= period.old_start and registration.end_at <= period.old_end
       and (registration.start_at < period.new_start or registration.end_at > period.new_end)
     order by period.new_start, period.id, registration.start_at, registration.id
     limit ${seriesEditListMaxLength}`.execute(db);
  return {
    meansCount: counts.means,
    registrationCount: counts.registrations,
    outsidePeriodCount: rows[0]?.total ?? 0,
    outsidePeriod: rows.map(({ total: _total, start, end, ...row }) => ({
      ...row,
      start: instantOf(start, timeZone),
      end: instantOf(end, timeZone),
    })),
  };
}
