import {
  type MeansStatusFilter,
  meansStatuses,
  meansStatusMatches,
  type StaffCompleteness,
} from "@releve/domain";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { containingFolded, searchWords } from "../../platform/list-sql.js";
import { overlapsPeriod } from "../../platform/period-sql.js";
import { type PlaceCriteria, placeCriteria } from "../../platform/place-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";

/**
 * The criteria the means list and the calendars share (`POST MeansOfIntervention/search` and
 * `…/calendar`, decision 034), combined with "and".
 */
export interface MeansCriteria extends PlaceCriteria {
  status?: MeansStatusFilter | undefined;
  operationalActivityIds?: number[] | undefined;
  typeIds?: number[] | undefined;
  departureIds?: number[] | undefined;
  /** Means whose staff completeness is one of these; none or empty: any. */
  staffCompletenesses?: readonly StaffCompleteness[] | undefined;
  /**
   * Words each found, whatever their case and accents, in the operational activity's title or
   * location, or in the means' plate number.
   */
  text?: string | undefined;
  /** Means ending after this instant. */
  from?: string | undefined;
  /** Means starting before this instant. */
  to?: string | undefined;
}

/**
 * The domain's `staffCompleteness` of a means row, worked out by the database so that a search
 * can filter on it before paging: the same tests in the same order (the first that holds wins).
 * `test/means-search-completeness.test.ts` checks that both agree on every count.
 */
export const staffCompletenessSql = sql<StaffCompleteness>`case
  when means_of_intervention.validated_staff >= means_of_intervention.required_staff
    then 'allStaffed'
  when means_of_intervention.validated_staff + means_of_intervention.pending_staff = 0
    then 'noneStaffed'
  when means_of_intervention.validated_staff + means_of_intervention.pending_staff
      >= means_of_intervention.required_staff
    then 'readyStaffed'
  else 'partiallyStaffed'
end`;

/**
 * The means' plate number as `fold_text` (migration 0007) folds it, without its cost: that
 * function reads its table of accented letters for every character, 10 to 20 µs on a plate
 * number, a second over 100,000 means; a plate number of ASCII characters alone, nearly every
 * one, has no letter to take marks off, and `fold_text` only lowers it. `null` without a plate.
 * `test/means-search.test.ts` checks that both agree (decision 034).
 */
export const foldedPlateNumberSql = sql<string | null>`case
  when means_of_intervention.plate_number ~ '^[\\x01-\\x7f]*$'
    then lower(means_of_intervention.plate_number)
  else fold_text(means_of_intervention.plate_number)
end`;

/**
 * A word of the text search, found in the means' operational activity's title or location
 * (folded with the activity) or in the means' plate number (folded here: only for the means whose
 * activity does not hold the word).
 */
const wordFound = (word: string) => {
  const pattern = containingFolded(word);
  return sql<SqlBool>`(operational_activity.title_folded like ${pattern}
    or operational_activity.location_folded like ${pattern}
    or ${foldedPlateNumberSql} like ${pattern})`;
};

/**
 * The means of the active role's scope matching the criteria, each joined to its operational
 * activity (the scope is the activity's), with nothing selected, sorted nor paged. Every
 * criterion is one condition whose cost does not grow with the rows: id lists are bounded by the
 * call's schema, a word is three `like`s.
 */
export function matchingMeans(db: Kysely<Database>, access: Access, criteria: MeansCriteria) {
  const statuses = meansStatuses.filter((status) =>
    meansStatusMatches(status, criteria.status ?? "all"),
  );
  const words = searchWords(criteria.text);
  return db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .where(scopeCondition(access))
    .where("means_of_intervention.status", "in", statuses)
    .$if(Boolean(criteria.operationalActivityIds?.length), (q) =>
      q.where(
        "means_of_intervention.operational_activity_id",
        "in",
        criteria.operationalActivityIds ?? [],
      ),
    )
    .where(placeCriteria(criteria))
    .$if(Boolean(criteria.typeIds?.length), (q) =>
      q.where("means_of_intervention.type_id", "in", criteria.typeIds ?? []),
    )
    .$if(Boolean(criteria.departureIds?.length), (q) =>
      q.where("means_of_intervention.departure_id", "in", criteria.departureIds ?? []),
    )
    .$if(Boolean(criteria.from || criteria.to), (q) =>
      q.where(overlapsPeriod("means_of_intervention", criteria.from, criteria.to)),
    )
    .$if(Boolean(criteria.staffCompletenesses?.length), (q) =>
      q.where((eb) => eb(staffCompletenessSql, "in", [...(criteria.staffCompletenesses ?? [])])),
    )
    .$if(words.length > 0, (q) => q.where((eb) => eb.and(words.map(wordFound))));
}
