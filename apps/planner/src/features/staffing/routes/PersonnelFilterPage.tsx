import { useLingui } from "@lingui/react/macro";
import {
  changePersonnelMobileFilter,
  localizedLabel,
  noPersonnelMobileFilter,
  type PersonnelMobileFilterChange,
  type ReferenceItem,
  type ReferenceType,
  routeHref,
} from "@releve/domain";
import {
  Button,
  EmptyState,
  Link,
  MultiSelect,
  Select,
  type SelectOption,
  Skeleton,
  SkeletonShape,
} from "@releve/ui";
import { useMemo, useState } from "react";
import { describeError } from "../../../lib/error-messages";
import * as form from "../../../lib/form.css";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { isEmptyChoice, scopeChoices } from "../../../lib/scope-choices";
import { useSession } from "../../../lib/session";
import { isFiltering, usePersonnelMobileFilter } from "../hooks/personnel-filter";
import * as own from "./PersonnelFilterPage.css";

/** The key of the "every type" option of a type field: a type id is a number. */
const everyType = "every";

/**
 * "Mes filtres", the field staff's filter of their calendar (route
 * `registration-personnel-filter-page`, spec 01 §2, §3): lists of activities and of entities, each
 * within a type, offered within the active role's scope and saved in the browser at each change
 * under the lists' rules (choosing a type clears the items of another type, choosing an item
 * sets its type). The calendar and the navbar's filter icon follow it.
 */
export function PersonnelFilterPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "staffing", message: "Mes filtres" });
  usePageTitle(title);
  const { activeAuthorization } = useSession();
  const reference = useScopeReferenceData();
  const { filter, setFilter } = usePersonnelMobileFilter();
  const [changed, setChanged] = useState(false);
  const choices = useMemo(
    () => (reference.data ? scopeChoices(activeAuthorization, reference.data) : undefined),
    [activeAuthorization, reference.data],
  );
  // The same arrays while the saved filter holds the same ids, however often it is read again:
  // a field given new ones takes them as another choice and clears what is being typed.
  const activityKey = filter.activityIds.join(",");
  const entityKey = filter.entityIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the ids, not the array.
  const activityIds = useMemo(() => [...filter.activityIds], [activityKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the ids, not the array.
  const entityIds = useMemo(() => [...filter.entityIds], [entityKey]);
  const everyActivityType = t({ context: "staffing", message: "Tous les types d'activité" });
  const everyEntityType = t({ context: "staffing", message: "Tous les types d'entité" });
  // The fields' options, the same while the choices, the language and the types are, however
  // often the scope is read again: a field given new ones while a search is typed empties it.
  const choicesKey = JSON.stringify(choices ?? null);
  const { locale } = i18n;
  const { activityTypeId, entityTypeId } = filter;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the choices' contents.
  const options = useMemo(() => {
    if (!choices) return undefined;
    const collator = new Intl.Collator(locale);
    const label = (item: { label: ReferenceType["label"] }) => localizedLabel(item.label, locale);
    const sorted = <T extends { label: ReferenceType["label"] }>(items: readonly T[]) =>
      [...items].sort((x, y) => collator.compare(label(x), label(y)));
    const typeOptions = (types: readonly ReferenceType[], every: string): SelectOption[] => [
      { id: everyType, label: every },
      ...sorted(types).map((type) => ({ id: type.id, label: label(type) })),
    ];
    const itemOptions = (items: readonly ReferenceItem[], typeId: number | null) =>
      sorted(items.filter((item) => typeId === null || item.typeId === typeId)).map(
        (item): SelectOption => ({ id: item.id, label: label(item) }),
      );
    return {
      activityTypes: typeOptions(choices.activityTypes, everyActivityType),
      activities: itemOptions(choices.activities, activityTypeId),
      entityTypes: typeOptions(choices.entityTypes, everyEntityType),
      entities: itemOptions(choices.entities, entityTypeId),
    };
  }, [choicesKey, locale, activityTypeId, entityTypeId, everyActivityType, everyEntityType]);

  let content: React.ReactNode;
  if (reference.isLoading) {
    content = (
      <Skeleton
        label={t({ context: "staffing", message: "Chargement des activités et des entités…" })}
      >
        <SkeletonShape shape="text" lines={4} />
      </Skeleton>
    );
  } else if (!choices || !options) {
    content = <p className={styles.problem}>{describeError(i18n, reference.error)}</p>;
  } else if (isEmptyChoice(choices)) {
    content = (
      <EmptyState
        headingLevel={2}
        size="sm"
        title={t({
          context: "staffing",
          message: "Aucune activité ni entité dans votre périmètre",
        })}
      />
    );
  } else {
    const typeLookup = (items: readonly ReferenceItem[]) => (id: number) =>
      items.find((item) => item.id === id)?.typeId ?? null;
    const change = (next: PersonnelMobileFilterChange) => {
      setFilter(changePersonnelMobileFilter(filter, next));
      setChanged(true);
    };
    const typeOf = (key: SelectOption["id"] | null) =>
      key === null || key === everyType ? null : Number(key);
    content = (
      <>
        <div className={own.fields}>
          <Select
            label={t({ context: "staffing", message: "Type d'activité" })}
            value={filter.activityTypeId ?? everyType}
            onChange={(key) =>
              change({
                kind: "activityType",
                id: typeOf(key),
                typeOf: typeLookup(choices.activities),
              })
            }
            options={options.activityTypes}
          />
          <MultiSelect
            label={t({ context: "staffing", message: "Activités" })}
            placeholder={t({ context: "staffing", message: "Toutes les activités" })}
            options={options.activities}
            value={activityIds}
            onChange={(keys) =>
              change({
                kind: "activities",
                ids: keys.map(Number),
                typeOf: typeLookup(choices.activities),
              })
            }
          />
          <Select
            label={t({ context: "staffing", message: "Type d'entité" })}
            value={filter.entityTypeId ?? everyType}
            onChange={(key) =>
              change({ kind: "entityType", id: typeOf(key), typeOf: typeLookup(choices.entities) })
            }
            options={options.entityTypes}
          />
          <MultiSelect
            label={t({ context: "staffing", message: "Entités" })}
            placeholder={t({ context: "staffing", message: "Toutes les entités" })}
            options={options.entities}
            value={entityIds}
            onChange={(keys) =>
              change({
                kind: "entities",
                ids: keys.map(Number),
                typeOf: typeLookup(choices.entities),
              })
            }
          />
        </div>
        <div className={form.actions}>
          <Button
            variant="secondary"
            isDisabled={!isFiltering(filter)}
            onPress={() => {
              setFilter(noPersonnelMobileFilter);
              setChanged(true);
            }}
          >
            {t({ context: "staffing", message: "Effacer les filtres" })}
          </Button>
          <Link variant="standalone" href={routeHref("registration-personnel-calendar-page")}>
            {t({ context: "staffing", message: "Voir mon calendrier" })}
          </Link>
        </div>
        {/* A polite status (WCAG 4.1.3): the filter is saved without a button, so say it was. */}
        <p role="status" className={own.status}>
          {changed
            ? isFiltering(filter)
              ? t({
                  context: "staffing",
                  message: "Filtre enregistré\u00a0: votre calendrier le suit.",
                })
              : t({
                  context: "staffing",
                  message: "Aucun filtre\u00a0: votre calendrier montre tout.",
                })
            : null}
        </p>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={own.description}>
        {t({
          context: "staffing",
          message:
            "Votre calendrier ne montre que vos inscriptions et les moyens ouverts des activités et des entités choisies. Sans choix, il montre tout.",
        })}
      </p>
      {content}
    </div>
  );
}
