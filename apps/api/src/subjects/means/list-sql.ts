import { type calls, meansStatuses } from "@releve/domain";
import { sql } from "kysely";
import { bytewise, type SortKey, staffingSortKeys } from "../../platform/list-sql.js";
import { foldedPlateNumberSql } from "./criteria-sql.js";

/**
 * The keys the means list sorts on (`POST MeansOfIntervention/search`, decision 034), over a
 * means joined to its operational activity, with the folded names of the reference data its
 * sort needs (`nameKeys` of `platform/list-sql.ts`) joined as `type_key` or `departure_key`.
 */

/** A sort of the means list, its field (one per column of the list) and direction. */
export interface MeansSort {
  field: (typeof calls.meansOfIntervention.meansSortFields)[number];
  direction: "asc" | "desc";
}

/** The reference names the sort of a field joins to the matching means. */
export function meansSortNeeds(field: MeansSort["field"]): "type" | "departure" | undefined {
  return field === "type" || field === "departure" ? field : undefined;
}

/**
 * The keys a field sorts by, before the id that breaks ties. Texts sort folded and byte by byte
 * (`Église` between `Dune` and `Forêt`); an activity sorts by its title, folded with it. A means
 * without a rendezvous, a departure or a plate number (none, or an empty one) comes last either
 * way: a list sorted on them shows those that have one first. A status sorts in the lifecycle's
 * order (draft, public, open, cancelled); the staffing by `staffingSortKeys`, from the means'
 * own counts.
 */
export function meansSortKeys(field: MeansSort["field"]): SortKey[] {
  const column = (name: string) => sql.ref(`means_of_intervention.${name}`);
  switch (field) {
    case "start":
      return [{ expression: column("start_at") }];
    case "end":
      return [{ expression: column("end_at") }];
    case "ultimateStart":
      return [{ expression: column("ultimate_start_at"), absentLast: true }];
    case "type":
      return [{ expression: bytewise(sql.ref("type_key.name_key")) }];
    case "activity":
      return [{ expression: bytewise(sql.ref("operational_activity.title_folded")) }];
    case "departure":
      return [{ expression: bytewise(sql.ref("departure_key.name_key")), absentLast: true }];
    case "plateNumber":
      return [
        {
          expression: bytewise(sql`nullif(${foldedPlateNumberSql}, '')`),
          absentLast: true,
        },
      ];
    case "status":
      return [
        { expression: sql`array_position(${[...meansStatuses]}::text[], ${column("status")})` },
      ];
    case "staffCompleteness":
      return staffingSortKeys(column("required_staff"), column("validated_staff"));
  }
}
