import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import {
  getAllVehicles,
  getCurrentPredefinedSchedules,
  getDepartures,
  getLocationSources,
  getLocationsAt,
  getLocationTypesAt,
  getOperationalRoles,
} from "./means-reference.js";

const { referenceData } = calls;

/**
 * The reference calls of spec 02 §7 with their exact paths, and the lists the means forms offer
 * (operational roles, current predefined schedules). Location sources name their own paths; the
 * demo sources' `locations/{source}/types` and `locations/{source}/items` are served for every
 * source.
 */
export const meansReferenceRoutes: ApiRoute[] = [
  callRoute(referenceData.vehicles, ({ db, body }) => getAllVehicles(db, body)),
  callRoute(referenceData.locationSources, ({ db }) => getLocationSources(db)),
  callRoute(referenceData.locationTypes, ({ db, params }) =>
    getLocationTypesAt(db, `locations/${params.source}/types`),
  ),
  callRoute(referenceData.locations, ({ db, params }) =>
    getLocationsAt(db, `locations/${params.source}/items`),
  ),
  callRoute(referenceData.departures, ({ db }) => getDepartures(db)),
  callRoute(referenceData.operationalRoles, ({ db }) => getOperationalRoles(db)),
  callRoute(referenceData.predefinedSchedules, ({ db, now, timeZone }) =>
    getCurrentPredefinedSchedules(db, { now, timeZone }),
  ),
];
