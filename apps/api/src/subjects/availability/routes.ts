import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { declareAvailability, myAvailability, removeAvailability } from "./availability.js";

const { availability } = calls;

/** A volunteer's own availability declarations (decision 046). */
export const availabilityRoutes: ApiRoute[] = [
  callRoute(availability.mine, ({ db, request }) =>
    myAvailability(db, request.currentUser.user.personId),
  ),
  callRoute(availability.create, ({ db, request, body, now, timeZone }) =>
    declareAvailability(db, request.currentUser, body, { now, timeZone }),
  ),
  callRoute(availability.remove, ({ db, request, params }) =>
    removeAvailability(db, request.currentUser.user.personId, Number(params.id)),
  ),
];
