import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { createRecurrence, deleteRecurrence, getRecurrence } from "./recurrences.js";
import { applySeriesEdit, previewSeriesEdit } from "./series-edit.js";

const { operationalActivity, operationalActivitySeries } = calls;

/**
 * The calls of recurring operational activities (paths decided in decision 006): a series
 * created, read and deleted; an occurrence edited with the following ones or its whole series,
 * previewed first (decision 031).
 */
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
  callRoute(operationalActivitySeries.preview, ({ db, access, params, body, now, timeZone }) =>
    previewSeriesEdit(db, access, Number(params.id), body, { now, timeZone }),
  ),
  callRoute(operationalActivitySeries.apply, ({ db, access, params, body, now, timeZone }) =>
    applySeriesEdit(db, access, Number(params.id), body, { now, timeZone }),
  ),
];
