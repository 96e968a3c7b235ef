import { calls } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { id, parseBody } from "../../http/schemas.js";
import { decideScheduleChange } from "./decide.js";
import { proposeScheduleChange } from "./propose.js";
import { getScheduleChange } from "./reads.js";
import { searchScheduleChanges } from "./search.js";

/** Validating or rejecting a pending schedule change, once. */
const decisionRoute = (
  action: "validate" | "reject",
  call: typeof calls.scheduleChange.validate | typeof calls.scheduleChange.reject,
): ApiRoute =>
  callRoute(call, ({ db, access, params, body, now, timeZone }) =>
    decideScheduleChange(db, access, Number(params.id), action, body.comment, { now, timeZone }),
  );

/** The schedule change calls (paths decided in decision 006). */
export const scheduleChangeRoutes: ApiRoute[] = [
  callRoute(calls.scheduleChange.search, ({ db, access, body, timeZone }) =>
    searchScheduleChanges(db, access, body, timeZone),
  ),
  callRoute(calls.scheduleChange.get, ({ db, access, params, timeZone }) =>
    getScheduleChange(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.scheduleChange.propose, ({ db, access, body, now, timeZone }) => {
    // The form is the domain's to check; only the registration it is for is read here.
    const { registrationId } = parseBody(v.object({ registrationId: id }), body);
    return proposeScheduleChange(db, access, registrationId, body, { now, timeZone });
  }),
  decisionRoute("validate", calls.scheduleChange.validate),
  decisionRoute("reject", calls.scheduleChange.reject),
];
