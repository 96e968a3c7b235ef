import { alertLevels, alertSchema } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { choices, id, instant, paging, parseBody, searchText } from "../http/schemas.js";
import {
  cancelAlert,
  createAlert,
  deleteAlert,
  getAlert,
  getCurrentAlerts,
  searchAlerts,
  updateAlert,
} from "../services/alerts.js";

/** Criteria of `POST Alert/search` (decision 006). */
const searchSchema = v.object({
  level: choices(alertLevels),
  isActive: v.optional(v.boolean()),
  from: instant,
  to: instant,
  text: searchText,
  ...paging(["fromDateTime", "toDateTime", "level"]),
});

const manage = { feature: "alert.manage" } as const;

/** The alert calls of spec 02 §7, with their exact paths, and the alert search. */
export const alertRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    path: "Alert/GetCurrent",
    feature: null,
    write: false,
    summary: "The alerts showing now, danger first, with their texts",
    handler: ({ db, now, timeZone }) => getCurrentAlerts(db, now, timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "Alert/Get/:id",
    ...manage,
    write: false,
    summary: "Reads an alert with its texts",
    handler: ({ db, params, timeZone }) => getAlert(db, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "Alert/search",
    ...manage,
    write: false,
    summary: "Searches the alerts by level, status, period and text",
    body: searchSchema,
    handler: ({ db, body, timeZone }) => searchAlerts(db, body, timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "Alert/Create",
    ...manage,
    write: true,
    summary: "Creates an active alert",
    form: alertSchema,
    successStatus: 201,
    handler: ({ db, access, body, now, timeZone }) =>
      createAlert(db, access, body, { now, timeZone }),
  }),
  apiRoute({
    method: "POST",
    path: "Alert/Update",
    ...manage,
    write: true,
    summary: "Edits an active alert, its texts replacing the former ones",
    form: v.object({ id, ...alertSchema.entries }),
    handler: ({ db, body, now, timeZone }) =>
      updateAlert(db, parseBody(v.object({ id }), body).id, body, { now, timeZone }),
  }),
  apiRoute({
    method: "POST",
    path: "Alert/Cancel/:id",
    ...manage,
    write: true,
    summary: "Cancels (deactivates) an active alert (irreversible)",
    handler: ({ db, access, params, timeZone }) =>
      cancelAlert(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "DELETE",
    path: "Alert/Delete/:id",
    ...manage,
    write: true,
    summary: "Deletes an alert, active or cancelled",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteAlert(db, access, Number(params.id));
    },
  }),
];
