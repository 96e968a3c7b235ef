import { meansOfInterventionCreateSchema, meansStatusFilters, splitTypes } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { commentBody, id, ids, instant, paging, parseBody } from "../http/schemas.js";
import {
  changeMeansStatus,
  createMeansOfIntervention,
  deleteMeansOfIntervention,
  getMeansOfIntervention,
  searchMeansOfIntervention,
  splitMeansOfIntervention,
  toMeansOfIntervention,
} from "../services/means-of-intervention.js";

const parentSchema = v.object({ operationalActivityId: id });

const statusSummaries = {
  publish: "Publishes a draft means (irreversible)",
  open: "Opens a public means to volunteers (irreversible), writing the opening notification",
  cancel: "Cancels a means, notifying the people assigned",
} as const;

const statusRoute = (action: "publish" | "open" | "cancel", path: string): ApiRoute =>
  apiRoute({
    method: "POST",
    path,
    feature: "meansOfIntervention",
    write: true,
    summary: statusSummaries[action],
    body: commentBody,
    handler: async ({ db, access, params, body, timeZone }) =>
      toMeansOfIntervention(
        await changeMeansStatus(
          db,
          access,
          Number(params.id),
          action,
          action === "cancel" ? body.comment : "",
        ),
        timeZone,
      ),
  });

/** Criteria of `POST MeansOfIntervention/search` (decision 006). */
const searchSchema = v.object({
  status: v.optional(v.picklist(meansStatusFilters)),
  operationalActivityIds: ids,
  typeIds: ids,
  departureIds: ids,
  from: instant,
  to: instant,
  ...paging(["start", "status"]),
});

/** The means of intervention calls (paths decided in decision 006). */
export const meansOfInterventionRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention/search",
    feature: "meansOfIntervention",
    write: false,
    summary: "Searches the means of intervention of the role's scope",
    body: searchSchema,
    handler: ({ db, access, body, timeZone }) =>
      searchMeansOfIntervention(db, access, body, timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "MeansOfIntervention/:id",
    feature: "meansOfIntervention",
    write: false,
    summary: "Reads a means of intervention",
    handler: async ({ db, access, params, timeZone }) =>
      toMeansOfIntervention(await getMeansOfIntervention(db, access, Number(params.id)), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention",
    feature: "meansOfIntervention",
    write: true,
    summary: "Creates one draft means per team on an operational activity",
    form: meansOfInterventionCreateSchema,
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
    summary: "Splits a 12-hour means into two linked halves (irreversible)",
    body: v.object({ splitType: v.picklist(splitTypes) }),
    handler: async ({ db, access, params, body, timeZone }) => {
      const halves = await splitMeansOfIntervention(
        db,
        access,
        Number(params.id),
        body.splitType,
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
    summary: "Deletes a means nobody is registered on, nor on its split sibling",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteMeansOfIntervention(db, access, Number(params.id));
    },
  }),
];
