import {
  duplicateSchema,
  integerInRangeSchema,
  meansOfInterventionCloneSchema,
  meansOfInterventionCreateSchema,
  meansOfInterventionEditSchema,
  meansStatusFilters,
  numberRanges,
  splitTypes,
  staffCompletenesses,
} from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { choices, commentBody, id, ids, instant, paging, parseBody } from "../http/schemas.js";
import {
  changeMeansStatus,
  createMeansOfIntervention,
  deleteMeansOfIntervention,
  getMeansOfIntervention,
  searchMeansOfIntervention,
  splitMeansOfIntervention,
  toMeansOfIntervention,
} from "../services/means-of-intervention.js";
import {
  cloneMeansOfIntervention,
  duplicateMeansOfIntervention,
  updateMeansOfIntervention,
} from "../services/means-of-intervention-edit.js";

const parentSchema = v.object({ operationalActivityId: id });

/**
 * The version an edit was made on, when the planner sends it: an edit of an older version is
 * refused as a concurrent change.
 */
const versionSchema = v.object({ version: v.optional(integerInRangeSchema(numberRanges.version)) });

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
  /** Means whose staff completeness is one of these (the domain's `staffCompleteness`). */
  staffCompletenesses: choices(staffCompletenesses),
  ...paging(["start", "status"]),
});

/** The means of intervention calls (paths decided in decision 006). */
export const meansOfInterventionRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention/search",
    feature: "meansOfIntervention",
    write: false,
    summary:
      "Searches the means of intervention of the role's scope by status, activity, type, departure, period and staff completeness",
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
      toMeansOfIntervention(
        await getMeansOfIntervention(db, access, Number(params.id), { reading: true }),
        timeZone,
      ),
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
  apiRoute({
    method: "PUT",
    path: "MeansOfIntervention/:id",
    feature: "meansOfIntervention",
    write: true,
    summary: "Edits a means not cancelled; with `version`, refuses an edit of an older reading",
    form: meansOfInterventionEditSchema,
    handler: async ({ db, access, params, body, now, timeZone }) => {
      const { version } = parseBody(versionSchema, body);
      return toMeansOfIntervention(
        await updateMeansOfIntervention(db, access, Number(params.id), body, {
          now,
          timeZone,
          version,
        }),
        timeZone,
      );
    },
  }),
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention/Clone/:id",
    feature: "meansOfIntervention",
    write: true,
    summary: "Creates a draft means on the same activity from the clone form",
    form: meansOfInterventionCloneSchema,
    successStatus: 201,
    handler: async ({ db, access, params, body, now, timeZone }) =>
      toMeansOfIntervention(
        await cloneMeansOfIntervention(db, access, Number(params.id), body, { now, timeZone }),
        timeZone,
      ),
  }),
  apiRoute({
    method: "POST",
    path: "MeansOfIntervention/Duplicate/:id",
    feature: "meansOfIntervention",
    write: true,
    summary: "Copies a means at an offset, copy count times, as drafts",
    form: duplicateSchema,
    successStatus: 201,
    handler: async ({ db, access, params, body, now, timeZone }) => {
      const copies = await duplicateMeansOfIntervention(db, access, Number(params.id), body, {
        now,
        timeZone,
      });
      return copies.map((row) => toMeansOfIntervention(row, timeZone));
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
