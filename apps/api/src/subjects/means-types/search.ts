import type { MeansOfInterventionType, MeansTypeVisibility } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { loadMeansTypes } from "./reads.js";

/** Criteria of `POST MeansOfInterventionType/search` (decision 006). */
export interface MeansTypeSearch {
  visibility?: MeansTypeVisibility | undefined;
  /** Part of the label, in any language, case-insensitive. */
  text?: string | undefined;
  /** Types carrying one of these entities. */
  entityIds?: number[] | undefined;
  sort?:
    | { field: "label" | "defaultRequiredStaffCount" | "visibility"; direction: "asc" | "desc" }
    | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const sortColumns = {
  label: sql`label ->> 'fr'`,
  defaultRequiredStaffCount: sql`default_required_staff_count`,
  visibility: sql`visibility`,
} as const;

/** The types matching the criteria, a page at a time, sorted by French label by default. */
export async function searchMeansTypes(
  db: Kysely<Database>,
  search: MeansTypeSearch,
): Promise<Page<MeansOfInterventionType>> {
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? 25;
  const text = search.text?.trim();
  const query = db
    .selectFrom("means_of_intervention_type")
    .$if(search.visibility !== undefined, (q) =>
      q.where("visibility", "=", search.visibility ?? "enabled"),
    )
    // `%` and `_` typed by a user are searched for, not wildcards (`containing`).
    .$if(Boolean(text), (q) =>
      q.where(
        sql<boolean>`exists (select 1 from jsonb_each_text(label) where value ilike ${containing(text ?? "")})`,
      ),
    )
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("means_of_intervention_type_entity as link")
            .select("link.type_id")
            .whereRef("link.type_id", "=", "means_of_intervention_type.id")
            .where("link.entity_id", "in", search.entityIds ?? []),
        ),
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  const sort = search.sort ?? { field: "label", direction: "asc" };
  const rows = await query
    .select("id")
    .orderBy(sortColumns[sort.field], sort.direction)
    .orderBy("id", sort.direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const types = new Map(
    (
      await loadMeansTypes(
        db,
        rows.map((row) => row.id),
      )
    ).map((type) => [type.id, type]),
  );
  return {
    items: rows.flatMap((row) => types.get(row.id) ?? []),
    total: Number(total.count),
    page,
    pageSize,
  };
}
