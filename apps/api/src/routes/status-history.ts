import { type ApiRoute, apiRoute } from "../http/api-route.js";
import {
  meansOfInterventionHistory,
  operationalActivityHistory,
} from "../services/status-history.js";

/** The status histories of activities and means: who changed what, when, from, to, and why. */
export const statusHistoryRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    path: "OperationalActivity/History/:id",
    feature: "operationalActivity",
    write: false,
    summary: "The status changes of an operational activity, oldest first",
    handler: ({ db, access, params, timeZone }) =>
      operationalActivityHistory(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "MeansOfIntervention/History/:id",
    feature: "meansOfIntervention",
    write: false,
    summary: "The status changes of a means of intervention, oldest first",
    handler: ({ db, access, params, timeZone }) =>
      meansOfInterventionHistory(db, access, Number(params.id), timeZone),
  }),
];
