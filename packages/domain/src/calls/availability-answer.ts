import * as v from "valibot";
import { availabilityKinds, availabilityRepeats } from "../enums.js";
import { availabilityLimits } from "../limits.js";
import { answerInteger, answerText, dateText, idValue, instantText } from "./response-parts.js";

/*
 * A volunteer's availability declaration as the API answers it (decision 046), apart from the
 * calls that read and write it: the personnel planning answers it too, and that call's schema is
 * read at start-up, where the form's rules are not wanted.
 */

/** A declaration as the API answers it. */
export const availabilityAnswerSchema = v.object({
  id: idValue,
  kind: v.picklist(availabilityKinds),
  repeat: v.picklist(availabilityRepeats),
  /** A one-off period; null for a weekly declaration. */
  start: v.nullable(instantText),
  end: v.nullable(instantText),
  /** ISO weekdays of a weekly declaration (1 Monday … 7 Sunday), in order; empty for a one-off. */
  weekdays: v.pipe(v.array(answerInteger({ min: 1, max: 7 })), v.maxLength(7)),
  startTime: v.nullable(answerText(5)),
  endTime: v.nullable(answerText(5)),
  from: v.nullable(dateText),
  to: v.nullable(dateText),
  comment: answerText(availabilityLimits.comment),
  createdAt: instantText,
});
