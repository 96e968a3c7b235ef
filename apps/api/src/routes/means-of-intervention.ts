import { meansStatusFilters, splitTypes } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import {
  changeMeansStatus,
  createMeansOfIntervention,
  deleteMeansOfIntervention,
  getMeansOfIntervention,
  searchMeansOfIntervention,
  splitMeansOfIntervention,
  toMeansOfIntervention,
} from "../services/means-of-intervention.js";
import { maxPage, parseBody } from "./operational-activities.js";

const commentSchema = v.object({ comment: v.optional(v.pipe(v.string(), v.maxLength(2000)), "") });
const parentSchema = v.object({
  operationalActivityId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const statusRoute = (action: "publish" | "open" | "cancel", path: string): ApiRoute =>
  apiRoute({
    method: "POST",
    path,
    feature: "meansOfIntervention",
    write: true,
    handler: async ({ db, access, params, body, timeZone }) =>
      toMeansOfIntervention(
        await changeMeansStatus(
          db,
          access,
          Number(params.id),
          action,
          action === "cancel" ? parseBody(commentSchema, body).comment : "",
        ),
        timeZone,
      ),
  });

const ids = v.optional(v.array(v.pipe(v.number(), v.integer())));
const instant = v.optional(v.pipe(v.string(), v.isoTimestamp()));

/** Criteria of `POST MeansOfIntervention/search` (decision 006). */
const searchSchema = v.object({
  status: v.optional(v.picklist(meansStatusFilters)),
  operationalActivityIds: ids,
  typeIds: ids,
  departureIds: ids,
  from: instant,
  to: instant,
  sort: v.optional(
    v.object({ field: v.picklist(["start", "status"]), direction: v.picklist(["asc", "desc"]) }),
  ),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPage))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});

/** The means of intervention calls (paths decided in decision 006). */
export const meansOfInterventionRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention/search",
    feature: "meansOfIntervention",
    write: false,
    handler: ({ db, access, body, timeZone }) =>
      searchMeansOfIntervention(db, access, parseBody(searchSchema, body), timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "MeansOfIntervention/:id",
    feature: "meansOfIntervention",
    write: false,
    handler: async ({ db, access, params, timeZone }) =>
      toMeansOfIntervention(await getMeansOfIntervention(db, access, Number(params.id)), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention",
    feature: "meansOfIntervention",
    write: true,
    successStatus: 201,
    handler: async ({ db, access, body, now, timeZone }) => {
      const { operationalActivityId } = parseBody(parentSchema, body);
      const rows = await createMeansOfIntervention(db, access, operationalActivityId, body, {
        now,
        timeZone,
      });
      return rows.map((row) => toMeansOfIntervention(row, timeZone));
    },
  }),
  statusRoute("publish", "MeansOfIntervention/Publish/:id"),
  statusRoute("open", "MeansOfIntervention/Open/:id"),
  statusRoute("cancel", "MeansOfIntervention/Cancel/:id"),
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention/Split/:id",
    feature: "meansOfIntervention",
    write: true,
    handler: async ({ db, access, params, body, timeZone }) => {
      const { splitType } = parseBody(v.object({ splitType: v.picklist(splitTypes) }), body);
      const halves = await splitMeansOfIntervention(
        db,
        access,
        Number(params.id),
        splitType,
        timeZone,
      );
      return halves.map((row) => toMeansOfIntervention(row, timeZone));
    },
  }),
  apiRoute({
    method: "DELETE",
    path: "MeansOfIntervention/:id",
    feature: "meansOfIntervention",
    write: true,
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteMeansOfIntervention(db, access, Number(params.id));
    },
  }),
];
