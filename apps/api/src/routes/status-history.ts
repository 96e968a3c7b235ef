import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../http/api-route.js";
import {
  meansOfInterventionHistory,
  operationalActivityHistory,
} from "../services/status-history.js";

/** The status histories of activities and means: who changed what, when, from, to, and why. */
export const statusHistoryRoutes: ApiRoute[] = [
  callRoute(calls.operationalActivity.history, ({ db, access, params, timeZone }) =>
    operationalActivityHistory(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.meansOfIntervention.history, ({ db, access, params, timeZone }) =>
    meansOfInterventionHistory(db, access, Number(params.id), timeZone),
  ),
];
