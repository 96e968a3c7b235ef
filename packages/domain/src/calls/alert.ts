import * as v from "valibot";
import { alertLevels } from "../enums.js";
import { alertSchema } from "../forms/alert.js";
import { idSchema } from "../forms/fields.js";
import { textMaxLengths } from "../limits.js";
import { languages } from "../reference-data.js";
import { defineCall } from "./call.js";
import { choices, optionalInstant, paging, searchText } from "./request-parts.js";
import { answerText, idValue, instantText, noContent, pageOf } from "./response-parts.js";

/** The alerts: the banners every user sees (spec 01 §2) and their management (spec 02 §7). */

const manage = { feature: "alert.manage" } as const;

/**
 * An alert as the API answers it: its instants with the organisation's offset, its texts in the
 * order of the product's languages (a language without text is left out).
 */
export const alertAnswerSchema = v.object({
  id: idValue,
  level: v.picklist(alertLevels),
  fromDateTime: instantText,
  /** `null`: the alert shows until cancelled. */
  toDateTime: v.nullable(instantText),
  dismissible: v.boolean(),
  /** `false` once cancelled. */
  isActive: v.boolean(),
  alertTexts: v.array(
    v.object({
      languageCode: v.picklist(languages),
      title: answerText(textMaxLengths.alertTitle),
      text: answerText(textMaxLengths.alertText),
    }),
  ),
});

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
  ...paging(["fromDateTime", "toDateTime", "level"]),
});

export const current = defineCall({
  method: "GET",
  path: "Alert/GetCurrent",
  feature: null,
  write: false,
  summary: "The alerts showing now, danger first, with their texts",
  response: v.array(alertAnswerSchema),
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
