import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { getMeansType, loadMeansTypes, meansTypesOfferedForActivity } from "./reads.js";
import { searchMeansTypes } from "./search.js";
import { createMeansType, deleteMeansType, updateMeansType } from "./writes.js";

const { meansType } = calls;

/**
 * The means of intervention type calls (decision 006). Reading types serves the means screens and
 * forms, so it needs `meansOfIntervention`; the type list page and its changes need
 * `meansOfInterventionType`.
 */
export const meansTypeRoutes: ApiRoute[] = [
  callRoute(meansType.list, ({ db }) => loadMeansTypes(db)),
  callRoute(meansType.offeredFor, ({ db, access, params }) =>
    meansTypesOfferedForActivity(db, access, Number(params.id)),
  ),
  callRoute(meansType.get, ({ db, params }) => getMeansType(db, Number(params.id))),
  callRoute(meansType.search, ({ db, body }) => searchMeansTypes(db, body)),
  callRoute(meansType.create, ({ db, body }) => createMeansType(db, body)),
  callRoute(meansType.update, ({ db, params, body }) =>
    updateMeansType(db, Number(params.id), body),
  ),
  callRoute(meansType.remove, async ({ db, params }) => {
    await deleteMeansType(db, Number(params.id));
  }),
];
