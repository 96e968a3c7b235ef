import { calls } from "@releve/domain";
import { useMemo } from "react";
import type { ApiClient } from "./api-client";
import { type Answer, defineQuery } from "./api-context";

/*
 * The reference data (spec 01 §7): loaded once at start as SWR fallback entries; the pages that
 * read it (the profile's scope selection, the lists' filters) use the same queries, so they read
 * the answers already in the cache instead of calling again.
 */

/** `GET Activities/GetAllActivityTypes`. */
export const activityTypesQuery = defineQuery(calls.referenceData.activityTypes);
/** `GET Activities/GetAllActivities`. */
export const activitiesQuery = defineQuery(calls.referenceData.activities);
/** `GET Entities/GetAllEntityTypes`. */
export const entityTypesQuery = defineQuery(calls.referenceData.entityTypes);
/** `GET Entities/GetAllEntities`. */
export const entitiesQuery = defineQuery(calls.referenceData.entities);
/** `GET departure`: where crews set off from, the departure calendar's rows. */
export const departuresQuery = defineQuery(calls.referenceData.departures);
/** `GET OperationalRole`: what a person does on a means (driver, team leader…). */
export const operationalRolesQuery = defineQuery(calls.referenceData.operationalRoles);
/** `GET PredefinedSchedule`: the shifts a means may follow. */
export const predefinedSchedulesQuery = defineQuery(calls.referenceData.predefinedSchedules);

const referenceDataQueries: { key: string; fetch: (client: ApiClient) => Promise<unknown> }[] = [
  activityTypesQuery,
  activitiesQuery,
  entityTypesQuery,
  entitiesQuery,
  departuresQuery,
  operationalRolesQuery,
  predefinedSchedulesQuery,
];

/**
 * Loads the reference data at start, as SWR fallback entries. A failed call is only logged
 * (spec 01 §8): the page that needs it loads it again.
 */
export async function loadReferenceData(client: ApiClient): Promise<Record<string, unknown>> {
  const results = await Promise.allSettled(
    referenceDataQueries.map((query) => query.fetch(client)),
  );
  const loaded: Record<string, unknown> = {};
  results.forEach((result, index) => {
    const query = referenceDataQueries[index];
    if (!query) return;
    if (result.status === "fulfilled") loaded[query.key] = result.value;
    else console.error(`Reference data ${query.key} could not be loaded`, result.reason);
  });
  return loaded;
}

/** The four lists of reference data of a scope: activities and entities with their types. */
export interface ScopeReferenceData {
  activityTypes: Answer<typeof calls.referenceData.activityTypes>;
  activities: Answer<typeof calls.referenceData.activities>;
  entityTypes: Answer<typeof calls.referenceData.entityTypes>;
  entities: Answer<typeof calls.referenceData.entities>;
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
