import * as v from "valibot";
import { alertLevels } from "../enums.js";
import { alertSchema } from "../forms/alert.js";
import { idSchema } from "../forms/fields.js";
import { alertAnswerSchema } from "./alert-current.js";
import { defineCall } from "./call.js";
import { choices, optionalInstant, paging, searchText } from "./request-parts.js";
import { noContent, pageOf } from "./response-parts.js";

export { alertAnswerSchema, current } from "./alert-current.js";

/** The alerts: the banners every user sees (spec 01 §2) and their management (spec 02 §7). */

const manage = { feature: "alert.manage" } as const;

/** The columns a search of alerts sorts on. */
export const searchSortFields = ["fromDateTime", "toDateTime", "level"] as const;

/** Criteria of `POST Alert/search` (decision 006). */
export const alertSearchSchema = v.object({
  level: choices(alertLevels),
  /** Active (true) or cancelled (false) alerts; both when absent. */
  isActive: v.optional(v.boolean()),
  /** Alerts still showing after this instant (no end, or ending after it). */
  from: optionalInstant,
  /** Alerts starting before this instant. */
  to: optionalInstant,
  /** A part of a title or a text, in any language, case-insensitive. */
  text: searchText,
  ...paging(searchSortFields),
});

export const get = defineCall({
  method: "GET",
  path: "Alert/Get/:id",
  ...manage,
  write: false,
  summary: "Reads an alert with its texts",
  response: alertAnswerSchema,
});

export const search = defineCall({
  method: "POST",
  path: "Alert/search",
  ...manage,
  write: false,
  summary: "Searches the alerts by level, status, period and text",
  body: alertSearchSchema,
  response: pageOf(alertAnswerSchema),
});

export const create = defineCall({
  method: "POST",
  path: "Alert/Create",
  ...manage,
  write: true,
  summary: "Creates an active alert",
  form: alertSchema,
  successStatus: 201,
  response: alertAnswerSchema,
});

/** The alert form with the id of the alert it edits. */
export const update = defineCall({
  method: "POST",
  path: "Alert/Update",
  ...manage,
  write: true,
  summary: "Edits an active alert, its texts replacing the former ones",
  form: v.object({ id: idSchema, ...alertSchema.entries }),
  response: alertAnswerSchema,
});

export const cancel = defineCall({
  method: "POST",
  path: "Alert/Cancel/:id",
  ...manage,
  write: true,
  summary: "Cancels (deactivates) an active alert (irreversible)",
  response: alertAnswerSchema,
});

export const remove = defineCall({
  method: "DELETE",
  path: "Alert/Delete/:id",
  ...manage,
  write: true,
  summary: "Deletes an alert, active or cancelled",
  successStatus: 204,
  response: noContent,
});
