import { useLingui } from "@lingui/react/macro";
import {
  changeScopeFilter,
  idSchema,
  localizedLabel,
  type ReferenceItem,
  type ReferenceType,
  type ScopeFilterChange,
} from "@releve/domain";
import { ComboBox, Select, type SelectOption, Skeleton, SkeletonShape } from "@releve/ui";
import { useMemo } from "react";
import * as v from "valibot";
import type { ListState } from "./list-state";
import { useScopeReferenceData } from "./reference-data";
import { type ScopeChoice, type ScopeChoices, scopeChoices } from "./scope-choices";
import { useSession } from "./session";

/** The key of an option, as the fields report it. */
type Key = SelectOption["id"];

/** The key of the "every type" option of a type field: a type id is a number. */
export const everyType = "every";

/**
 * The options of the scope fields, in the current language and sorted by label: the types with
 * "every type" first (its key {@link everyType}), and the items of a type (or of every type).
 */
export function useScopeOptions() {
  const { i18n } = useLingui();
  const collator = useMemo(() => new Intl.Collator(i18n.locale), [i18n.locale]);
  const label = (item: { label: ReferenceType["label"] }) =>
    localizedLabel(item.label, i18n.locale);
  const sorted = <T extends { label: ReferenceType["label"] }>(items: readonly T[]) =>
    [...items].sort((a, b) => collator.compare(label(a), label(b)));
  return {
    typeOptions: (types: readonly ReferenceType[], every: string): SelectOption[] => [
      { id: everyType, label: every },
      ...sorted(types).map((type) => ({ id: type.id, label: label(type) })),
    ],
    itemOptions: (items: readonly ReferenceItem[], typeId: number | null) =>
      sorted(items.filter((item) => typeId === null || item.typeId === typeId)).map(
        (item): SelectOption => ({ id: item.id, label: label(item) }),
      ),
  };
}

/** A type field's value as a type: the type's id, or `null` for every type. */
export function typeIdOf(key: SelectOption["id"] | null): number | null {
  return key === null || key === everyType ? null : Number(key);
}

/** Props of {@link ScopeFields}. */
export interface ScopeFieldsProps {
  /** What may be chosen: the reference data within the active role's scope (`scopeChoices`). */
  choices: ScopeChoices;
  /** What is chosen. */
  value: ScopeChoice;
  /** A type or an item chosen; the host applies the domain's rule (`changeScopeFilter`). */
  onChange: (change: ScopeFilterChange) => void;
}

/**
 * An activity type and an activity, an entity type and an entity (spec 01 §4): the scope fields
 * of the profile's selection and of every list filtered by scope. Types are chosen in a list with
 * "every type" first; items in a combo box filtered by what is typed, offered within the chosen
 * type; everything sorted by its label in the current language.
 */
export function ScopeFields({ choices, value, onChange }: ScopeFieldsProps) {
  const { t } = useLingui();
  const { typeOptions, itemOptions } = useScopeOptions();
  const itemChange = (kind: "activity" | "entity", items: readonly ReferenceItem[]) =>
    function onItemChange(key: Key | null) {
      const item = key === null ? undefined : items.find((candidate) => candidate.id === key);
      onChange({ kind, id: item?.id ?? null, typeId: item?.typeId ?? null });
    };

  return (
    <>
      <Select
        label={t({ context: "scope", message: "Type d'activité" })}
        value={value.activityTypeId ?? everyType}
        onChange={(key) => onChange({ kind: "activityType", id: typeIdOf(key) })}
        options={typeOptions(
          choices.activityTypes,
          t({ context: "scope", message: "Tous les types d'activité" }),
        )}
      />
      <ComboBox
        label={t({ context: "scope", message: "Activité" })}
        description={t({
          context: "scope",
          message: "Effacez le champ pour ne choisir aucune activité.",
        })}
        value={value.activityId}
        onChange={itemChange("activity", choices.activities)}
        options={itemOptions(choices.activities, value.activityTypeId)}
      />
      <Select
        label={t({ context: "scope", message: "Type d'entité" })}
        value={value.entityTypeId ?? everyType}
        onChange={(key) => onChange({ kind: "entityType", id: typeIdOf(key) })}
        options={typeOptions(
          choices.entityTypes,
          t({ context: "scope", message: "Tous les types d'entité" }),
        )}
      />
      <ComboBox
        label={t({ context: "scope", message: "Entité" })}
        description={t({
          context: "scope",
          message: "Effacez le champ pour ne choisir aucune entité.",
        })}
        value={value.entityId}
        onChange={itemChange("entity", choices.entities)}
        options={itemOptions(choices.entities, value.entityTypeId)}
      />
    </>
  );
}

/** A list's scope filter as its state holds it: ids, `null` for any. */
export const scopeFilterEntries = {
  activityTypeId: v.optional(v.nullable(idSchema), null),
  activityId: v.optional(v.nullable(idSchema), null),
  entityTypeId: v.optional(v.nullable(idSchema), null),
  entityId: v.optional(v.nullable(idSchema), null),
};

/** A list's scope filter with nothing chosen. */
export const noScopeFilter: ScopeChoice = {
  activityTypeId: null,
  activityId: null,
  entityTypeId: null,
  entityId: null,
};

/**
 * A search's scope criteria from a list's scope filter: the item chosen, or else its type, for
 * activities and for entities.
 */
export function scopeRequest(filter: ScopeChoice): {
  activityTypeIds?: number[];
  activityIds?: number[];
  entityTypeIds?: number[];
  entityIds?: number[];
} {
  return {
    ...(filter.activityId !== null
      ? { activityIds: [filter.activityId] }
      : filter.activityTypeId !== null
        ? { activityTypeIds: [filter.activityTypeId] }
        : {}),
    ...(filter.entityId !== null
      ? { entityIds: [filter.entityId] }
      : filter.entityTypeId !== null
        ? { entityTypeIds: [filter.entityTypeId] }
        : {}),
  };
}

/**
 * The scope filter of a list (spec 01 §4): {@link ScopeFields} over the reference data of the
 * active role's scope, each change applied by the domain's rule (a type clears an item of
 * another type, an item sets its type) and showing the list's first page.
 */
export function ScopeFilter<F extends ScopeChoice>({
  state,
}: {
  state: Pick<ListState<F>, "filters" | "setFilters">;
}) {
  const { t } = useLingui();
  const { activeAuthorization } = useSession();
  const reference = useScopeReferenceData();
  const choices = useMemo(
    () => (reference.data ? scopeChoices(activeAuthorization, reference.data) : undefined),
    [activeAuthorization, reference.data],
  );
  if (!choices) {
    return (
      <Skeleton
        label={t({ context: "scope", message: "Chargement des activités et des entités…" })}
      >
        <SkeletonShape shape="block" height="2.5rem" />
      </Skeleton>
    );
  }
  const { filters } = state;
  const value: ScopeChoice = {
    activityTypeId: filters.activityTypeId,
    activityId: filters.activityId,
    entityTypeId: filters.entityTypeId,
    entityId: filters.entityId,
  };
  return (
    <ScopeFields
      choices={choices}
      value={value}
      onChange={(change) => {
        const next = changeScopeFilter({ ...value, page: 1 }, change);
        state.setFilters({
          ...filters,
          activityTypeId: next.activityTypeId,
          activityId: next.activityId,
          entityTypeId: next.entityTypeId,
          entityId: next.entityId,
        });
      }}
    />
  );
}
