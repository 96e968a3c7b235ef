import * as v from "valibot";
import { registrationFeedbacks } from "../enums.js";
import { meansNoticeRecipientsListed } from "../notifications/means-notices.js";
import { staffTypes } from "../roles.js";
import { defineCall } from "./call.js";
import { commentBody } from "./request-parts.js";
import { count, idValue, instantText, nameText } from "./response-parts.js";

/**
 * The notices of a means sent by hand (decision 035): the "notify mobilization" and "notify
 * opening" dialogs of a means' page first read whom the notice would reach, then send it. Sending
 * writes one outbox event in the transaction; its messages are prepared and delivered by the
 * notification jobs (decision 025).
 */

const reading = { feature: "meansOfIntervention", write: false } as const;
const editing = { feature: "meansOfIntervention", write: true } as const;

/** A person a notice is meant for, as its dialog lists them. */
export const meansNoticeRecipientSchema = v.object({
  personId: idValue,
  firstName: nameText,
  lastName: nameText,
  staffType: v.picklist(staffTypes),
  /** Whether an address reaches them (decision 025); without one, no message is written. */
  reachable: v.boolean(),
  /**
   * What they answered their latest mobilisation's links ("I confirm", "I cannot come"); null
   * without an answer, and always for an opening (they are not registered).
   */
  feedback: v.nullable(v.picklist(registrationFeedbacks)),
});

/** A person a notice is meant for. */
export type MeansNoticeRecipient = v.InferOutput<typeof meansNoticeRecipientSchema>;

/**
 * Whom a notice would reach now: the first persons by name (at most
 * `meansNoticeRecipientsListed`), how many are meant in all and how many of them can be reached,
 * and when the same notice was last sent and may be sent again.
 */
export const meansNoticeRecipientsAnswerSchema = v.object({
  items: v.pipe(v.array(meansNoticeRecipientSchema), v.maxLength(meansNoticeRecipientsListed)),
  /** Every person meant, reachable or not. */
  total: count,
  /** Those of `total` an address reaches: the messages sending would write. */
  reachable: count,
  /** The latest same notice on the means (a manual or automatic opening counts); null: none. */
  lastNotifiedAt: v.nullable(instantText),
  /** From when it may be sent again; null when it may be sent now. */
  availableAt: v.nullable(instantText),
});

/** What a notice sent answers: how many messages it writes, and whom it could not reach. */
export const meansNoticeSentAnswerSchema = v.object({
  recipientCount: count,
  unreachableCount: count,
  notifiedAt: instantText,
});

export const mobilizationRecipients = defineCall({
  method: "GET",
  path: "MeansOfIntervention/NotifyMobilization/Recipients/:id",
  ...reading,
  summary: "Whom a mobilisation notice of a means would reach: the people validated on it",
  response: meansNoticeRecipientsAnswerSchema,
});

export const openingRecipients = defineCall({
  method: "GET",
  path: "MeansOfIntervention/NotifyOpening/Recipients/:id",
  ...reading,
  summary:
    "Whom an opening notice of a means would reach: the volunteers of its activity not registered on it",
  response: meansNoticeRecipientsAnswerSchema,
});

/** The manager's comment is added to each message as theirs. */
export const notifyMobilization = defineCall({
  method: "POST",
  path: "MeansOfIntervention/NotifyMobilization/:id",
  ...editing,
  summary:
    "Tells the people validated on a public or open means again that they are expected, writing one notification",
  body: commentBody,
  response: meansNoticeSentAnswerSchema,
});

/** The manager's comment is added to each message as theirs. */
export const notifyOpening = defineCall({
  method: "POST",
  path: "MeansOfIntervention/NotifyOpening/:id",
  ...editing,
  summary:
    "Announces an open means again to the volunteers of its activity not registered on it, writing one notification",
  body: commentBody,
  response: meansNoticeSentAnswerSchema,
});
