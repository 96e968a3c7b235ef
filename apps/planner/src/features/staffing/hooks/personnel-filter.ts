import {
  idSchema,
  noPersonnelMobileFilter,
  type PersonnelMobileFilter,
  personnelMobileCriteria,
} from "@releve/domain";
import { useMemo } from "react";
import * as v from "valibot";
import { useListPreferences } from "../../../lib/preferences";

/** At most this many activities or entities in the filter: more than any scope holds. */
const maxChosen = 200;

const chosenIds = v.optional(v.pipe(v.array(idSchema), v.maxLength(maxChosen)), []);

/** The personnel mobile filter as it is saved in the browser (spec 01 §3). */
const personnelMobileFilterSchema: v.GenericSchema<unknown, PersonnelMobileFilter> = v.object({
  activityTypeId: v.optional(v.nullable(idSchema), null),
  activityIds: chosenIds,
  entityTypeId: v.optional(v.nullable(idSchema), null),
  entityIds: chosenIds,
});

/**
 * The field staff's saved personnel mobile filter, its search criteria, and its change: the
 * filter page writes it, the calendar and the navbar's filter icon follow it.
 */
export function usePersonnelMobileFilter() {
  const saved = useListPreferences(
    "personnelMobile",
    personnelMobileFilterSchema,
    noPersonnelMobileFilter,
  );
  // The same criteria while the filter stays: the searches' keys are not hashed again.
  const criteria = useMemo(() => personnelMobileCriteria(saved.filters), [saved.filters]);
  return {
    filter: saved.filters,
    criteria,
    setFilter: saved.setFilters,
  };
}

/** Whether the filter narrows anything. */
export function isFiltering(filter: PersonnelMobileFilter): boolean {
  return (
    filter.activityTypeId !== null ||
    filter.entityTypeId !== null ||
    filter.activityIds.length > 0 ||
    filter.entityIds.length > 0
  );
}
