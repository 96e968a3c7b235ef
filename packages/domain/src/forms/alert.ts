import * as v from "valibot";
import { alertLevels } from "../enums.js";
import { blocking, type Finding, warning } from "../findings.js";
import { listMaxLengths, textMaxLengths } from "../limits.js";
import { languages } from "../reference-data.js";
import { instantToWallClock } from "../time/zoned.js";
import {
  flagSchema,
  optionalTextSchema,
  optionalWallClockSchema,
  wallClockSchema,
} from "./fields.js";
import { checkEndAfterStart, checkNoDuplicates, type FormContext } from "./rules.js";
import { createValidator } from "./validation.js";

/**
 * The alert form, create and edit (spec 02 §2, §3; spec 01 §3: level, fromDateTime, toDateTime,
 * dismissible, alertTexts in fr, en, de).
 */
export const alertSchema = v.object({
  level: v.picklist(alertLevels),
  fromDateTime: wallClockSchema,
  /** Empty: the alert shows until cancelled. */
  toDateTime: optionalWallClockSchema,
  dismissible: flagSchema,
  /** One text per language at most. */
  alertTexts: v.pipe(
    v.array(
      v.object({
        languageCode: v.picklist(languages),
        title: optionalTextSchema(textMaxLengths.alertTitle),
        text: optionalTextSchema(textMaxLengths.alertText),
      }),
    ),
    v.maxLength(listMaxLengths.alertTexts, "list.tooLong"),
  ),
});

/** The values of the alert form. */
export type AlertValues = v.InferOutput<typeof alertSchema>;

/**
 * Every rule of spec 02 §5 on an alert: at least one complete text, title and text
 * (`alert.textRequired`, on `alertTexts`); a text begun in a language needs its other half
 * (`required` on `alertTexts.1.text`); one text per language (`value.duplicate`); the end after the
 * start; dates in the past warn `alert.dateInPast`. The schema keeps the dates within the
 * supported range (`date.outOfRange`). Alert times are not held to the 5-minute grid:
 * an alert is often published "from now".
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkAlert(values: Partial<AlertValues>, context: FormContext): Finding[] {
  const findings: Finding[] = [];
  const texts = values.alertTexts;
  if (texts) {
    if (!texts.some((text) => text.title && text.text)) {
      findings.push(blocking("alertTexts", "alert.textRequired"));
    }
    texts.forEach((text, index) => {
      if (text.title && !text.text) findings.push(blocking(`alertTexts.${index}.text`, "required"));
      if (text.text && !text.title)
        findings.push(blocking(`alertTexts.${index}.title`, "required"));
    });
    const languageCodes = texts.map((text) => text.languageCode);
    findings.push(
      ...checkNoDuplicates(languageCodes, "alertTexts").map((finding) => ({
        ...finding,
        field: `${finding.field}.languageCode`,
      })),
    );
  }
  const { fromDateTime, toDateTime } = values;
  if (toDateTime) {
    findings.push(...checkEndAfterStart(fromDateTime, toDateTime, { field: "toDateTime" }));
  }
  const now = instantToWallClock(context.now, context.timeZone);
  if (fromDateTime && fromDateTime < now)
    findings.push(warning("fromDateTime", "alert.dateInPast"));
  if (toDateTime && toDateTime < now) findings.push(warning("toDateTime", "alert.dateInPast"));
  return findings;
}

/** Parses and checks an alert; the API refuses it when a finding is blocking. */
export const validateAlert = createValidator(alertSchema, checkAlert);
