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
