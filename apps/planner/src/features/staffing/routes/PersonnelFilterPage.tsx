import { useLingui } from "@lingui/react/macro";
import {
  changePersonnelMobileFilter,
  noPersonnelMobileFilter,
  type PersonnelMobileFilterChange,
  type ReferenceItem,
  routeHref,
} from "@releve/domain";
import { Button, EmptyState, Link, MultiSelect, Select, Skeleton, SkeletonShape } from "@releve/ui";
import { useMemo, useState } from "react";
import { describeError } from "../../../lib/error-messages";
import * as form from "../../../lib/form.css";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { everyType, typeIdOf, useScopeOptions } from "../../../lib/ScopeFields";
import { isEmptyChoice, scopeChoices } from "../../../lib/scope-choices";
import { useSession } from "../../../lib/session";
import { isFiltering, usePersonnelMobileFilter } from "../hooks/personnel-filter";
import * as own from "./PersonnelFilterPage.css";

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
  const { typeOptions, itemOptions } = useScopeOptions();

  let content: React.ReactNode;
  if (reference.isLoading) {
    content = (
      <Skeleton
        label={t({ context: "staffing", message: "Chargement des activités et des entités…" })}
      >
        <SkeletonShape shape="text" lines={4} />
      </Skeleton>
    );
  } else if (!choices) {
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
    content = (
      <>
        <div className={own.fields}>
          <Select
            label={t({ context: "staffing", message: "Type d'activité" })}
            value={filter.activityTypeId ?? everyType}
            onChange={(key) =>
              change({
                kind: "activityType",
                id: typeIdOf(key),
                typeOf: typeLookup(choices.activities),
              })
            }
            options={typeOptions(
              choices.activityTypes,
              t({ context: "staffing", message: "Tous les types d'activité" }),
            )}
          />
          <MultiSelect
            label={t({ context: "staffing", message: "Activités" })}
            placeholder={t({ context: "staffing", message: "Toutes les activités" })}
            options={itemOptions(choices.activities, filter.activityTypeId)}
            value={[...filter.activityIds]}
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
              change({
                kind: "entityType",
                id: typeIdOf(key),
                typeOf: typeLookup(choices.entities),
              })
            }
            options={typeOptions(
              choices.entityTypes,
              t({ context: "staffing", message: "Tous les types d'entité" }),
            )}
          />
          <MultiSelect
            label={t({ context: "staffing", message: "Entités" })}
            placeholder={t({ context: "staffing", message: "Toutes les entités" })}
            options={itemOptions(choices.entities, filter.entityTypeId)}
            value={[...filter.entityIds]}
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
