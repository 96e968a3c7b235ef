/**
 * The scope filters of the lists (spec 01 §4, spec 02 §4): an activity type or an activity, an
 * entity type or an entity, and the page of the list they filter.
 */
export interface ScopeFilter {
  activityTypeId: number | null;
  activityId: number | null;
  entityTypeId: number | null;
  entityId: number | null;
  /** Page of the filtered list, from 1. */
  page: number;
  /** The registration filter also pages the status-change follow-up. */
  statusChangePage?: number;
}

/** A change to a scope filter: choosing a type, or an item (which carries its type). */
export type ScopeFilterChange =
  | { kind: "activityType"; id: number | null }
  | { kind: "activity"; id: number | null; typeId: number | null }
  | { kind: "entityType"; id: number | null }
  | { kind: "entity"; id: number | null; typeId: number | null };

/**
 * Applies a filter change (spec 01 §4): choosing a type clears a selected item of another type;
 * choosing an item sets its type; any change resets the page to 1, and the status-change page of
 * the registration filter too.
 */
export function changeScopeFilter(filter: ScopeFilter, change: ScopeFilterChange): ScopeFilter {
  const next: ScopeFilter = { ...filter, page: 1 };
  if (filter.statusChangePage !== undefined) next.statusChangePage = 1;
  switch (change.kind) {
    case "activityType":
      next.activityTypeId = change.id;
      if (change.id !== null && filter.activityId !== null && change.id !== filter.activityTypeId) {
        next.activityId = null;
      }
      break;
    case "activity":
      next.activityId = change.id;
      if (change.id !== null) next.activityTypeId = change.typeId;
      break;
    case "entityType":
      next.entityTypeId = change.id;
      if (change.id !== null && filter.entityId !== null && change.id !== filter.entityTypeId) {
        next.entityId = null;
      }
      break;
    case "entity":
      next.entityId = change.id;
      if (change.id !== null) next.entityTypeId = change.typeId;
      break;
  }
  return next;
}

/**
 * The personnel mobile filter (spec 01 §3): the field staff's own filter of their calendar, lists
 * of activities and of entities, each list within one type (or none).
 */
export interface PersonnelMobileFilter {
  activityTypeId: number | null;
  activityIds: readonly number[];
  entityTypeId: number | null;
  entityIds: readonly number[];
}

/** The personnel mobile filter with nothing chosen: the calendar shows everything. */
export const noPersonnelMobileFilter: PersonnelMobileFilter = {
  activityTypeId: null,
  activityIds: [],
  entityTypeId: null,
  entityIds: [],
};

/**
 * A change to the personnel mobile filter: a type chosen (`null` for every type), or the list of
 * items as now chosen; `typeOf` gives an item's type (from the reference data).
 */
export type PersonnelMobileFilterChange = (
  | { kind: "activityType" | "entityType"; id: number | null }
  | { kind: "activities" | "entities"; ids: readonly number[] }
) & { typeOf: (id: number) => number | null };

/**
 * Applies a change to the personnel mobile filter by the lists' rules of spec 01 §4, on lists:
 * choosing a type clears the chosen items of another type; choosing an item sets its type, which
 * clears the chosen items of another type; taking items out leaves the type as it is.
 */
export function changePersonnelMobileFilter(
  filter: PersonnelMobileFilter,
  change: PersonnelMobileFilterChange,
): PersonnelMobileFilter {
  const isActivity = change.kind === "activityType" || change.kind === "activities";
  const typeKey = isActivity ? "activityTypeId" : "entityTypeId";
  const itemsKey = isActivity ? "activityIds" : "entityIds";
  const ofType = (ids: readonly number[], type: number | null) =>
    type === null ? [...ids] : ids.filter((id) => change.typeOf(id) === type);
  if ("id" in change) {
    return { ...filter, [typeKey]: change.id, [itemsKey]: ofType(filter[itemsKey], change.id) };
  }
  const before = new Set(filter[itemsKey]);
  const added = change.ids.filter((id) => !before.has(id)).at(-1);
  if (added === undefined) return { ...filter, [itemsKey]: [...change.ids] };
  const type = change.typeOf(added);
  return { ...filter, [typeKey]: type, [itemsKey]: ofType(change.ids, type) };
}

/**
 * The search criteria of a personnel mobile filter: the items chosen, or else their type, for
 * activities and for entities; nothing when nothing is chosen.
 */
export function personnelMobileCriteria(filter: PersonnelMobileFilter): {
  activityTypeIds?: number[];
  activityIds?: number[];
  entityTypeIds?: number[];
  entityIds?: number[];
} {
  return {
    ...(filter.activityIds.length > 0
      ? { activityIds: [...filter.activityIds] }
      : filter.activityTypeId !== null
        ? { activityTypeIds: [filter.activityTypeId] }
        : {}),
    ...(filter.entityIds.length > 0
      ? { entityIds: [...filter.entityIds] }
      : filter.entityTypeId !== null
        ? { entityTypeIds: [filter.entityTypeId] }
        : {}),
  };
}
