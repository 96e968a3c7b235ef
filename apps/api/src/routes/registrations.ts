import {
  assignmentMaxima,
  registrationActions,
  registrationEditSchema,
  registrationStatuses,
  rejectionReasons,
} from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import {
  choices,
  comment,
  commentBody,
  id,
  idList,
  ids,
  instant,
  paging,
} from "../http/schemas.js";
import { previewConflicts } from "../services/registration-conflicts.js";
import {
  newProposedScheduleCount,
  newRegistrationCount,
  resetCount,
} from "../services/registration-counts.js";
import {
  answerPropositions,
  type ChangeAction,
  changeRegistration,
} from "../services/registration-decisions.js";
import { editRegistration } from "../services/registration-edit.js";
import {
  getRegistration,
  registrationHistory,
  searchRegistrations,
  searchStatusChanges,
} from "../services/registration-follow-up.js";
import {
  type CreateAction,
  createRegistrations,
  type RegistrationActionResult,
} from "../services/registrations.js";

/** A list of ids of a request: at least one, at most `max`. */
const someIds = (max: number) => v.pipe(idList(max), v.minLength(1));
/** The criteria every search of registrations takes: their means, activities and persons. */
const registrationCriteria = {
  meansOfInterventionIds: ids,
  operationalActivityIds: ids,
  personIds: ids,
};
const operationalRoleId = v.optional(v.nullable(id));

const assignmentSchema = v.pipe(
  v.object({
    personIds: someIds(assignmentMaxima.persons),
    meansOfInterventionIds: someIds(assignmentMaxima.means),
    operationalRoleId,
    comment,
  }),
  v.check(
    (input) =>
      input.personIds.length * input.meansOfInterventionIds.length <= assignmentMaxima.pairs,
    "registration.tooManyAssignments",
  ),
);

const searchSchema = v.object({
  ...registrationCriteria,
  statuses: choices(registrationStatuses),
  isProposed: v.optional(v.boolean()),
  from: instant,
  to: instant,
  ...paging(["start", "createdAt", "latestStatusChange", "status"]),
});

const statusChangeSearchSchema = v.object({
  ...registrationCriteria,
  changedByPersonIds: ids,
  actions: choices(registrationActions),
  toStatuses: choices(registrationStatuses),
  from: instant,
  to: instant,
  ...paging(["at"]),
});

const oneResult = ({ registrations, ...rest }: RegistrationActionResult) => ({
  registration: registrations[0] ?? null,
  ...rest,
});

const createSummaries: Record<CreateAction, string> = {
  register:
    "Registers the signed-in person on open means (validated at once when the means validates automatically)",
  assign: "Assigns persons to means: validated registrations, with mobilisation notifications",
  propose: "Proposes means to persons: pending propositions they accept or decline",
};

const createRoute = (action: Exclude<CreateAction, "register">, path: string): ApiRoute =>
  apiRoute({
    method: "POST",
    path,
    feature: "registration.manage",
    write: true,
    summary: createSummaries[action],
    body: assignmentSchema,
    successStatus: 201,
    handler: ({ db, access, body, now, timeZone }) =>
      createRegistrations(db, access, { action, ...body }, { now, timeZone }),
  });

const changeSummaries: Record<Exclude<ChangeAction, "unregister">, string> = {
  validate: "Validates a pending registration, with or without an operational role",
  reject: "Rejects a pending or validated registration (reason absence or rescheduling)",
  validateRejected: "Validates a rejected registration, with or without an operational role",
};

/** What validating, rejecting and validating a rejected registration take. */
interface ChangeBody {
  comment: string;
  operationalRoleId?: number | null | undefined;
  rejectionReason?: (typeof rejectionReasons)[number] | undefined;
}

const withRole = v.object({ operationalRoleId, comment });
const withReason = v.object({
  rejectionReason: v.optional(v.picklist(rejectionReasons)),
  comment,
});

const changeRoute = (
  action: Exclude<ChangeAction, "unregister">,
  path: string,
  body: v.GenericSchema<unknown, ChangeBody>,
): ApiRoute =>
  apiRoute({
    method: "POST",
    path,
    feature: "registration.manage",
    write: true,
    summary: changeSummaries[action],
    body,
    handler: async ({ db, access, params, body, now, timeZone }) =>
      oneResult(
        await changeRegistration(
          db,
          access,
          Number(params.id),
          { action, ...body },
          { now, timeZone },
        ),
      ),
  });

/** Accepting or declining the propositions made to the signed-in person. */
const answerRoute = (
  action: "acceptProposition" | "rejectProposition",
  path: string,
  summary: string,
): ApiRoute =>
  apiRoute({
    method: "POST",
    path,
    feature: "registration.self",
    write: true,
    summary,
    body: v.object({ registrationIds: someIds(50), comment }),
    handler: ({ db, access, body, now, timeZone }) =>
      answerPropositions(db, access, body.registrationIds, action, body.comment, { now, timeZone }),
  });

/** The registration calls (paths decided in decision 006; the counts are spec 02 §7's). */
export const registrationRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "Registration/search",
    feature: "registration",
    write: false,
    summary: "Searches the registrations of the role's scope (field staff: their own)",
    body: searchSchema,
    handler: ({ db, access, body, timeZone }) => searchRegistrations(db, access, body, timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "Registration/:id",
    feature: "registration",
    write: false,
    summary: "Reads a registration",
    handler: ({ db, access, params, timeZone }) =>
      getRegistration(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "PUT",
    path: "Registration/:id",
    feature: "registration.manage",
    write: true,
    summary: "Edits a live registration: its period within 4 hours of its means, role and comment",
    form: registrationEditSchema,
    handler: ({ db, access, params, body, now, timeZone }) =>
      editRegistration(db, access, Number(params.id), body, { now, timeZone }),
  }),
  apiRoute({
    method: "GET",
    path: "Registration/History/:id",
    feature: "registration",
    write: false,
    summary: "The status changes of a registration and of its schedule changes, oldest first",
    handler: ({ db, access, params, timeZone }) =>
      registrationHistory(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "Registration/StatusChanges/search",
    feature: "registration",
    write: false,
    summary: "Searches the registration status changes of the role's scope, latest first",
    body: statusChangeSearchSchema,
    handler: ({ db, access, body, timeZone }) => searchStatusChanges(db, access, body, timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "Registration/Conflicts",
    feature: "registration",
    write: false,
    summary: "The conflicts an assignment, a registration or a validation would meet",
    body: v.object({
      meansOfInterventionIds: v.optional(idList(50)),
      personIds: v.optional(idList(100)),
      registrationIds: v.optional(idList(100)),
    }),
    handler: ({ db, access, body, timeZone }) => previewConflicts(db, access, body, timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "Registration/Register",
    feature: "registration.self",
    write: true,
    summary: createSummaries.register,
    body: v.object({ meansOfInterventionIds: someIds(20), operationalRoleId, comment }),
    successStatus: 201,
    handler: ({ db, access, body, now, timeZone }) =>
      createRegistrations(
        db,
        access,
        { action: "register", personIds: [access.user.user.personId], ...body },
        { now, timeZone },
      ),
  }),
  apiRoute({
    method: "POST",
    path: "Registration/Unregister/:id",
    feature: "registration.self",
    write: true,
    summary:
      "Unregisters the signed-in person (a validated registration needs a comment; warns within 24 hours)",
    body: commentBody,
    handler: async ({ db, access, params, body, now, timeZone }) =>
      oneResult(
        await changeRegistration(
          db,
          access,
          Number(params.id),
          { action: "unregister", comment: body.comment },
          { now, timeZone },
        ),
      ),
  }),
  answerRoute(
    "acceptProposition",
    "Registration/AcceptPropositions",
    "Accepts pending propositions made to the signed-in person: validated registrations",
  ),
  answerRoute(
    "rejectProposition",
    "Registration/RejectPropositions",
    "Declines pending propositions made to the signed-in person",
  ),
  createRoute("assign", "Registration/Assign"),
  createRoute("propose", "Registration/Propose"),
  changeRoute("validate", "Registration/Validate/:id", withRole),
  changeRoute("reject", "Registration/Reject/:id", withReason),
  changeRoute("validateRejected", "Registration/ValidateRejected/:id", withRole),
  apiRoute({
    method: "GET",
    path: "registration/getNewRegistrationCount",
    feature: "registration",
    write: false,
    summary: "How many registrations of the role's scope others changed since the last reset",
    handler: ({ db, access }) => newRegistrationCount(db, access),
  }),
  apiRoute({
    method: "GET",
    path: "registration/getNewProposedScheduleCount",
    feature: "registration.schedule",
    write: false,
    summary: "How many schedule changes of the role's scope others proposed since the last reset",
    handler: ({ db, access }) => newProposedScheduleCount(db, access),
  }),
  apiRoute({
    method: "POST",
    path: "registration/resetNewRegistrationCount",
    feature: "registration",
    write: false,
    summary: "Resets the new-registration count of the signed-in user",
    successStatus: 204,
    handler: ({ db, access }) => resetCount(db, access, "new_registrations_seen_at"),
  }),
  apiRoute({
    method: "POST",
    path: "registration/resetNewProposedScheduleCount",
    feature: "registration.schedule",
    write: false,
    summary: "Resets the new-proposed-schedule count of the signed-in user",
    successStatus: 204,
    handler: ({ db, access }) => resetCount(db, access, "new_proposed_schedules_seen_at"),
  }),
];
