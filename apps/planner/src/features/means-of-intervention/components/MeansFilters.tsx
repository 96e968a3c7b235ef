import { useLingui } from "@lingui/react/macro";
import {
  calls,
  idSchema,
  localizedLabel,
  type MeansStatusFilter,
  meansStatusFilters,
  staffCompletenesses,
} from "@releve/domain";
import { MultiSelect, Select } from "@releve/ui";
import { memo } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { filterControl, type ListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import * as styles from "../../../lib/page.css";
import { dayFilter, periodRequest } from "../../../lib/period-filter";
import { useMeansTypeLabels } from "../../../lib/planning/means-types";
import { departuresQuery } from "../../../lib/reference-data";
import {
  noScopeFilter,
  ScopeFilter,
  scopeFilterEntries,
  scopeRequest,
} from "../../../lib/ScopeFields";
import type { MeansSearch } from "../api/means";
import { meansStatusFilterLabels, staffCompletenessLabels } from "../hooks/labels";

/** Ids chosen in a filter: as many as a search takes. */
const chosenIds = v.optional(v.pipe(v.array(idSchema), v.maxLength(50)), []);

/**
 * The saved "means of intervention" filter (spec 01 §3, §4), shared by the list and the two
 * calendars: words, a period as days (the list's; the calendars show their own), the scope,
 * the status (one, every one, or every one but cancelled), the means types, the departures and
 * the staff completeness.
 */
export const meansFiltersSchema = v.object({
  text: calls.meansOfIntervention.meansSearchSchema.entries.text,
  from: dayFilter,
  to: dayFilter,
  status: v.optional(v.picklist(meansStatusFilters), "allExceptCancelled"),
  typeIds: chosenIds,
  departureIds: chosenIds,
  staffCompletenesses: v.optional(v.array(v.picklist(staffCompletenesses)), []),
  ...scopeFilterEntries,
});

/** The means' filters as the page holds them. */
export type MeansFilters = v.InferOutput<typeof meansFiltersSchema>;

/** Nothing chosen: every means of the scope but the cancelled ones. */
export const defaultMeansFilters: MeansFilters = {
  text: "",
  from: "",
  to: "",
  status: "allExceptCancelled",
  typeIds: [],
  departureIds: [],
  staffCompletenesses: [],
  ...noScopeFilter,
};

/**
 * A search's criteria from the filters, without the period (each tab asks for its own): the
 * chosen status, types, departures, completeness, words and scope.
 */
export function meansCriteria(filters: MeansFilters): Omit<MeansSearch, "from" | "to"> {
  return {
    status: filters.status,
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.typeIds.length > 0 ? { typeIds: filters.typeIds } : {}),
    ...(filters.departureIds.length > 0 ? { departureIds: filters.departureIds } : {}),
    ...(filters.staffCompletenesses.length > 0
      ? { staffCompletenesses: filters.staffCompletenesses }
      : {}),
    ...scopeRequest(filters),
  };
}

/** The list's period criteria: the days of the filter on the organisation's clock. */
export function meansPeriodRequest(filters: MeansFilters, timeZone: string) {
  const { from, to } = periodRequest({ from: filters.from, to: filters.to }, timeZone);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * The filters above the three tabs: words and days, the scope, the status, the means types, the
 * departures and the staff completeness. Each change shows the first page. Drawn again only when
 * the filters change or a tab shows or hides the days, not when a calendar moves.
 */
export const MeansFiltersPanel = memo(function MeansFiltersPanel({
  state,
  withPeriod,
}: {
  state: Pick<ListState<MeansFilters>, "filters" | "setFilters">;
  /** Whether the days filter the tab shown (the list) or not (the calendars show their own). */
  withPeriod: boolean;
}) {
  const { t } = useLingui();
  const { filters, setFilters } = state;
  return (
    <>
      <PeriodSearch
        textLabel={t({ context: "means", message: "Activité, lieu ou immatriculation" })}
        withDays={withPeriod}
        value={filters}
        onSearch={(period) => setFilters({ ...filters, ...period })}
      />
      <MeansChoiceFilters filters={filters} setFilters={setFilters} />
    </>
  );
});

/**
 * The filters chosen from lists: drawn again only when the filters change, not when a tab shows
 * or hides the days (the scope's lists are long).
 */
const MeansChoiceFilters = memo(function MeansChoiceFilters(
  state: Pick<ListState<MeansFilters>, "filters" | "setFilters">,
) {
  const { t, i18n } = useLingui();
  const { filters, setFilters } = state;
  const types = useMeansTypeLabels();
  const departures = departuresQuery.use().data ?? [];
  const typeOptions = [...types.labels].map(([id, label]) => ({ id, label }));
  const departureOptions = departures.map((departure) => ({
    id: departure.id,
    label: localizedLabel(departure.label, i18n.locale),
  }));
  const statusOptions = meansStatusFilters.map((status) => ({
    id: status,
    label: i18n._(meansStatusFilterLabels[status]),
  }));
  return (
    <>
      <div className={styles.filters}>
        <ScopeFilter state={state} />
        <Select
          label={t({ context: "means", message: "Statut" })}
          value={filters.status}
          onChange={(key) => setFilters({ ...filters, status: key as MeansStatusFilter })}
          options={statusOptions}
        />
        <MultiSelect
          label={t({ context: "means", message: "Types de moyen" })}
          placeholder={t({ context: "means", message: "Tous les types" })}
          options={typeOptions}
          value={filters.typeIds}
          onChange={(keys) => setFilters({ ...filters, typeIds: keys.map(Number) })}
        />
        <MultiSelect
          label={t({ context: "means", message: "Départs" })}
          placeholder={t({ context: "means", message: "Tous les départs" })}
          options={departureOptions}
          value={filters.departureIds}
          onChange={(keys) => setFilters({ ...filters, departureIds: keys.map(Number) })}
        />
      </div>
      <ChoiceFilter
        label={t({ context: "means", message: "Personnel" })}
        options={staffCompletenesses}
        labels={staffCompletenessLabels}
        {...filterControl(state, "staffCompletenesses")}
      />
    </>
  );
});
