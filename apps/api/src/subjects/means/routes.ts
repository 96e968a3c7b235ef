import { calls, type MeansOfIntervention } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { parseBody } from "../../http/schemas.js";
import { meansCalendar } from "./calendar.js";
import { createMeansOfIntervention } from "./create.js";
import { deleteMeansOfIntervention } from "./deletion.js";
import {
  cloneMeansOfIntervention,
  duplicateMeansOfIntervention,
  updateMeansOfIntervention,
} from "./edit.js";
import { meansOfInterventionHistory } from "./history.js";
import { changeMeansStatus } from "./lifecycle.js";
import { meansNoticeRoutes } from "./notify-routes.js";
import { getMeansOfIntervention, toMeansOfIntervention } from "./reads.js";
import { searchMeansOfIntervention } from "./search.js";
import { splitMeansOfIntervention } from "./split.js";

const means = calls.meansOfIntervention;

/** A status change of a means; only a cancellation keeps its comment. */
const statusRoute = (action: "publish" | "open" | "cancel"): ApiRoute =>
  callRoute(means[action], async ({ db, access, params, body, timeZone }) =>
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
  );

/** The means of intervention calls (paths decided in decision 006). */
export const meansOfInterventionRoutes: ApiRoute[] = [
  callRoute(means.search, ({ db, access, body, timeZone }) =>
    searchMeansOfIntervention(db, access, body, timeZone),
  ),
  callRoute(means.calendar, ({ db, access, body, timeZone }) =>
    meansCalendar(db, access, body, timeZone),
  ),
  callRoute(means.get, async ({ db, access, params, timeZone }) =>
    toMeansOfIntervention(
      await getMeansOfIntervention(db, access, Number(params.id), { reading: true }),
      timeZone,
    ),
  ),
  callRoute(means.create, async ({ db, access, body, now, timeZone }) => {
    // The domain checks the form; the activity it names is read here.
    const { operationalActivityId } = parseBody(means.meansParentSchema, body);
    const rows = await createMeansOfIntervention(db, access, operationalActivityId, body, {
      now,
      timeZone,
    });
    return rows.map((row) => toMeansOfIntervention(row, timeZone));
  }),
  callRoute(means.update, async ({ db, access, params, body, now, timeZone }) => {
    const { version } = parseBody(means.meansVersionSchema, body);
    return toMeansOfIntervention(
      await updateMeansOfIntervention(db, access, Number(params.id), body, {
        now,
        timeZone,
        version,
      }),
      timeZone,
    );
  }),
  callRoute(means.clone, async ({ db, access, params, body, now, timeZone }) =>
    toMeansOfIntervention(
      await cloneMeansOfIntervention(db, access, Number(params.id), body, { now, timeZone }),
      timeZone,
    ),
  ),
  callRoute(means.duplicate, async ({ db, access, params, body, now, timeZone }) => {
    const copies = await duplicateMeansOfIntervention(db, access, Number(params.id), body, {
      now,
      timeZone,
    });
    return copies.map((row) => toMeansOfIntervention(row, timeZone));
  }),
  statusRoute("publish"),
  statusRoute("open"),
  statusRoute("cancel"),
  callRoute(means.split, async ({ db, access, params, body, timeZone }) => {
    const [first, second] = await splitMeansOfIntervention(
      db,
      access,
      Number(params.id),
      body.splitType,
      timeZone,
    );
    const answer: [MeansOfIntervention, MeansOfIntervention] = [
      toMeansOfIntervention(first, timeZone),
      toMeansOfIntervention(second, timeZone),
    ];
    return answer;
  }),
  callRoute(means.remove, async ({ db, access, params }) => {
    await deleteMeansOfIntervention(db, access, Number(params.id));
  }),
  callRoute(calls.meansOfIntervention.history, ({ db, access, params, timeZone }) =>
    meansOfInterventionHistory(db, access, Number(params.id), timeZone),
  ),
  ...meansNoticeRoutes,
];
