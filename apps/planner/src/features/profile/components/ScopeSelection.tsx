import { useLingui } from "@lingui/react/macro";
import {
  localizedLabel,
  type ReferenceItem,
  type ReferenceType,
  type ScopeFilterChange,
} from "@releve/domain";
import {
  ComboBox,
  EmptyState,
  Select,
  type SelectOption,
  Skeleton,
  SkeletonShape,
} from "@releve/ui";
import { useMemo, useState } from "react";
import { describeError } from "../../../lib/error-messages";
import { type ProfilePreferences, useProfilePreferences } from "../../../lib/preferences";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { useSession } from "../../../lib/session";
import {
  changeSelection,
  isEmptyChoice,
  type ScopeChoices,
  scopeChoices,
  withinChoices,
} from "../utils/scope-choices";
import * as styles from "./ScopeSelection.css";

/** The key of an option, as the fields report it. */
type Key = SelectOption["id"];

/** The key of the "every type" option of a type field: a type id is a number. */
const everyType = "every";

/** A type field's value as a change: the type's id, or `null` for every type. */
function typeIdOf(key: Key | null): number | null {
  return key === null || key === everyType ? null : Number(key);
}

/**
 * The scope selection of the profile (spec 01 §2 "scope (activity and entity) selection", §3
 * profile state): an activity type and an activity, an entity type and an entity, offered within
 * the active role's scope, saved in the browser at each change under the domain's filter rule
 * (choosing a type clears an item of another type, choosing an item sets its type).
 */
export function ScopeSelection() {
  const { t, i18n } = useLingui();
  const { activeAuthorization } = useSession();
  const reference = useScopeReferenceData();
  const [stored, setStored] = useProfilePreferences();
  const [saved, setSaved] = useState<ProfilePreferences | null>(null);
  const choices = useMemo(
    () => (reference.data ? scopeChoices(activeAuthorization, reference.data) : undefined),
    [activeAuthorization, reference.data],
  );
  const collator = useMemo(() => new Intl.Collator(i18n.locale), [i18n.locale]);

  if (reference.isLoading) {
    return (
      <Skeleton label={t`Chargement des activités et des entités…`}>
        <SkeletonShape shape="text" lines={4} />
      </Skeleton>
    );
  }
  if (choices === undefined) {
    return <p className={styles.error}>{describeError(i18n, reference.error)}</p>;
  }
  if (isEmptyChoice(choices)) {
    return (
      <EmptyState
        headingLevel={3}
        size="sm"
        title={t`Aucune activité ni entité dans votre périmètre`}
        description={t`Le rôle actif ne donne accès à aucune activité ou entité à choisir.`}
      />
    );
  }

  // A choice the active role no longer reaches (kept from another role) is shown as none.
  const selection = withinChoices(stored, choices);
  const change = (scopeChange: ScopeFilterChange) => {
    const next = changeSelection(selection, scopeChange);
    setStored(next);
    setSaved(next);
  };
  const label = (item: { label: ReferenceType["label"] }) =>
    localizedLabel(item.label, i18n.locale);
  const sorted = <T extends { label: ReferenceType["label"] }>(items: readonly T[]) =>
    [...items].sort((a, b) => collator.compare(label(a), label(b)));
  const typeOptions = (types: readonly ReferenceType[], every: string): SelectOption[] => [
    { id: everyType, label: every },
    ...sorted(types).map((type) => ({ id: type.id, label: label(type) })),
  ];
  const itemOptions = (items: readonly ReferenceItem[], typeId: number | null) =>
    sorted(items.filter((item) => typeId === null || item.typeId === typeId)).map(
      (item): SelectOption => ({ id: item.id, label: label(item) }),
    );
  const itemChange = (kind: "activity" | "entity", items: readonly ReferenceItem[]) =>
    function onItemChange(key: Key | null) {
      const item = key === null ? undefined : items.find((candidate) => candidate.id === key);
      change({ kind, id: item?.id ?? null, typeId: item?.typeId ?? null });
    };

  return (
    <div className={styles.root}>
      <div className={styles.fields}>
        <Select
          label={t`Type d'activité`}
          value={selection.activityTypeId ?? everyType}
          onChange={(key) => change({ kind: "activityType", id: typeIdOf(key) })}
          options={typeOptions(choices.activityTypes, t`Tous les types d'activité`)}
        />
        <ComboBox
          label={t`Activité`}
          description={t`Effacez le champ pour ne choisir aucune activité.`}
          value={selection.activityId}
          onChange={itemChange("activity", choices.activities)}
          options={itemOptions(choices.activities, selection.activityTypeId)}
        />
        <Select
          label={t`Type d'entité`}
          value={selection.entityTypeId ?? everyType}
          onChange={(key) => change({ kind: "entityType", id: typeIdOf(key) })}
          options={typeOptions(choices.entityTypes, t`Tous les types d'entité`)}
        />
        <ComboBox
          label={t`Entité`}
          description={t`Effacez le champ pour ne choisir aucune entité.`}
          value={selection.entityId}
          onChange={itemChange("entity", choices.entities)}
          options={itemOptions(choices.entities, selection.entityTypeId)}
        />
      </div>
      {/* A polite status (WCAG 4.1.3): the choice is saved without a button, so say it was. */}
      <p role="status" className={styles.status}>
        {saved ? <SavedSelection selection={saved} choices={choices} /> : null}
      </p>
    </div>
  );
}

/** What a saved selection chooses, in words: "Périmètre enregistré : Secours, Paris". */
function SavedSelection({
  selection,
  choices,
}: {
  selection: ProfilePreferences;
  choices: ScopeChoices;
}) {
  const { t, i18n } = useLingui();
  const labelOf = (
    list: readonly { id: number; label: ReferenceType["label"] }[],
    id: number | null,
  ) => {
    const found = id === null ? undefined : list.find((item) => item.id === id);
    return found ? localizedLabel(found.label, i18n.locale) : undefined;
  };
  const activity =
    labelOf(choices.activities, selection.activityId) ??
    labelOf(choices.activityTypes, selection.activityTypeId) ??
    t`toutes les activités`;
  const entity =
    labelOf(choices.entities, selection.entityId) ??
    labelOf(choices.entityTypes, selection.entityTypeId) ??
    t`toutes les entités`;
  return t({
    comment: "Said once the scope selection is saved: the activity chosen, then the entity.",
    message: `Périmètre enregistré : ${activity}, ${entity}`,
  });
}
