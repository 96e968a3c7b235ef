import { activities, activityTypes, entities, entityTypes } from "../../test/reference-fixtures";
import type { Activity, ActivityRow } from "./api/activities";

/*
 * What the activities feature's tests share: activities as the API answers them, and the
 * reference data of the scope (test/reference-fixtures) under the paths the planner reads.
 */

/** An activity as the API answers it: a first-aid post in Paris 15, a draft. */
export function anActivity(id: number, change: Partial<Activity> = {}): Activity {
  return {
    id,
    title: "Poste de secours — semi-marathon",
    location: "Parc des expositions",
    locationTypeId: null,
    start: "2031-03-08T08:00:00+01:00",
    end: "2031-03-08T18:00:00+01:00",
    status: "draft",
    registrationDeadline: "2031-03-06T18:00:00+01:00",
    automaticRegistrationValidation: false,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    activityId: 11,
    entityId: 61,
    comment: "",
    attachments: [],
    recurrenceId: null,
    ...change,
  };
}

/** A row of the activities list: the activity with its names and its means at a glance. */
export function aRow(id: number, change: Partial<ActivityRow> = {}): ActivityRow {
  return {
    ...anActivity(id),
    activityName: "Poste de secours",
    entityName: "Centre Paris 15",
    means: { count: 2, cancelled: 0, staff: { required: 15, validated: 12, pending: 1 } },
    ...change,
  };
}

/** The reference data the scope filters and fields read, by path. */
export const referenceAnswers = {
  "Activities/GetAllActivityTypes": activityTypes,
  "Activities/GetAllActivities": activities,
  "Entities/GetAllEntityTypes": entityTypes,
  "Entities/GetAllEntities": entities,
};
