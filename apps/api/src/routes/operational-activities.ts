import { activityStatuses, operationalActivitySchema } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { commentBody, ids, instant, paging } from "../http/schemas.js";
import {
  changeOperationalActivityStatus,
  createOperationalActivity,
  deleteOperationalActivity,
  getOperationalActivity,
  searchOperationalActivities,
  toOperationalActivity,
  updateOperationalActivity,
} from "../services/operational-activities.js";

/** Criteria of `POST OperationalActivity/search` (decision 006). */
const searchSchema = v.object({
  status: v.optional(v.array(v.picklist(activityStatuses))),
  activityIds: ids,
  entityIds: ids,
  from: instant,
  to: instant,
  text: v.optional(v.pipe(v.string(), v.maxLength(200))),
  ...paging(["start", "title", "status"]),
});

/** The operational activity calls (paths decided in decision 006). */
export const operationalActivityRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "OperationalActivity/search",
    feature: "operationalActivity",
    write: false,
    summary: "Searches the operational activities of the role's scope",
    body: searchSchema,
    handler: ({ db, access, body, timeZone }) =>
      searchOperationalActivities(db, access, body, timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "OperationalActivity/:id",
    feature: "operationalActivity",
    write: false,
    summary: "Reads an operational activity",
    handler: async ({ db, access, params, timeZone }) =>
      toOperationalActivity(await getOperationalActivity(db, access, Number(params.id)), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "OperationalActivity",
    feature: "operationalActivity.create",
    write: true,
    summary: "Creates an operational activity as a draft",
    form: operationalActivitySchema,
    successStatus: 201,
    handler: async ({ db, access, body, now, timeZone }) =>
      toOperationalActivity(
        await createOperationalActivity(db, access, body, { now, timeZone }),
        timeZone,
      ),
  }),
  apiRoute({
    method: "PUT",
    path: "OperationalActivity/:id",
    feature: "operationalActivity",
    write: true,
    summary: "Edits an operational activity",
    form: operationalActivitySchema,
    handler: async ({ db, access, params, body, now, timeZone }) =>
      toOperationalActivity(
        await updateOperationalActivity(db, access, Number(params.id), body, { now, timeZone }),
        timeZone,
      ),
  }),
  apiRoute({
    method: "POST",
    path: "OperationalActivity/Publish/:id",
    feature: "operationalActivity",
    write: true,
    summary: "Publishes a draft operational activity (irreversible)",
    handler: async ({ db, access, params, timeZone }) =>
      toOperationalActivity(
        await changeOperationalActivityStatus(db, access, Number(params.id), "publish", ""),
        timeZone,
      ),
  }),
  apiRoute({
    method: "POST",
    path: "OperationalActivity/Cancel/:id",
    feature: "operationalActivity",
    write: true,
    summary: "Cancels an operational activity and its means, notifying the people assigned",
    body: commentBody,
    handler: async ({ db, access, params, body, timeZone }) =>
      toOperationalActivity(
        await changeOperationalActivityStatus(
          db,
          access,
          Number(params.id),
          "cancel",
          body.comment,
        ),
        timeZone,
      ),
  }),
  apiRoute({
    method: "DELETE",
    path: "OperationalActivity/:id",
    feature: "operationalActivity",
    write: true,
    summary: "Deletes an operational activity that has no means in use",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteOperationalActivity(db, access, Number(params.id));
    },
  }),
];
