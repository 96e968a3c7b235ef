import * as v from "valibot";
import type { Finding } from "../findings.js";
import { listMaxLengths, textMaxLengths } from "../limits.js";
import { type AttachmentLimits, attachmentSchema, checkAttachments } from "./attachments.js";
import {
  idSchema,
  optionalIdSchema,
  optionalTextSchema,
  requiredTextSchema,
  wallClockSchema,
} from "./fields.js";
import { checkRegistrationSettings, registrationSettingsEntries } from "./registration-settings.js";
import { checkPeriod, type FormContext } from "./rules.js";
import { createValidator } from "./validation.js";

/**
 * The operational activity form, create, edit and clone alike (spec 02 §2, §3; spec 01 §3). The
 * recurrence part is a form of its own.
 */
export const operationalActivitySchema = v.object({
  title: requiredTextSchema(textMaxLengths.title),
  location: requiredTextSchema(textMaxLengths.location),
  locationTypeId: optionalIdSchema,
  start: wallClockSchema,
  end: wallClockSchema,
  ...registrationSettingsEntries,
  activityId: idSchema,
  entityId: idSchema,
  comment: optionalTextSchema(textMaxLengths.comment),
  attachments: v.optional(
    v.pipe(v.array(attachmentSchema), v.maxLength(listMaxLengths.attachments, "list.tooLong")),
    [],
  ),
});

/** The values of the operational activity form. */
export type OperationalActivityValues = v.InferOutput<typeof operationalActivitySchema>;

/** What the operational activity rules need besides the values. */
export interface OperationalActivityContext extends FormContext, AttachmentLimits {
  /** When editing: the start already saved, never refused for lying in the past. */
  originalStart?: string | null;
}

/**
 * Every rule of spec 02 §5 on an operational activity: start and end (5-minute grid, start not in
 * the past, end after start, period warnings), registration deadline and opening (the activity's
 * own deadline governs its opening date), attachments.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkOperationalActivity(
  values: Partial<OperationalActivityValues>,
  context: OperationalActivityContext,
): Finding[] {
  return [
    ...checkPeriod(values, context, { originalStart: context.originalStart ?? null }),
    ...checkRegistrationSettings(values, values.registrationDeadline, context),
    ...checkAttachments(values.attachments ?? [], context),
  ];
}

/** Parses and checks an operational activity; the API refuses it when a finding is blocking. */
export const validateOperationalActivity = createValidator(
  operationalActivitySchema,
  checkOperationalActivity,
);
