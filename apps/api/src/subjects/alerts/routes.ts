import { calls } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { id, parseBody } from "../../http/schemas.js";
import { createAlert, updateAlert } from "./edit.js";
import { cancelAlert, deleteAlert } from "./lifecycle.js";
import { getAlert, getCurrentAlerts } from "./reads.js";
import { searchAlerts } from "./search.js";

/** The alert calls of spec 02 §7, with their exact paths, and the alert search. */
export const alertRoutes: ApiRoute[] = [
  callRoute(calls.alert.current, ({ db, now, timeZone }) => getCurrentAlerts(db, now, timeZone)),
  callRoute(calls.alert.get, ({ db, params, timeZone }) =>
    getAlert(db, Number(params.id), timeZone),
  ),
  callRoute(calls.alert.search, ({ db, body, timeZone }) => searchAlerts(db, body, timeZone)),
  callRoute(calls.alert.create, ({ db, access, body, now, timeZone }) =>
    createAlert(db, access, body, { now, timeZone }),
  ),
  callRoute(calls.alert.update, ({ db, body, now, timeZone }) =>
    updateAlert(db, parseBody(v.object({ id }), body).id, body, { now, timeZone }),
  ),
  callRoute(calls.alert.cancel, ({ db, access, params, timeZone }) =>
    cancelAlert(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.alert.remove, async ({ db, access, params }) => {
    await deleteAlert(db, access, Number(params.id));
  }),
];
