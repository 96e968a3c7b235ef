import { wallClockToInstant } from "@releve/domain";
import { beforeAll } from "vitest";
import { activityBody, demoPlaces, insertPerson } from "./fixtures.js";
import type { TestServerContext } from "./server.js";

/**
 * Fixtures of the series edit tests (decision 031): series of occurrences on Sundays, people
 * registered on their means, the form typed on an occurrence, and what the database holds after.
 */

/** An activity × entity pair. */
export interface Place {
  entityId: number;
  activityId: number;
}

/** The series edit calls' paths for an occurrence. */
export const previewPath = (id: number) => `OperationalActivity/PreviewSeriesEdit/${id}`;
export const applyPath = (id: number) => `OperationalActivity/EditSeries/${id}`;

/** Sundays of April 2027, summer time. */
export const april = ["2027-04-04", "2027-04-11", "2027-04-18", "2027-04-25"] as const;

/** A wall-clock time of Paris as an instant. */
export const paris = (value: string) => wallClockToInstant(value, "Europe/Paris") as string;

const eve = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** An occurrence to insert: its day, its status, its place (the manager's by default). */
export interface OccurrenceSpec {
  day: string;
  status?: "draft" | "public" | "cancelled";
  place?: Place;
}

/**
 * The fixtures on a test file's server: the places of the demo manager B (Paris × first-aid posts,
 * once its `beforeAll` has run) and the helpers that use them.
 */
export function useSeriesEditFixtures(server: TestServerContext) {
  const places = {} as { inScope: Place; outOfScope: Place };
  beforeAll(async () => {
    const { paris15, lyon7, publicEvent, course } = await demoPlaces(server.database.db);
    places.inScope = { entityId: paris15, activityId: publicEvent };
    places.outOfScope = { entityId: lyon7, activityId: course };
  });

  /** A series of occurrences at 08:00–18:00 on their days, inserted directly; their ids in order. */
  async function insertOccurrences(specs: readonly OccurrenceSpec[]): Promise<number[]> {
    const { db } = server.database;
    const series = await db
      .insertInto("recurrence")
      .values({
        type: "weekly",
        start_day: specs[0]?.day ?? april[0],
        occurrence_count: specs.length,
        weekdays: 64,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const spec of specs) {
      const place = spec.place ?? places.inScope;
      const row = await db
        .insertInto("operational_activity")
        .values({
          title: "Poste de secours du dimanche",
          location: "Stade",
          start_at: paris(`${spec.day}T08:00`),
          end_at: paris(`${spec.day}T18:00`),
          status: spec.status ?? "draft",
          entity_id: place.entityId,
          activity_id: place.activityId,
          recurrence_id: series.id,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  /** Registers a new person on a means for hours of a day in Paris, in a status. */
  async function register(
    meansId: number,
    day: string,
    [from, to]: readonly [string, string],
    status: "pending" | "validated" | "rejected" = "pending",
  ): Promise<number> {
    const { db } = server.database;
    const row = await db
      .insertInto("registration")
      .values({
        person_id: await insertPerson(db, "volunteer"),
        means_of_intervention_id: meansId,
        status,
        rejection_reason: status === "rejected" ? "rescheduling" : null,
        start_at: paris(`${day}T${from}`),
        end_at: paris(`${day}T${to}`),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The form typed on an occurrence of `day`: 09:00–17:00, the deadline the eve at 18:00. */
  function form(day: string, scope: string, changes: Record<string, unknown> = {}) {
    const { entityId, activityId } = places.inScope;
    return {
      ...activityBody(entityId, activityId, "Poste de secours — nouvel horaire"),
      start: `${day}T09:00`,
      end: `${day}T17:00`,
      registrationDeadline: `${eve(day)}T18:00`,
      comment: "Entrée par la porte B",
      scope,
      ...changes,
    };
  }

  /** The rows of activities, by id order. */
  function rowsOf(ids: readonly number[]) {
    return server.database.db
      .selectFrom("operational_activity")
      .select(["id", "title", "start_at", "end_at", "registration_deadline", "version", "status"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
  }

  /** The activities among `ids` with an `edit` row in the audit trail, once per row. */
  async function editsRecorded(ids: readonly number[]) {
    const rows = await server.database.db
      .selectFrom("status_change")
      .select("subject_id")
      .where("subject", "=", "operationalActivity")
      .where("action", "=", "edit")
      .where("subject_id", "in", ids)
      .orderBy("subject_id")
      .execute();
    return rows.map((row) => row.subject_id);
  }

  return { places, insertOccurrences, register, form, rowsOf, editsRecorded };
}
