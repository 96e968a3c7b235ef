import { scheduleChangeStatuses, schedulePropositionSchema } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { choices, commentBody, id, ids, instant, paging, parseBody } from "../http/schemas.js";
import {
  decideScheduleChange,
  getScheduleChange,
  proposeScheduleChange,
  searchScheduleChanges,
} from "../services/schedule-changes.js";

/** Criteria of `POST ScheduleChange/search` (decision 006). */
const searchSchema = v.object({
  statuses: choices(scheduleChangeStatuses),
  registrationIds: ids,
  personIds: ids,
  meansOfInterventionIds: ids,
  operationalActivityIds: ids,
  proposedByPersonIds: ids,
  from: instant,
  to: instant,
  ...paging(["createdAt", "start", "status"]),
});

const decisionRoute = (action: "validate" | "reject", path: string): ApiRoute =>
  apiRoute({
    method: "POST",
    path,
    feature: "registration.schedule",
    write: true,
    summary:
      action === "validate"
        ? "Validates a pending schedule change: the registration takes its period"
        : "Rejects a pending schedule change",
    body: commentBody,
    handler: ({ db, access, params, body, now, timeZone }) =>
      decideScheduleChange(db, access, Number(params.id), action, body.comment, {
        now,
        timeZone,
      }),
  });

/** The schedule change calls (paths decided in decision 006). */
export const scheduleChangeRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "ScheduleChange/search",
    feature: "registration.schedule",
    write: false,
    summary: "Searches the schedule changes of the role's scope, latest first",
    body: searchSchema,
    handler: ({ db, access, body, timeZone }) => searchScheduleChanges(db, access, body, timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "ScheduleChange/:id",
    feature: "registration.schedule",
    write: false,
    summary: "Reads a schedule change",
    handler: ({ db, access, params, timeZone }) =>
      getScheduleChange(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "ScheduleChange",
    feature: "registration.schedule.propose",
    write: true,
    summary: "Proposes a new schedule for a registration, within 4 hours of its means",
    form: v.object({ registrationId: id, ...schedulePropositionSchema.entries }),
    successStatus: 201,
    handler: ({ db, access, body, now, timeZone }) => {
      const { registrationId } = parseBody(v.object({ registrationId: id }), body);
      return proposeScheduleChange(db, access, registrationId, body, { now, timeZone });
    },
  }),
  decisionRoute("validate", "ScheduleChange/Validate/:id"),
  decisionRoute("reject", "ScheduleChange/Reject/:id"),
];
