import type { Entity, ReferenceItem, ReferenceType } from "@releve/domain";
import { useMemo } from "react";
import { defineQuery } from "../../../lib/api-context";

/*
 * The reference data the scope selection chooses from. The paths are the SWR keys the planner
 * loads at start, so these hooks read the answers already in the cache instead of calling again.
 */

/** `GET Activities/GetAllActivityTypes`. */
export const activityTypesQuery = defineQuery<ReferenceType[]>("Activities/GetAllActivityTypes");
/** `GET Activities/GetAllActivities`. */
export const activitiesQuery = defineQuery<ReferenceItem[]>("Activities/GetAllActivities");
/** `GET Entities/GetAllEntityTypes`. */
export const entityTypesQuery = defineQuery<ReferenceType[]>("Entities/GetAllEntityTypes");
/** `GET Entities/GetAllEntities`. */
export const entitiesQuery = defineQuery<Entity[]>("Entities/GetAllEntities");

/** The four lists of reference data of a scope: activities and entities with their types. */
export interface ScopeReferenceData {
  activityTypes: ReferenceType[];
  activities: ReferenceItem[];
  entityTypes: ReferenceType[];
  entities: Entity[];
}

/** The reference data of a scope, once all four lists are there. */
export interface ScopeReferenceDataState {
  /** `undefined` until the four lists have arrived. */
  data: ScopeReferenceData | undefined;
  /** The first failure among the four calls, if any. */
  error: unknown;
  /** Whether one of the calls still has nothing to show. */
  isLoading: boolean;
}

/** Activity types, activities, entity types and entities together. */
export function useScopeReferenceData(): ScopeReferenceDataState {
  const activityTypes = activityTypesQuery.use();
  const activities = activitiesQuery.use();
  const entityTypes = entityTypesQuery.use();
  const entities = entitiesQuery.use();
  const answers = [activityTypes, activities, entityTypes, entities];
  const failed = answers.find((answer) => answer.error !== undefined);
  // One object per set of answers, so what is computed from it is only computed again on change.
  const data = useMemo(
    () =>
      activityTypes.data && activities.data && entityTypes.data && entities.data
        ? {
            activityTypes: activityTypes.data,
            activities: activities.data,
            entityTypes: entityTypes.data,
            entities: entities.data,
          }
        : undefined,
    [activityTypes.data, activities.data, entityTypes.data, entities.data],
  );
  return {
    data,
    error: failed?.error,
    isLoading: data === undefined && failed === undefined,
  };
}
