import { recurrenceFormSchema } from "@releve/domain";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { createRecurrence, deleteRecurrence, getRecurrence } from "../services/recurrences.js";

/** The calls of recurring operational activities (paths decided in decision 006). */
export const recurrenceRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "Recurrence",
    feature: "operationalActivity.create",
    write: true,
    summary: "Creates a series of draft activities from the activity form and a recurrence",
    form: recurrenceFormSchema,
    successStatus: 201,
    handler: ({ db, access, body, now, timeZone }) =>
      createRecurrence(db, access, body, { now, timeZone }),
  }),
  apiRoute({
    method: "GET",
    path: "Recurrence/:id",
    feature: "operationalActivity",
    write: false,
    summary: "Reads a series and its occurrences",
    handler: ({ db, access, params, timeZone }) =>
      getRecurrence(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "DELETE",
    path: "Recurrence/:id",
    feature: "operationalActivity",
    write: true,
    summary:
      "Deletes the occurrences of a series nobody is registered on, answering those it keeps",
    handler: ({ db, access, params, timeZone }) =>
      deleteRecurrence(db, access, Number(params.id), timeZone),
  }),
];
