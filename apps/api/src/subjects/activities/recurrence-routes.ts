import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { createRecurrence, deleteRecurrence, getRecurrence } from "./recurrences.js";

const { operationalActivity } = calls;

/** The calls of recurring operational activities (paths decided in decision 006). */
export const recurrenceRoutes: ApiRoute[] = [
  callRoute(operationalActivity.createRecurrence, ({ db, access, body, now, timeZone }) =>
    createRecurrence(db, access, body, { now, timeZone }),
  ),
  callRoute(operationalActivity.getRecurrence, ({ db, access, params, timeZone }) =>
    getRecurrence(db, access, Number(params.id), timeZone),
  ),
  callRoute(operationalActivity.removeRecurrence, ({ db, access, params, timeZone }) =>
    deleteRecurrence(db, access, Number(params.id), timeZone),
  ),
];
