import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import {
  getAllVehicles,
  getCurrentPredefinedSchedules,
  getDepartures,
  getLocationSources,
  getLocationsAt,
  getLocationTypesAt,
  getOperationalRoles,
} from "../services/means-reference.js";

/** Reference data: every signed-in user loads it at start (spec 02 §7), whatever the role. */
const reference = { feature: null, write: false } as const;

/**
 * The reference calls of spec 02 §7 with their exact paths, and the lists the means forms offer
 * (operational roles, current predefined schedules). Location sources name their own paths; the
 * demo sources' `locations/{source}/types` and `locations/{source}/items` are served for every
 * source.
 */
export const meansReferenceRoutes: ApiRoute[] = [
  apiRoute({
    ...reference,
    method: "POST",
    path: "vehicles/GetAllVehicles",
    summary: "Every vehicle, without those being fitted out when asked",
    body: v.object({ excludeUnderConstruction: v.optional(v.boolean(), false) }),
    handler: ({ db, body }) => getAllVehicles(db, body),
  }),
  apiRoute({
    ...reference,
    method: "GET",
    path: "locations/sources",
    summary: "Every location source, with the paths of its types and of its locations",
    handler: ({ db }) => getLocationSources(db),
  }),
  apiRoute({
    ...reference,
    method: "GET",
    path: "locations/:source/types",
    summary: "The location types of the source whose type path this is",
    handler: ({ db, params }) => getLocationTypesAt(db, `locations/${params.source}/types`),
  }),
  apiRoute({
    ...reference,
    method: "GET",
    path: "locations/:source/items",
    summary: "The locations of the source whose location path this is",
    handler: ({ db, params }) => getLocationsAt(db, `locations/${params.source}/items`),
  }),
  apiRoute({
    ...reference,
    method: "GET",
    path: "departure",
    summary: "Every departure",
    handler: ({ db }) => getDepartures(db),
  }),
  apiRoute({
    ...reference,
    method: "GET",
    path: "OperationalRole",
    summary: "Every operational role",
    handler: ({ db }) => getOperationalRoles(db),
  }),
  apiRoute({
    ...reference,
    method: "GET",
    path: "PredefinedSchedule",
    summary: "The predefined schedules current today",
    handler: ({ db, now, timeZone }) => getCurrentPredefinedSchedules(db, { now, timeZone }),
  }),
];
