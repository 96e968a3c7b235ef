import * as v from "valibot";
import { emailTypes } from "../enums.js";
import { idSchema } from "../forms/fields.js";
import { reinforcementPersonSchema, sharedAddressSchema } from "../forms/reinforcement.js";
import { textMaxLengths } from "../limits.js";
import { defineCall } from "./call.js";
import { comment, idList, optionalIds, paging } from "./request-parts.js";
import { answerText, count, idValue, nameText, noContent, pageOf } from "./response-parts.js";

/**
 * The reinforcement notifications (paths decided in decision 006): who is told when means lack
 * staff, and the request for reinforcement itself (decision 007).
 */

const manage = { feature: "reinforcement.manage" } as const;

/** Where a notification applies: an entity (and those below it) and an activity. */
const place = { id: idValue, entityId: idValue, activityId: idValue };

/**
 * A notification as the API answers it: a person, with their names for the list, or a shared
 * address.
 */
export const notificationAnswerSchema = v.variant("kind", [
  v.object({
    ...place,
    kind: v.literal("person"),
    personId: idValue,
    firstName: nameText,
    lastName: nameText,
  }),
  v.object({
    ...place,
    kind: v.literal("sharedAddress"),
    name: nameText,
    email: answerText(textMaxLengths.email),
    emailType: v.picklist(emailTypes),
  }),
]);

/** A notification as the API answers it. */
export type NotificationAnswer = v.InferOutput<typeof notificationAnswerSchema>;

/** Criteria of `POST ReinforcementNotification/search` (decision 006). */
export const notificationSearchSchema = v.object({
  entityIds: optionalIds,
  activityIds: optionalIds,
  kind: v.optional(v.picklist(["person", "sharedAddress"])),
  /** By name: a person's last and first names, an address's name. */
  ...paging(["name"]),
});

/** The largest number of means one request names: a page of the means list. */
const maxMeansPerRequest = 100;

/**
 * `POST ReinforcementNotification/Send`: the means lacking staff, or an operational activity whose
 * means lacking staff are meant, exactly one of the two; an optional message to the recipients.
 */
export const reinforcementRequestSchema = v.pipe(
  v.object({
    meansOfInterventionIds: v.optional(v.pipe(idList(maxMeansPerRequest), v.minLength(1))),
    operationalActivityId: v.optional(idSchema),
    message: comment,
  }),
  v.check(
    (request) =>
      (request.meansOfInterventionIds === undefined) !==
      (request.operationalActivityId === undefined),
    "Name either meansOfInterventionIds or operationalActivityId",
  ),
);

/** What a reinforcement request sent: the means concerned, how many persons and addresses asked. */
export const reinforcementSentSchema = v.object({
  meansOfInterventionIds: v.array(idValue),
  recipientCount: count,
});

export const search = defineCall({
  method: "POST",
  path: "ReinforcementNotification/search",
  ...manage,
  write: false,
  summary: "Searches who is notified for reinforcements, within the role's scope",
  body: notificationSearchSchema,
  response: pageOf(notificationAnswerSchema),
});

export const get = defineCall({
  method: "GET",
  path: "ReinforcementNotification/:id",
  ...manage,
  write: false,
  summary: "Reads a reinforcement notification",
  response: notificationAnswerSchema,
});

export const create = defineCall({
  method: "POST",
  path: "ReinforcementNotification",
  ...manage,
  write: true,
  summary: "Registers a person or a shared address to notify for an entity and an activity",
  form: v.union([reinforcementPersonSchema, sharedAddressSchema]),
  successStatus: 201,
  response: notificationAnswerSchema,
});

export const remove = defineCall({
  method: "DELETE",
  path: "ReinforcementNotification/:id",
  ...manage,
  write: true,
  summary: "Removes a reinforcement notification",
  successStatus: 204,
  response: noContent,
});

/** Answered 202: the messages leave through the outbox, after the answer (decision 007). */
export const send = defineCall({
  method: "POST",
  path: "ReinforcementNotification/Send",
  ...manage,
  write: true,
  summary: "Asks the people notified for reinforcement for means lacking staff",
  body: reinforcementRequestSchema,
  successStatus: 202,
  response: reinforcementSentSchema,
});
