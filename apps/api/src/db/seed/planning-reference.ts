import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import {
  type LocationTypeCode,
  locationSources,
  locations,
  locationTypes,
  type MeansTypeCode,
  meansTypes,
  type OperationalRoleCode,
  operationalRoles,
  type PredefinedScheduleCode,
  predefinedSchedules,
  type RescueCentreCode,
  rescueCentres,
  type VehicleKind,
  vehicleKinds,
} from "./planning-catalog.js";
import { addDays } from "./planning-support.js";
import type { Random } from "./random.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** A vehicle of a centre and the departure that uses it. */
export interface CentreVehicle {
  vehicleId: number;
  plateNumber: string;
  departureId: number;
}

/** A means type as the planning generator uses it. */
export interface MeansTypeInfo {
  id: number;
  code: MeansTypeCode;
  defaultStaff: number;
  crew: readonly OperationalRoleCode[];
  vehicles: readonly VehicleKind[];
}

/** The reference data of the planning, with the ids the seed gave them. */
export interface Reference {
  rows: {
    location_source: Rows<"location_source">;
    location_type: Rows<"location_type">;
    location: Rows<"location">;
    operational_role: Rows<"operational_role">;
    predefined_schedule: Rows<"predefined_schedule">;
    vehicle: Rows<"vehicle">;
    departure: Rows<"departure">;
    means_of_intervention_type: Rows<"means_of_intervention_type">;
    means_of_intervention_type_operational_role: Rows<"means_of_intervention_type_operational_role">;
    means_of_intervention_type_departure: Rows<"means_of_intervention_type_departure">;
    means_of_intervention_type_entity: Rows<"means_of_intervention_type_entity">;
  };
  roleId: Record<OperationalRoleCode, number>;
  scheduleId: Record<PredefinedScheduleCode, number>;
  location: Map<string, { typeId: number; label: string; address: string }>;
  locationTypeId: Record<LocationTypeCode, number>;
  /** Key `centre:kind`. */
  vehicles: Map<string, CentreVehicle>;
  meansType: Record<MeansTypeCode, MeansTypeInfo>;
}

/** Kinds of vehicle each centre has; light medical vehicles only where transport is planned. */
const fleet: Record<RescueCentreCode, readonly VehicleKind[]> = {
  paris15: ["VPSP1", "VPSP2", "VL", "VTU"],
  paris19: ["VPSP1", "VPSP2", "VL", "VTU"],
  nanterre: ["VPSP1", "VPSP2", "VL", "VTU", "VSL"],
  boulogne: ["VPSP1", "VPSP2", "VL", "VSL"],
  lyon7: ["VPSP1", "VPSP2", "VL", "VTU"],
};

/** SIV plate letters: I, O and U are never used. */
const plateLetters = "ABCDEFGHJKLMNPQRSTVWXYZ";

function platesOf(rng: Random, count: number): string[] {
  const plates = new Set<string>();
  const letters = () => `${rng.pick([...plateLetters])}${rng.pick([...plateLetters])}`;
  while (plates.size < count) {
    const digits = String(rng.int(1, 999)).padStart(3, "0");
    const plate = `${letters()}-${digits}-${letters()}`;
    if (!plate.startsWith("SS") && !plate.startsWith("WW")) plates.add(plate);
  }
  return [...plates];
}

/**
 * The reference data of the planning: location sources, types and locations, operational roles,
 * predefined schedules, vehicles and departures of each rescue centre, means types with their
 * roles, departures and entities. Ids start at 1: the tables are empty.
 */
export function buildReference(
  rng: Random,
  today: string,
  entityIds: ReadonlyMap<string, number>,
): Reference {
  const entityId = (code: string) => {
    const id = entityIds.get(code);
    if (id === undefined) throw new Error(`The demo organisation has no entity ${code}`);
    return id;
  };
  const rows: Reference["rows"] = {
    location_source: locationSources.map((source, index) => ({ id: index + 1, ...source })),
    location_type: locationTypes.map((type, index) => ({
      id: index + 1,
      source_id: type.source + 1,
      code: type.code,
      label: type.label,
    })),
    location: [],
    operational_role: operationalRoles.map((role, index) => ({
      id: index + 1,
      code: role.code,
      label: role.label,
    })),
    predefined_schedule: predefinedSchedules.map((schedule, index) => ({
      id: index + 1,
      label: schedule.label,
      start_time: `${schedule.start}:00`,
      end_time: `${schedule.end}:00`,
      valid_from: "2024-01-01",
      valid_to: "expiredDaysAgo" in schedule ? addDays(today, -schedule.expiredDaysAgo) : null,
    })),
    vehicle: [],
    departure: [],
    means_of_intervention_type: [],
    means_of_intervention_type_operational_role: [],
    means_of_intervention_type_departure: [],
    means_of_intervention_type_entity: [],
  };
  const locationTypeId = Object.fromEntries(
    locationTypes.map((type, index) => [type.code, index + 1]),
  ) as Record<LocationTypeCode, number>;
  const location = new Map<string, { typeId: number; label: string; address: string }>();
  for (const [index, item] of locations.entries()) {
    const typeId = locationTypeId[item.type];
    rows.location.push({
      id: index + 1,
      type_id: typeId,
      code: item.code,
      label: item.label,
      address: item.address,
    });
    location.set(item.code, { typeId, label: item.label, address: item.address });
  }

  const vehicles = new Map<string, CentreVehicle>();
  // One plate per vehicle of the fleet, and one for the ambulance being fitted out.
  const plates = platesOf(
    rng,
    rescueCentres.reduce((sum, centre) => sum + fleet[centre.entity].length, 1),
  );
  for (const centre of rescueCentres) {
    for (const kind of fleet[centre.entity]) {
      const vehicleKind = vehicleKinds.find((candidate) => candidate.kind === kind);
      if (!vehicleKind) throw new Error(`Unknown vehicle kind ${kind}`);
      const id = rows.vehicle.length + 1;
      const plateNumber = plates[id - 1] ?? "";
      rows.vehicle.push({
        id,
        entity_id: entityId(centre.entity),
        plate_number: plateNumber,
        label: `${kind} ${centre.prefix} — ${vehicleKind.model}`,
        is_under_construction: false,
      });
      rows.departure.push({
        id,
        entity_id: entityId(centre.entity),
        code: `${centre.prefix}-${kind}`,
        label: {
          fr: `${vehicleKind.departure.fr} — ${centre.prefix}`,
          en: `${vehicleKind.departure.en} — ${centre.prefix}`,
          de: `${vehicleKind.departure.de} — ${centre.prefix}`,
        },
      });
      vehicles.set(`${centre.entity}:${kind}`, { vehicleId: id, plateNumber, departureId: id });
    }
  }
  // A third ambulance being fitted out at Nanterre: listed, not yet in service.
  rows.vehicle.push({
    id: rows.vehicle.length + 1,
    entity_id: entityId("nanterre"),
    plate_number: plates.at(-1) ?? "",
    label: "VPSP3 NAN — Fiat Ducato (en cours d'aménagement)",
    is_under_construction: true,
  });

  const roleId = Object.fromEntries(
    operationalRoles.map((role, index) => [role.code, index + 1]),
  ) as Record<OperationalRoleCode, number>;
  const meansType = {} as Record<MeansTypeCode, MeansTypeInfo>;
  for (const [index, type] of meansTypes.entries()) {
    const id = index + 1;
    rows.means_of_intervention_type.push({
      id,
      label: type.label,
      default_required_staff_count: type.defaultStaff,
      visibility: type.visibility,
    });
    for (const role of new Set(type.crew)) {
      rows.means_of_intervention_type_operational_role.push({
        type_id: id,
        operational_role_id: roleId[role],
      });
    }
    for (const centre of rescueCentres) {
      rows.means_of_intervention_type_entity.push({
        type_id: id,
        entity_id: entityId(centre.entity),
      });
      for (const kind of type.vehicles) {
        const vehicle = vehicles.get(`${centre.entity}:${kind}`);
        if (vehicle) {
          rows.means_of_intervention_type_departure.push({
            type_id: id,
            departure_id: vehicle.departureId,
          });
        }
      }
    }
    meansType[type.code] = {
      id,
      code: type.code,
      defaultStaff: type.defaultStaff,
      crew: type.crew,
      vehicles: type.vehicles,
    };
  }

  return {
    rows,
    roleId,
    scheduleId: Object.fromEntries(
      predefinedSchedules.map((schedule, index) => [schedule.code, index + 1]),
    ) as Record<PredefinedScheduleCode, number>,
    location,
    locationTypeId,
    vehicles,
    meansType,
  };
}
