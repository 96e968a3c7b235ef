import { anActivity } from "../../test/planning-fixtures";
import { activities, activityTypes, entities, entityTypes } from "../../test/reference-fixtures";
import type { ActivityRow } from "./api/activities";

export { anActivity };

/*
 * What the activities feature's tests share: activities as the API answers them, and the
 * reference data of the scope (test/reference-fixtures) under the paths the planner reads.
 */

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
