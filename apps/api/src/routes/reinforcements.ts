import { reinforcementPersonSchema, sharedAddressSchema } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { comment, id, idList, ids, paging } from "../http/schemas.js";
import {
  createReinforcementNotification,
  deleteReinforcementNotification,
  getReinforcementNotification,
  searchReinforcementNotifications,
  sendReinforcementRequest,
} from "../services/reinforcements.js";

/** Criteria of `POST ReinforcementNotification/search` (decision 006). */
const searchSchema = v.object({
  entityIds: ids,
  activityIds: ids,
  kind: v.optional(v.picklist(["person", "sharedAddress"])),
  ...paging(["name"]),
});

/** The largest number of means one request names: a page of the means list. */
const maxMeansPerRequest = 100;

/**
 * `POST ReinforcementNotification/Send`: the means lacking staff, or an operational activity whose
 * means lacking staff are meant, exactly one of the two; an optional message to the recipients.
 */
const sendSchema = v.pipe(
  v.object({
    meansOfInterventionIds: v.optional(v.pipe(idList(maxMeansPerRequest), v.minLength(1))),
    operationalActivityId: v.optional(id),
    message: comment,
  }),
  v.check(
    (request) =>
      (request.meansOfInterventionIds === undefined) !==
      (request.operationalActivityId === undefined),
    "Name either meansOfInterventionIds or operationalActivityId",
  ),
);

const manage = { feature: "reinforcement.manage" } as const;

/** The reinforcement notification calls (paths decided in decision 006). */
export const reinforcementRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "ReinforcementNotification/search",
    ...manage,
    write: false,
    summary: "Searches who is notified for reinforcements, within the role's scope",
    body: searchSchema,
    handler: ({ db, access, body }) => searchReinforcementNotifications(db, access, body),
  }),
  apiRoute({
    method: "GET",
    path: "ReinforcementNotification/:id",
    ...manage,
    write: false,
    summary: "Reads a reinforcement notification",
    handler: ({ db, access, params }) =>
      getReinforcementNotification(db, access, Number(params.id)),
  }),
  apiRoute({
    method: "POST",
    path: "ReinforcementNotification",
    ...manage,
    write: true,
    summary: "Registers a person or a shared address to notify for an entity and an activity",
    form: v.union([reinforcementPersonSchema, sharedAddressSchema]),
    successStatus: 201,
    handler: ({ db, access, body }) => createReinforcementNotification(db, access, body),
  }),
  apiRoute({
    method: "DELETE",
    path: "ReinforcementNotification/:id",
    ...manage,
    write: true,
    summary: "Removes a reinforcement notification",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteReinforcementNotification(db, access, Number(params.id));
    },
  }),
  apiRoute({
    method: "POST",
    path: "ReinforcementNotification/Send",
    ...manage,
    write: true,
    summary: "Asks the people notified for reinforcement for means lacking staff",
    body: sendSchema,
    successStatus: 202,
    handler: ({ db, access, body, now }) => sendReinforcementRequest(db, access, body, now),
  }),
];
