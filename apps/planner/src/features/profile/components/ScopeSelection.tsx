import { useLingui } from "@lingui/react/macro";
import { localizedLabel, type ReferenceType, type ScopeFilterChange } from "@releve/domain";
import { EmptyState, Skeleton, SkeletonShape } from "@releve/ui";
import { useMemo, useState } from "react";
import { describeError } from "../../../lib/error-messages";
import { type ProfilePreferences, useProfilePreferences } from "../../../lib/preferences";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { ScopeFields } from "../../../lib/ScopeFields";
import {
  changeSelection,
  isEmptyChoice,
  type ScopeChoices,
  scopeChoices,
  withinChoices,
} from "../../../lib/scope-choices";
import { useSession } from "../../../lib/session";
import * as styles from "./ScopeSelection.css";

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
  return (
    <div className={styles.root}>
      <div className={styles.fields}>
        <ScopeFields choices={choices} value={selection} onChange={change} />
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
