import * as v from "valibot";
import { alertLevels } from "../enums.js";
import { textMaxLengths } from "../limits.js";
import { languages } from "../reference-data.js";
import { defineCall } from "./call.js";
import { answerText, idValue, instantText } from "./response-parts.js";

/*
 * The alerts every page shows: their answer and the call of the banners, re-exported by
 * `alert.ts`. A module of their own: the planner's start-up shows the banners and so downloads
 * these alone, not the alert screens' search and changes with the form's schema (decision 049).
 */

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

export const current = defineCall({
  method: "GET",
  path: "Alert/GetCurrent",
  feature: null,
  write: false,
  summary: "The alerts showing now, danger first, with their texts",
  response: v.array(alertAnswerSchema),
});
