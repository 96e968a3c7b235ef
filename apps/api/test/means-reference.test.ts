import { instantToWallClock } from "@releve/domain";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { demoPlaces } from "./support/fixtures.js";
import { insertDeparture, insertVehicle, locationSourceAt } from "./support/means-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
let db: Kysely<Database>;
let paris15: number;

beforeAll(async () => {
  db = server.database.db;
  ({ paris15 } = await demoPlaces(db));
});

const label = (fr: string) => ({ fr, en: `${fr} (en)`, de: `${fr} (de)` });

/** Every signed-in user loads the reference data, whatever the role (spec 02 §7). */
const readers = ["demo-v", "demo-rh", "demo-c"];

describe("POST vehicles/GetAllVehicles (spec 02 §7)", () => {
  it("lists every vehicle, without those being fitted out when asked", async () => {
    const inService = await insertVehicle(db, paris15);
    const fittedOut = await insertVehicle(db, paris15, true);
    for (const subject of readers) {
      const all = await server.call(subject, "POST", "vehicles/GetAllVehicles", {});
      expect(all.status).toBe(200);
      expect(all.body).toContainEqual({
        id: inService,
        entityId: paris15,
        plateNumber: expect.any(String),
        label: expect.any(String),
        isUnderConstruction: false,
      });
      expect(all.body.map((vehicle: { id: number }) => vehicle.id)).toContain(fittedOut);
    }
    const inUse = await server.call("demo-v", "POST", "vehicles/GetAllVehicles", {
      excludeUnderConstruction: true,
    });
    const ids = inUse.body.map((vehicle: { id: number }) => vehicle.id);
    expect(ids).toContain(inService);
    expect(ids).not.toContain(fittedOut);
  });

  it("lists every vehicle when the body is empty, and refuses a flag that is not a boolean", async () => {
    const fittedOut = await insertVehicle(db, paris15, true);
    const all = await server.call("demo-v", "POST", "vehicles/GetAllVehicles");
    expect(all.body.map((vehicle: { id: number }) => vehicle.id)).toContain(fittedOut);
    expect(
      await server.call("demo-v", "POST", "vehicles/GetAllVehicles", {
        excludeUnderConstruction: "yes",
      }),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });
});

describe("locations: sources, then each source's types and locations (spec 02 §7)", () => {
  it("follows each source's type path and location path", async () => {
    const sourceId = await locationSourceAt(db, {
      uri: "locations/ban/items",
      typeUri: "locations/ban/types",
    });
    const type = await db
      .insertInto("location_type")
      .values({ source_id: sourceId, code: `stadium-${sourceId}`, label: label("Stade") })
      .returning("id")
      .executeTakeFirstOrThrow();
    const location = await db
      .insertInto("location")
      .values({
        type_id: type.id,
        code: `parcDesPrinces-${sourceId}`,
        label: "Parc des Princes",
        address: "24 rue du Commandant-Guilbaud, 75016 Paris",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sources = await server.call("demo-v", "GET", "locations/sources");
    expect(sources.status).toBe(200);
    const ban = sources.body.find((source: { id: number }) => source.id === sourceId);
    expect(ban).toEqual({
      id: sourceId,
      name: expect.any(String),
      uri: "locations/ban/items",
      typeUri: "locations/ban/types",
    });
    expect(await server.call("demo-rh", "GET", ban.typeUri)).toEqual({
      status: 200,
      body: [{ id: type.id, sourceId, code: `stadium-${sourceId}`, label: label("Stade") }],
    });
    expect(await server.call("demo-rh", "GET", ban.uri)).toEqual({
      status: 200,
      body: [
        {
          id: location.id,
          typeId: type.id,
          sourceId,
          code: `parcDesPrinces-${sourceId}`,
          label: "Parc des Princes",
          address: "24 rue du Commandant-Guilbaud, 75016 Paris",
        },
      ],
    });
  });

  it("serves the paths of any source, and answers an unknown one as an unknown route", async () => {
    const sourceId = await locationSourceAt(db, {
      uri: "locations/internal/items",
      typeUri: "locations/internal/types",
    });
    expect(await server.call("demo-v", "GET", "locations/internal/types")).toEqual({
      status: 200,
      body: [],
    });
    expect(sourceId).toBeGreaterThan(0);
    expect(await server.call("demo-v", "GET", "locations/nowhere/items")).toMatchObject({
      status: 404,
      body: {
        category: "unknown",
        code: "routeNotFound",
        data: { path: "locations/nowhere/items" },
      },
    });
  });
});

describe("GET departure, OperationalRole (spec 02 §7, the means forms)", () => {
  it("lists every departure and every operational role, with their labels", async () => {
    const departure = await insertDeparture(db, paris15);
    const role = await db
      .insertInto("operational_role")
      .values({ code: `driver-${departure}`, label: label("Conducteur") })
      .returning("id")
      .executeTakeFirstOrThrow();
    const departures = await server.call("demo-s", "GET", "departure");
    expect(departures.status).toBe(200);
    expect(departures.body).toContainEqual({
      id: departure,
      entityId: paris15,
      code: expect.any(String),
      label: expect.objectContaining({ fr: expect.any(String) }),
    });
    const roles = await server.call("demo-s", "GET", "OperationalRole");
    expect(roles).toMatchObject({ status: 200 });
    expect(roles.body).toContainEqual({
      id: role.id,
      code: `driver-${departure}`,
      label: label("Conducteur"),
    });
  });
});

describe("GET PredefinedSchedule (spec 02 §5: only current schedules)", () => {
  it("lists the schedules current today on the organisation's calendar", async () => {
    const today = instantToWallClock(new Date(), "Europe/Paris").slice(0, 10);
    const shift = (days: number) => {
      const date = new Date(`${today}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const insert = (name: string, validFrom: string, validTo: string | null) =>
      db
        .insertInto("predefined_schedule")
        .values({
          label: label(name),
          start_time: "08:00:00",
          end_time: "20:00:00",
          valid_from: validFrom,
          valid_to: validTo,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const open = await insert("Jour", "2024-01-01", null);
    const endingToday = await insert("Jour (fin)", "2024-01-01", today);
    const expired = await insert("Ancien", "2024-01-01", shift(-1));
    const future = await insert("Nouveau", shift(1), null);
    const schedules = await server.call("demo-v", "GET", "PredefinedSchedule");
    expect(schedules.status).toBe(200);
    const ids = schedules.body.map((schedule: { id: number }) => schedule.id);
    expect(ids).toEqual(expect.arrayContaining([open, endingToday]));
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(future);
    expect(schedules.body).toContainEqual({
      id: endingToday,
      label: label("Jour (fin)"),
      startTime: "08:00",
      endTime: "20:00",
      validFrom: "2024-01-01",
      validTo: today,
    });
  });
});
