import type { Entity, ReferenceItem, ReferenceType } from "@releve/domain";
import type { ApiClient } from "../../../lib/api-client";
import { defineQuery, type Query } from "../../../lib/api-context";

/** `GET Activities/GetAllActivityTypes`. */
export const activityTypesQuery = defineQuery<ReferenceType[]>("Activities/GetAllActivityTypes");
/** `GET Activities/GetAllActivities`. */
export const activitiesQuery = defineQuery<ReferenceItem[]>("Activities/GetAllActivities");
/** `GET Entities/GetAllEntityTypes`. */
export const entityTypesQuery = defineQuery<ReferenceType[]>("Entities/GetAllEntityTypes");
/** `GET Entities/GetAllEntities`. */
export const entitiesQuery = defineQuery<Entity[]>("Entities/GetAllEntities");

export const useActivityTypes = activityTypesQuery.use;
export const useActivities = activitiesQuery.use;
export const useEntityTypes = entityTypesQuery.use;
export const useEntities = entitiesQuery.use;

const referenceDataQueries: Pick<Query<unknown>, "key" | "fetch">[] = [
  activityTypesQuery,
  activitiesQuery,
  entityTypesQuery,
  entitiesQuery,
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
