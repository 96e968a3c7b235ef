import { activityStatuses, apiError } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { ApiFailure } from "../http/errors.js";
import {
  changeOperationalActivityStatus,
  createOperationalActivity,
  deleteOperationalActivity,
  getOperationalActivity,
  searchOperationalActivities,
  toOperationalActivity,
  updateOperationalActivity,
} from "../services/operational-activities.js";

const ids = v.optional(v.array(v.pipe(v.number(), v.integer())));

/** The last page a search may ask for: beyond, the offset would leave PostgreSQL's bigint. */
export const maxPage = 1_000_000;
const instant = v.optional(v.pipe(v.string(), v.isoTimestamp()));

/** Criteria of `POST OperationalActivity/search` (decision 006). */
const searchSchema = v.object({
  status: v.optional(v.array(v.picklist(activityStatuses))),
  activityIds: ids,
  entityIds: ids,
  from: instant,
  to: instant,
  text: v.optional(v.pipe(v.string(), v.maxLength(200))),
  sort: v.optional(
    v.object({
      field: v.picklist(["start", "title", "status"]),
      direction: v.picklist(["asc", "desc"]),
    }),
  ),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPage))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});

const commentSchema = v.object({ comment: v.optional(v.pipe(v.string(), v.maxLength(2000)), "") });

/** Parses a request body, or refuses with `validation.invalidRequest` and the issues. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return result.output;
  throw new ApiFailure(
    400,
    apiError("validation", "invalidRequest", {
      issues: result.issues.map((issue) => ({
        path: issue.path?.map((item) => String(item.key)).join(".") ?? "",
        message: issue.message,
      })),
    }),
  );
}

/** The operational activity calls (paths decided in decision 006). */
export const operationalActivityRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "OperationalActivity/search",
    feature: "operationalActivity",
    write: false,
    handler: ({ db, access, body, timeZone }) =>
      searchOperationalActivities(db, access, parseBody(searchSchema, body), timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "OperationalActivity/:id",
    feature: "operationalActivity",
    write: false,
    handler: async ({ db, access, params, timeZone }) =>
      toOperationalActivity(await getOperationalActivity(db, access, Number(params.id)), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "OperationalActivity",
    feature: "operationalActivity.create",
    write: true,
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
    handler: async ({ db, access, params, body, timeZone }) =>
      toOperationalActivity(
        await changeOperationalActivityStatus(
          db,
          access,
          Number(params.id),
          "cancel",
          parseBody(commentSchema, body).comment,
        ),
        timeZone,
      ),
  }),
  apiRoute({
    method: "DELETE",
    path: "OperationalActivity/:id",
    feature: "operationalActivity",
    write: true,
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteOperationalActivity(db, access, Number(params.id));
    },
  }),
];
