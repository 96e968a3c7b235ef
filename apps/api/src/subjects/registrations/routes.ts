import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import type { RegistrationActionResult } from "./actions.js";
import { previewConflicts } from "./conflicts.js";
import { newProposedScheduleCount, newRegistrationCount, resetCount } from "./counts.js";
import { type CreateAction, createRegistrations } from "./create.js";
import { type ChangeAction, changeRegistration } from "./decisions.js";
import { editRegistration } from "./edit.js";
import { answerPropositions } from "./propositions.js";
import { getRegistration, searchRegistrations } from "./search.js";
import { registrationHistory, searchStatusChanges } from "./status-changes.js";

/** The one registration an action on one registration answers, with its conflicts and warnings. */
function oneResult({ registrations, ...rest }: RegistrationActionResult) {
  const [registration] = registrations;
  // The action read it back in its own transaction: it cannot be missing.
  if (!registration) throw new Error("A registration vanished while being changed");
  return { registration, ...rest };
}

/** Assigning or proposing: every person on every means. */
const createRoute = (
  action: Exclude<CreateAction, "register">,
  call: typeof calls.registration.assign | typeof calls.registration.propose,
): ApiRoute =>
  callRoute(call, ({ db, access, body, now, timeZone }) =>
    createRegistrations(db, access, { action, ...body }, { now, timeZone }),
  );

/** Validating, rejecting and validating a rejected registration. */
const changeRoute = (
  action: Exclude<ChangeAction, "unregister">,
  call:
    | typeof calls.registration.validate
    | typeof calls.registration.reject
    | typeof calls.registration.validateRejected,
): ApiRoute =>
  callRoute(call, async ({ db, access, params, body, now, timeZone }) =>
    oneResult(
      await changeRegistration(
        db,
        access,
        Number(params.id),
        { action, ...body },
        { now, timeZone },
      ),
    ),
  );

/** Accepting or declining the propositions made to the signed-in person. */
const answerRoute = (
  action: "acceptProposition" | "rejectProposition",
  call: typeof calls.registration.acceptPropositions | typeof calls.registration.rejectPropositions,
): ApiRoute =>
  callRoute(call, ({ db, access, body, now, timeZone }) =>
    answerPropositions(db, access, body.registrationIds, action, body.comment, { now, timeZone }),
  );

/** The registration calls (paths decided in decision 006; the counts are spec 02 §7's). */
export const registrationRoutes: ApiRoute[] = [
  callRoute(calls.registration.search, ({ db, access, body, timeZone }) =>
    searchRegistrations(db, access, body, timeZone),
  ),
  callRoute(calls.registration.get, ({ db, access, params, timeZone }) =>
    getRegistration(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.registration.update, ({ db, access, params, body, now, timeZone }) =>
    editRegistration(db, access, Number(params.id), body, { now, timeZone }),
  ),
  callRoute(calls.registration.history, ({ db, access, params, timeZone }) =>
    registrationHistory(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.registration.searchStatusChanges, ({ db, access, body, timeZone }) =>
    searchStatusChanges(db, access, body, timeZone),
  ),
  callRoute(calls.registration.conflicts, ({ db, access, body, timeZone }) =>
    previewConflicts(db, access, body, timeZone),
  ),
  callRoute(calls.registration.register, ({ db, access, body, now, timeZone }) =>
    createRegistrations(
      db,
      access,
      { action: "register", personIds: [access.user.user.personId], ...body },
      { now, timeZone },
    ),
  ),
  callRoute(calls.registration.unregister, async ({ db, access, params, body, now, timeZone }) =>
    oneResult(
      await changeRegistration(
        db,
        access,
        Number(params.id),
        { action: "unregister", comment: body.comment },
        { now, timeZone },
      ),
    ),
  ),
  answerRoute("acceptProposition", calls.registration.acceptPropositions),
  answerRoute("rejectProposition", calls.registration.rejectPropositions),
  createRoute("assign", calls.registration.assign),
  createRoute("propose", calls.registration.propose),
  changeRoute("validate", calls.registration.validate),
  changeRoute("reject", calls.registration.reject),
  changeRoute("validateRejected", calls.registration.validateRejected),
  callRoute(calls.registration.newRegistrationCount, ({ db, access }) =>
    newRegistrationCount(db, access),
  ),
  callRoute(calls.registration.newProposedScheduleCount, ({ db, access }) =>
    newProposedScheduleCount(db, access),
  ),
  callRoute(calls.registration.resetNewRegistrationCount, ({ db, access }) =>
    resetCount(db, access, "new_registrations_seen_at"),
  ),
  callRoute(calls.registration.resetNewProposedScheduleCount, ({ db, access }) =>
    resetCount(db, access, "new_proposed_schedules_seen_at"),
  ),
];
