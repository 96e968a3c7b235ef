import {
  activityStatuses,
  operationalActivityCloneSchema,
  operationalActivitySchema,
} from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { choices, commentBody, ids, instant, paging, searchText } from "../http/schemas.js";
import { attachmentsByActivity } from "../services/attachments.js";
import {
  changeOperationalActivityStatus,
  createOperationalActivity,
  getOperationalActivity,
  searchOperationalActivities,
  toOperationalActivity,
  updateOperationalActivity,
} from "../services/operational-activities.js";
import { cloneOperationalActivity } from "../services/operational-activity-clone.js";
import { deleteOperationalActivity } from "../services/operational-activity-deletion.js";

/** Criteria of `POST OperationalActivity/search` (decision 006). */
const searchSchema = v.object({
  status: choices(activityStatuses),
  activityIds: ids,
  entityIds: ids,
  from: instant,
  to: instant,
  text: searchText,
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
    handler: async ({ db, access, body, timeZone }) => {
      const page = await searchOperationalActivities(db, access, body, timeZone);
      const attachments = await attachmentsByActivity(
        db,
        page.items.map((item) => item.id),
      );
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, attachments: attachments.get(item.id) ?? [] })),
      };
    },
  }),
  apiRoute({
    method: "GET",
    path: "OperationalActivity/:id",
    feature: "operationalActivity",
    write: false,
    summary: "Reads an operational activity with its attachments",
    handler: async ({ db, access, params, timeZone }) => {
      const id = Number(params.id);
      const row = await getOperationalActivity(db, access, id, { reading: true });
      const attachments = await attachmentsByActivity(db, [id]);
      return toOperationalActivity(row, timeZone, attachments.get(id));
    },
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
    method: "POST",
    path: "OperationalActivity/Clone/:id",
    feature: "operationalActivity.create",
    write: true,
    summary:
      "Creates a draft from the clone form of an activity, with copies of its means if asked",
    form: operationalActivityCloneSchema,
    successStatus: 201,
    handler: async ({ db, access, params, body, now, timeZone }) => {
      const row = await cloneOperationalActivity(db, access, Number(params.id), body, {
        now,
        timeZone,
      });
      const attachments = await attachmentsByActivity(db, [row.id]);
      return toOperationalActivity(row, timeZone, attachments.get(row.id));
    },
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
    summary:
      "Deletes an activity without means, or an occurrence of a series nobody is registered on",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteOperationalActivity(db, access, Number(params.id));
    },
  }),
];
