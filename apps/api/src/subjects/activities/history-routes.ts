import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { operationalActivityHistory } from "./history.js";

/** The status history of an activity: who changed what, when, from, to, and why. */
export const activityHistoryRoutes: ApiRoute[] = [
  callRoute(calls.operationalActivity.history, ({ db, access, params, timeZone }) =>
    operationalActivityHistory(db, access, Number(params.id), timeZone),
  ),
];
