import type { Kysely } from "kysely";
import type { Database } from "../../../src/db/schema.js";
import type { ApiRoute } from "../../../src/http/api-route.js";
import { alertFixture } from "./alert.js";
import { attachmentFixture } from "./attachment.js";
import { automatedJobFixture } from "./automated-job.js";
import { availabilityFixture } from "./availability.js";
import { calendarFeedFixture } from "./calendar-feed.js";
import { locationsFixture } from "./locations.js";
import { meansOfInterventionFixture } from "./means-of-intervention.js";
import { meansOfInterventionTypeFixture } from "./means-of-intervention-type.js";
import { notificationFixture } from "./notification.js";
import { operationalActivityFixture } from "./operational-activity.js";
import { personFixture } from "./person.js";
import { recurrenceFixture } from "./recurrence.js";
import { registrationFixture } from "./registration.js";
import { reinforcementFixture } from "./reinforcement.js";
import { releaseVersionFixture } from "./release-notes.js";
import { scheduleChangeFixture } from "./schedule-change.js";
import { timeAttendanceFixture } from "./time-attendance.js";
import { userProfileFixture } from "./user-profile.js";
import { userProfileScopeFixture } from "./user-profile-scope.js";

/** Where the object a route acts on lies: an entity × activity pair. */
export interface Place {
  entityId: number;
  activityId: number;
  /** The person the acting user is, for objects of their own (their registrations). */
  personId?: number;
}

/** What a route fixture gives the authorization test. */
export interface RouteFixture {
  /** The id the route's `:id` takes (any number when the route has none). */
  id: number;
  /** The request body (undefined for none). */
  body: unknown;
  /** Values of the path's other parameters (`:source`…), by name. */
  params?: Record<string, string>;
  /**
   * True when the object belongs to no entity × activity pair (an alert, a release note): any
   * role holding the feature reaches it, so there is no out-of-scope case.
   */
  unscoped?: boolean;
}

/**
 * Makes the object a route acts on, at a place, in the status its action starts from, and the
 * body of a request that succeeds for a role allowed to make it.
 */
export type RouteFixtureMaker = (
  db: Kysely<Database>,
  route: ApiRoute,
  place: Place,
) => Promise<RouteFixture>;

/** Whether a route's path names an operation (`…/Publish/:id`). */
export const operation = (route: ApiRoute, name: string) => route.path.includes(`/${name}/`);

/** The fixture maker of each resource, by the first segment of its routes' paths. */
const makers: Record<string, RouteFixtureMaker> = {
  OperationalActivity: operationalActivityFixture,
  MeansOfIntervention: meansOfInterventionFixture,
  MeansOfInterventionType: meansOfInterventionTypeFixture,
  locations: locationsFixture,
  Recurrence: recurrenceFixture,
  Attachment: attachmentFixture,
  Alert: alertFixture,
  ReleaseVersion: releaseVersionFixture,
  ReinforcementNotification: reinforcementFixture,
  Person: personFixture,
  UserProfile: userProfileFixture,
  UserProfileScope: userProfileScopeFixture,
  Registration: registrationFixture,
  ScheduleChange: scheduleChangeFixture,
  Notification: notificationFixture,
  CalendarFeed: calendarFeedFixture,
  Availability: availabilityFixture,
  AutomatedJob: automatedJobFixture,
  TimeAttendance: timeAttendanceFixture,
};

/** The fixture of any route of the table; routes of shell resources need none. */
export function fixtureFor(
  db: Kysely<Database>,
  route: ApiRoute,
  place: Place,
): Promise<RouteFixture> {
  const maker = makers[route.path.split("/")[0] ?? ""];
  return maker ? maker(db, route, place) : Promise.resolve({ id: 0, body: undefined });
}
