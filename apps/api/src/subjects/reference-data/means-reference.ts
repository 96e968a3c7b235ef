import {
  instantToWallClock,
  type LocalizedLabel,
  type OperationalRole,
  refusal,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";

/**
 * The reference data of the means forms (spec 02 §7): vehicles, location sources with their types
 * and locations, departures, operational roles and predefined schedules.
 */

/** A vehicle of an entity (spec 01 §3 reference data). */
export interface Vehicle {
  id: number;
  entityId: number;
  plateNumber: string;
  label: string;
  /** Still being fitted out: listed, not yet in service. */
  isUnderConstruction: boolean;
}

/** Where locations come from, with the API paths of its types and of its locations. */
export interface LocationSource {
  id: number;
  name: string;
  uri: string;
  typeUri: string;
}

/** A type of location of a source. */
export interface LocationType {
  id: number;
  sourceId: number;
  code: string;
  label: LocalizedLabel;
}

/** A location, of a type. */
export interface Location {
  id: number;
  typeId: number;
  sourceId: number;
  code: string;
  label: string;
  address: string;
}

/** A departure of an entity: where a vehicle's crew sets off from. */
export interface Departure {
  id: number;
  entityId: number;
  code: string;
  label: LocalizedLabel;
}

/** A predefined schedule: daily times, valid over a period of days. */
export interface PredefinedSchedule {
  id: number;
  label: LocalizedLabel;
  /** `HH:mm`. */
  startTime: string;
  endTime: string;
  /** `YYYY-MM-DD`. */
  validFrom: string;
  validTo: string | null;
}

/** Every vehicle; those being fitted out are left out on request (spec 02 §7). */
export function getAllVehicles(
  db: Kysely<Database>,
  options: { excludeUnderConstruction: boolean },
): Promise<Vehicle[]> {
  return db
    .selectFrom("vehicle")
    .select([
      "id",
      "entity_id as entityId",
      "plate_number as plateNumber",
      "label",
      "is_under_construction as isUnderConstruction",
    ])
    .$if(options.excludeUnderConstruction, (query) =>
      query.where("is_under_construction", "=", false),
    )
    .orderBy("id")
    .execute();
}

/** Every location source. */
export function getLocationSources(db: Kysely<Database>): Promise<LocationSource[]> {
  return db
    .selectFrom("location_source")
    .select(["id", "name", "uri", "type_uri as typeUri"])
    .orderBy("id")
    .execute();
}

/**
 * The source whose type path or location path is `path`: the paths are data, served for every
 * source alike. A path that names no source is an unknown route.
 */
async function sourceAt(
  db: Kysely<Database>,
  column: "uri" | "type_uri",
  path: string,
): Promise<number> {
  const source = await db
    .selectFrom("location_source")
    .select("id")
    .where(column, "=", path)
    .orderBy("id")
    .executeTakeFirst();
  if (!source) throw refusal("unknown", "routeNotFound", { method: "GET", path });
  return source.id;
}

/** The location types of the source whose type path is `path`. */
export async function getLocationTypesAt(
  db: Kysely<Database>,
  path: string,
): Promise<LocationType[]> {
  const sourceId = await sourceAt(db, "type_uri", path);
  return db
    .selectFrom("location_type")
    .select(["id", "source_id as sourceId", "code", "label"])
    .where("source_id", "=", sourceId)
    .orderBy("id")
    .execute();
}

/** The locations of the source whose location path is `path`. */
export async function getLocationsAt(db: Kysely<Database>, path: string): Promise<Location[]> {
  const sourceId = await sourceAt(db, "uri", path);
  return db
    .selectFrom("location")
    .innerJoin("location_type", "location_type.id", "location.type_id")
    .select([
      "location.id",
      "location.type_id as typeId",
      "location_type.source_id as sourceId",
      "location.code",
      "location.label",
      "location.address",
    ])
    .where("location_type.source_id", "=", sourceId)
    .orderBy("location.id")
    .execute();
}

/** Every departure. */
export function getDepartures(db: Kysely<Database>): Promise<Departure[]> {
  return db
    .selectFrom("departure")
    .select(["id", "entity_id as entityId", "code", "label"])
    .orderBy("id")
    .execute();
}

/** Every operational role. */
export function getOperationalRoles(db: Kysely<Database>): Promise<OperationalRole[]> {
  return db.selectFrom("operational_role").select(["id", "code", "label"]).orderBy("id").execute();
}

/** Today on the organisation's calendar, `YYYY-MM-DD`. */
const todayOf = (now: Date, timeZone: string) => instantToWallClock(now, timeZone).slice(0, 10);

/**
 * The predefined schedules current today on the organisation's calendar: valid from a day not
 * after today, to a day not before it (spec 02 §5: a schedule no longer current is refused).
 */
export function getCurrentPredefinedSchedules(
  db: Kysely<Database>,
  context: { now: Date; timeZone: string },
): Promise<PredefinedSchedule[]> {
  const today = todayOf(context.now, context.timeZone);
  return db
    .selectFrom("predefined_schedule")
    .select([
      "id",
      "label",
      sql<string>`to_char(start_time, 'HH24:MI')`.as("startTime"),
      sql<string>`to_char(end_time, 'HH24:MI')`.as("endTime"),
      sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as("validFrom"),
      sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as("validTo"),
    ])
    .where("valid_from", "<=", sql<Date>`${today}::date`)
    .where((eb) =>
      eb.or([eb("valid_to", "is", null), eb("valid_to", ">=", sql<Date>`${today}::date`)]),
    )
    .orderBy("id")
    .execute();
}

/** The ids of the predefined schedules current today. */
export async function currentPredefinedScheduleIds(
  db: Kysely<Database>,
  context: { now: Date; timeZone: string },
): Promise<number[]> {
  const schedules = await getCurrentPredefinedSchedules(db, context);
  return schedules.map((schedule) => schedule.id);
}
