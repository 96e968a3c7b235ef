import type { LocalizedLabel, StaffCounts } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import { beforeAll } from "vitest";
import type { Database } from "../../src/db/schema.js";
import { idOf } from "./fixtures.js";

/**
 * Six means A–F in June 2031 on three operational activities, for the means list and calendar
 * tests (decision 034): types and departures named differently in each language, plate numbers
 * with case and accents, rendezvous, departures and plates left out, every status, staffing from
 * full to empty. Created in the order of their names, so their ids are in that order too.
 */

export const meansNames = ["A", "B", "C", "D", "E", "F"] as const;
export type MeansName = (typeof meansNames)[number];

/** Names in the three languages: the orders of the types differ from one language to another. */
const typeLabels = {
  ambulance: { fr: "Ambulance", en: "Ambulance", de: "Rettungswagen" },
  foot: { fr: "Équipe à pied", en: "Foot patrol", de: "Fußstreife" },
  car: { fr: "Véhicule léger", en: "Car", de: "Pkw" },
} satisfies Record<string, LocalizedLabel>;
const departureLabels = {
  north: { fr: "Caserne Nord", en: "North station", de: "Nordwache" },
  lock: { fr: "Écluse", en: "Lock", de: "Schleuse" },
  // A label in French only: every language shows it.
  depot: { fr: "Dépôt" },
};

/** The operational activities: a title and location to search, an activity and entity. */
const activityFixtures = {
  X: {
    title: "Église Saint-Paul",
    location: "Parvis",
    activity: "dpsPublicEvent",
    entity: "paris15",
  },
  Y: {
    title: "Transport Nanterre",
    location: "Hôpital Foch",
    activity: "urgentTransport",
    entity: "nanterre",
  },
  Z: { title: "zoo de Lyon", location: "Île Barbe", activity: "firstAidCourse", entity: "lyon" },
} as const;

interface MeansFixture {
  activity: keyof typeof activityFixtures;
  type: keyof typeof typeLabels;
  departure: keyof typeof departureLabels | null;
  plate: string | null;
  start: string;
  end: string;
  ultimateStart: string | null;
  status: "draft" | "public" | "open" | "cancelled";
  staff: StaffCounts;
}

const june = (day: number, time: string) => `2031-06-${day}T${time}:00+02:00`;

export const meansFixtures: Record<MeansName, MeansFixture> = {
  A: {
    activity: "Y",
    type: "ambulance",
    departure: "north",
    plate: "AB-123-CD",
    start: june(10, "08:00"),
    end: june(10, "12:00"),
    ultimateStart: june(10, "07:30"),
    status: "open",
    staff: { required: 4, validated: 4, pending: 0 },
  },
  B: {
    activity: "X",
    type: "foot",
    departure: null,
    plate: null,
    start: june(11, "08:00"),
    end: june(11, "20:00"),
    ultimateStart: null,
    status: "draft",
    staff: { required: 2, validated: 0, pending: 0 },
  },
  C: {
    activity: "Z",
    type: "ambulance",
    departure: "lock",
    plate: "MÜ-AB 12",
    start: june(9, "08:00"),
    end: june(9, "18:00"),
    ultimateStart: june(9, "07:00"),
    status: "cancelled",
    staff: { required: 2, validated: 1, pending: 0 },
  },
  D: {
    activity: "X",
    type: "car",
    departure: "north",
    plate: "ab-001-zz",
    start: june(12, "08:00"),
    end: june(12, "10:00"),
    ultimateStart: june(12, "07:45"),
    status: "public",
    staff: { required: 4, validated: 1, pending: 2 },
  },
  E: {
    activity: "Y",
    type: "foot",
    departure: "depot",
    plate: null,
    start: june(8, "08:00"),
    end: june(13, "08:00"),
    ultimateStart: null,
    status: "open",
    staff: { required: 5, validated: 1, pending: 0 },
  },
  F: {
    activity: "Z",
    type: "car",
    departure: null,
    // Empty: shown and sorted as no plate.
    plate: "",
    start: june(10, "08:00"),
    end: june(10, "09:00"),
    ultimateStart: june(10, "07:00"),
    status: "public",
    staff: { required: 3, validated: 0, pending: 1 },
  },
};

/** June 2031, which holds the six means and nothing else. */
export const june2031 = { from: "2031-06-01T00:00:00+02:00", to: "2031-07-01T00:00:00+02:00" };

/** What the fixtures made: the means' ids by name, and the ids of their reference data. */
export interface MeansListWorld {
  ids: Record<MeansName, number>;
  typeIds: Record<keyof typeof typeLabels, number>;
  departureIds: Record<keyof typeof departureLabels, number>;
  activityIds: Record<keyof typeof activityFixtures, number>;
  /** The name of a means by id, `undefined` for any other means. */
  nameOf(id: number): MeansName | undefined;
}

async function insertWorld(db: Kysely<Database>, world: MeansListWorld): Promise<void> {
  for (const [key, label] of Object.entries(typeLabels)) {
    const row = await db
      .insertInto("means_of_intervention_type")
      .values({ label, default_required_staff_count: 2 })
      .returning("id")
      .executeTakeFirstOrThrow();
    world.typeIds[key as keyof typeof typeLabels] = row.id;
  }
  const paris15 = await idOf(db, "entity", "paris15");
  for (const [key, label] of Object.entries(departureLabels)) {
    const row = await db
      .insertInto("departure")
      // The database asks for French only; the type says every language.
      .values({ entity_id: paris15, code: `list-${key}`, label: label as LocalizedLabel })
      .returning("id")
      .executeTakeFirstOrThrow();
    world.departureIds[key as keyof typeof departureLabels] = row.id;
  }
  for (const [key, fixture] of Object.entries(activityFixtures)) {
    const row = await db
      .insertInto("operational_activity")
      .values({
        title: fixture.title,
        location: fixture.location,
        start_at: june(8, "00:00"),
        end_at: june(14, "00:00"),
        status: "public",
        activity_id: await idOf(db, "activity", fixture.activity),
        entity_id: await idOf(db, "entity", fixture.entity),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    world.activityIds[key as keyof typeof activityFixtures] = row.id;
  }
  for (const name of meansNames) {
    const fixture = meansFixtures[name];
    const row = await db
      .insertInto("means_of_intervention")
      .values({
        operational_activity_id: world.activityIds[fixture.activity],
        type_id: world.typeIds[fixture.type],
        departure_id: fixture.departure ? world.departureIds[fixture.departure] : null,
        plate_number: fixture.plate,
        start_at: fixture.start,
        end_at: fixture.end,
        ultimate_start_at: fixture.ultimateStart,
        status: fixture.status,
        required_staff: fixture.staff.required,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The registrations' trigger keeps the counts in real life; the list only reads them.
    await sql`update means_of_intervention
        set validated_staff = ${fixture.staff.validated}, pending_staff = ${fixture.staff.pending}
      where id = ${row.id}`.execute(db);
    world.ids[name] = row.id;
  }
}

/** Makes the six means before the file's tests, and answers what it made. */
export function useMeansListWorld(database: () => Kysely<Database>): MeansListWorld {
  const byId = new Map<number, MeansName>();
  const world: MeansListWorld = {
    ids: {} as MeansListWorld["ids"],
    typeIds: {} as MeansListWorld["typeIds"],
    departureIds: {} as MeansListWorld["departureIds"],
    activityIds: {} as MeansListWorld["activityIds"],
    nameOf: (id) => byId.get(id),
  };
  beforeAll(async () => {
    await insertWorld(database(), world);
    for (const name of meansNames) byId.set(world.ids[name], name);
  });
  return world;
}
