import {
  type Authorization,
  changeScopeFilter,
  coversActivity,
  type Entity,
  isInScope,
  type ReferenceItem,
  type ReferenceType,
  type Scope,
  type ScopeFilterChange,
  scopeReference,
} from "@releve/domain";
import type { ProfilePreferences } from "./preferences";
import type { ScopeReferenceData } from "./reference-data";

/**
 * The scope the planner can check choices against. Only a scope by items comes with its pairs;
 * type pairs and the activities of a person's functions are not sent, so those scopes limit
 * nothing here (the API still applies them to every call).
 */
export function knownScope(authorization: Authorization | undefined): Scope {
  if (authorization === undefined || authorization.scopeType !== "byItems") {
    return { type: "none" };
  }
  return { type: "byItems", pairs: authorization.scopes };
}

/** What the scope selection offers: the reference data within the active role's scope. */
export interface ScopeChoices {
  activityTypes: ReferenceType[];
  activities: ReferenceItem[];
  entityTypes: ReferenceType[];
  entities: Entity[];
}

/**
 * The activities and entities the active authorization reaches, with the types they are of. An
 * activity is offered when the scope reaches it at some entity; an entity when the scope reaches
 * it for some activity (a pair's entity covers its descendants, `isInScope`); a type when one of
 * its items is offered.
 */
export function scopeChoices(
  authorization: Authorization | undefined,
  reference: ScopeReferenceData,
): ScopeChoices {
  const scope = knownScope(authorization);
  const lookup = scopeReference(reference.entities, reference.activities);
  const activities = reference.activities.filter((activity) =>
    coversActivity(scope, activity.id, lookup),
  );
  const entities = reference.entities.filter(
    (entity) =>
      scope.type !== "byItems" ||
      scope.pairs.some((pair) =>
        isInScope({ entityId: entity.id, activityId: pair.activityId }, scope, lookup),
      ),
  );
  const ofItems = (items: readonly ReferenceItem[]) => (type: ReferenceType) =>
    items.some((item) => item.typeId === type.id);
  return {
    activityTypes: reference.activityTypes.filter(ofItems(activities)),
    activities,
    entityTypes: reference.entityTypes.filter(ofItems(entities)),
    entities,
  };
}

/** A choice of activity type or activity, and of entity type or entity (each `null` for any). */
export type ScopeChoice = Pick<
  ProfilePreferences,
  "activityTypeId" | "activityId" | "entityTypeId" | "entityId"
>;

/** Whether the scope reaches nothing at all: no activity or no entity to choose. */
export function isEmptyChoice(choices: ScopeChoices): boolean {
  return choices.activities.length === 0 || choices.entities.length === 0;
}

/** The selection with every choice the scope no longer offers cleared. */
export function withinChoices(
  selection: ProfilePreferences,
  choices: ScopeChoices,
): ProfilePreferences {
  const offered = (list: readonly { id: number }[], id: number | null) =>
    id !== null && list.some((item) => item.id === id) ? id : null;
  return {
    activityTypeId: offered(choices.activityTypes, selection.activityTypeId),
    activityId: offered(choices.activities, selection.activityId),
    entityTypeId: offered(choices.entityTypes, selection.entityTypeId),
    entityId: offered(choices.entities, selection.entityId),
  };
}

/**
 * A change of the selection under the domain's filter rule (spec 01 §4): choosing a type clears
 * an item of another type, choosing an item sets its type. The profile has no page to reset.
 */
export function changeSelection(
  selection: ProfilePreferences,
  change: ScopeFilterChange,
): ProfilePreferences {
  const next = changeScopeFilter({ ...selection, page: 1 }, change);
  return {
    activityTypeId: next.activityTypeId,
    activityId: next.activityId,
    entityTypeId: next.entityTypeId,
    entityId: next.entityId,
  };
}

/** Whether two selections choose the same things. */
export function sameSelection(a: ProfilePreferences, b: ProfilePreferences): boolean {
  return (
    a.activityTypeId === b.activityTypeId &&
    a.activityId === b.activityId &&
    a.entityTypeId === b.entityTypeId &&
    a.entityId === b.entityId
  );
}
