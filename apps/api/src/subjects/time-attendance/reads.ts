import {
  type AbsenceOrigin,
  type AbsenceType,
  calls,
  type ImportedAbsenceStatus,
  type ImportKind,
  type ImportOutcome,
  type ImportSource,
  notFound,
  Refusal,
  type WorkExportKind,
} from "@releve/domain";
import { stringify } from "csv-stringify/sync";
import { type Kysely, type RawBuilder, type Selectable, sql } from "kysely";
import type { Database, TaImportRefusalTable, TaImportTable } from "../../db/schema.js";
import { instantOf } from "../../platform/instants.js";
import { containing } from "../../platform/like.js";
import { type Page, pageAskedFor, pageOfRows } from "../../platform/paging-sql.js";

type Sort<Field extends string> = { field: Field; direction: "asc" | "desc" } | undefined;

interface Paging {
  page?: number | undefined;
  pageSize?: number | undefined;
}

const requester = (id: number | null, first: string | null, last: string | null) =>
  id !== null && first !== null && last !== null
    ? { personId: id, firstName: first, lastName: last }
    : null;

type ImportRow = Selectable<TaImportTable> & {
  first_name: string | null;
  last_name: string | null;
};

/** An import as the API answers it. */
function importView(row: ImportRow, timeZone: string) {
  const fileError = row.file_error;
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    fileName: row.file_name,
    requestedBy: requester(row.requested_by, row.first_name, row.last_name),
    startedAt: instantOf(row.started_at, timeZone),
    endedAt: instantOf(row.ended_at, timeZone),
    outcome: row.outcome,
    fileBytes: Number(row.file_bytes),
    bytesRead: Number(row.bytes_read),
    lines: row.lines,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    refused: row.refused,
    periodStart: instantOf(row.period_start, timeZone),
    periodEnd: instantOf(row.period_end, timeZone),
    fileError: fileError
      ? {
          code: fileError.code,
          column: "column" in fileError ? fileError.column : null,
          max: "max" in fileError ? fileError.max : null,
        }
      : null,
  };
}

export type ImportView = ReturnType<typeof importView>;

function importsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("ta_import")
    .leftJoin("person", "person.id", "ta_import.requested_by")
    .selectAll("ta_import")
    .select(["person.first_name", "person.last_name"]);
}

export interface ImportSearch extends Paging {
  kinds?: ImportKind[] | undefined;
  outcomes?: ImportOutcome[] | undefined;
  sources?: ImportSource[] | undefined;
  sort?: Sort<"startedAt">;
}

/** The imports, newest first unless sorted otherwise. */
export async function searchImports(
  db: Kysely<Database>,
  search: ImportSearch,
  timeZone: string,
): Promise<Page<ImportView>> {
  const { page, pageSize } = pageAskedFor(search);
  const direction = search.sort?.direction ?? "desc";
  const query = importsQuery(db)
    .$if(Boolean(search.kinds?.length), (q) => q.where("ta_import.kind", "in", search.kinds ?? []))
    .$if(Boolean(search.outcomes?.length), (q) =>
      q.where("ta_import.outcome", "in", search.outcomes ?? []),
    )
    .$if(Boolean(search.sources?.length), (q) =>
      q.where("ta_import.source", "in", search.sources ?? []),
    );
  const { rows, total } = await pageOfRows(
    db,
    query.orderBy("ta_import.started_at", direction).orderBy("ta_import.id", direction),
    page,
    pageSize,
  );
  return { items: rows.map((row) => importView(row, timeZone)), total, page, pageSize };
}

const refusalView = (row: Selectable<TaImportRefusalTable>) => ({
  line: row.line,
  code: row.code,
  column: row.column_name,
  value: row.value,
  otherLine: row.other_line,
});

function refusalsQuery(db: Kysely<Database>, importId: number) {
  return db
    .selectFrom("ta_import_refusal")
    .selectAll()
    .where("import_id", "=", importId)
    .orderBy("line")
    .orderBy("code");
}

/** One import with its first refused lines. */
export async function getImport(db: Kysely<Database>, id: number, timeZone: string) {
  const row = await importsQuery(db).where("ta_import.id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(notFound("importExport", { id }));
  const refusals = await refusalsQuery(db, id).limit(calls.timeAttendance.refusalsShown).execute();
  return { ...importView(row, timeZone), refusals: refusals.map(refusalView) };
}

/** The refused lines of an import as CSV (at most the kept ones, bounded by the domain). */
export async function importRefusalsCsv(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("ta_import")
    .select(["file_name", "kind"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("importExport", { id }));
  const refusals = await refusalsQuery(db, id).execute();
  const content = stringify(refusals.map(refusalView), {
    bom: true,
    delimiter: ";",
    header: true,
    columns: ["line", "code", "column", "value", "otherLine"],
  });
  return { fileName: `refused-lines-${id}-${row.file_name.replace(/\.[^.]*$/, "")}.csv`, content };
}

const personColumns = [
  "person.id as person_id",
  "person.last_name",
  "person.first_name",
  "person.staff_type",
  "person.person_id_central_db",
] as const;

interface PersonColumns {
  person_id: number;
  last_name: string;
  first_name: string;
  staff_type: Selectable<Database["person"]>["staff_type"];
  person_id_central_db: string | null;
}

const personView = (row: PersonColumns) => ({
  id: row.person_id,
  lastName: row.last_name,
  firstName: row.first_name,
  staffType: row.staff_type,
  personIdCentralDb: row.person_id_central_db,
});

interface HeldSearch extends Paging {
  text?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: Sort<"start" | "lastName">;
}

export interface AbsenceSearch extends HeldSearch {
  types?: AbsenceType[] | undefined;
  statuses?: ImportedAbsenceStatus[] | undefined;
  origins?: AbsenceOrigin[] | undefined;
}

type HeldTable = "absence" | "work_schedule";

/**
 * What both searches of the held data ask: each word in the person's first name, last name or
 * central id, and rows overlapping the period.
 */
function heldCriteria(table: HeldTable, search: HeldSearch): RawBuilder<boolean> {
  const words = (search.text ?? "").trim().split(/\s+/).filter(Boolean);
  const conditions = words.map(
    (word) => sql<boolean>`(person.first_name ilike ${containing(word)}
      or person.last_name ilike ${containing(word)}
      or coalesce(person.person_id_central_db, '') ilike ${containing(word)})`,
  );
  if (search.from !== undefined) {
    conditions.push(sql<boolean>`${sql.ref(`${table}.end_at`)} > ${new Date(search.from)}`);
  }
  if (search.to !== undefined) {
    conditions.push(sql<boolean>`${sql.ref(`${table}.start_at`)} < ${new Date(search.to)}`);
  }
  return conditions.length > 0
    ? sql<boolean>`(${sql.join(conditions, sql` and `)})`
    : sql<boolean>`true`;
}

/** The order of the held data: by start (newest first) or by the person's name, then start. */
function heldOrder(table: HeldTable, sort: HeldSearch["sort"]) {
  const direction = sql.raw(sort?.direction ?? "desc");
  const start = sql.ref(`${table}.start_at`);
  const id = sql.ref(`${table}.id`);
  return sort?.field === "lastName"
    ? sql`person.last_name ${direction}, person.first_name ${direction}, ${start} ${direction}, ${id} ${direction}`
    : sql`${start} ${direction}, ${id} ${direction}`;
}

/** The absences held, by start unless sorted otherwise (newest first). */
export async function searchAbsences(
  db: Kysely<Database>,
  search: AbsenceSearch,
  timeZone: string,
) {
  const { page, pageSize } = pageAskedFor(search);
  const statuses = search.statuses ?? [];
  const origins = search.origins ?? [];
  const query = db
    .selectFrom("absence")
    .innerJoin("person", "person.id", "absence.person_id")
    .select([
      "absence.id",
      "absence.type",
      "absence.start_at",
      "absence.end_at",
      "absence.is_pending",
      "absence.external_id",
      "absence.imported_at",
      ...personColumns,
    ])
    .where(heldCriteria("absence", search))
    .$if(Boolean(search.types?.length), (q) => q.where("absence.type", "in", search.types ?? []))
    .$if(statuses.length === 1, (q) =>
      q.where("absence.is_pending", "=", statuses[0] === "pending"),
    )
    .$if(origins.length === 1, (q) =>
      q.where("absence.external_id", origins[0] === "imported" ? "is not" : "is", null),
    )
    .orderBy(heldOrder("absence", search.sort));
  const { rows, total } = await pageOfRows(db, query, page, pageSize);
  const items = rows.map((row) => ({
    id: row.id,
    person: personView(row),
    type: row.type,
    start: instantOf(row.start_at, timeZone),
    end: instantOf(row.end_at, timeZone),
    pending: row.is_pending,
    externalId: row.external_id,
    importedAt: instantOf(row.imported_at, timeZone),
  }));
  return { items, total, page, pageSize };
}

/** The work schedules held, by start unless sorted otherwise (newest first). */
export async function searchWorkSchedules(
  db: Kysely<Database>,
  search: HeldSearch,
  timeZone: string,
) {
  const { page, pageSize } = pageAskedFor(search);
  const query = db
    .selectFrom("work_schedule")
    .innerJoin("person", "person.id", "work_schedule.person_id")
    .select([
      "work_schedule.id",
      "work_schedule.start_at",
      "work_schedule.end_at",
      "work_schedule.external_id",
      "work_schedule.imported_at",
      ...personColumns,
    ])
    .where(heldCriteria("work_schedule", search))
    .orderBy(heldOrder("work_schedule", search.sort));
  const { rows, total } = await pageOfRows(db, query, page, pageSize);
  const items = rows.map((row) => ({
    id: row.id,
    person: personView(row),
    start: instantOf(row.start_at, timeZone),
    end: instantOf(row.end_at, timeZone),
    externalId: row.external_id,
    importedAt: instantOf(row.imported_at, timeZone),
  }));
  return { items, total, page, pageSize };
}

export interface ExportSearch extends Paging {
  kinds?: WorkExportKind[] | undefined;
  destinations?: ("download" | "folder")[] | undefined;
  sort?: Sort<"createdAt">;
}

/** The exports made, newest first unless sorted otherwise. */
export async function searchExports(db: Kysely<Database>, search: ExportSearch, timeZone: string) {
  const { page, pageSize } = pageAskedFor(search);
  const direction = search.sort?.direction ?? "desc";
  const query = db
    .selectFrom("ta_export")
    .leftJoin("person", "person.id", "ta_export.requested_by")
    .select([
      "ta_export.id",
      "ta_export.kind",
      "ta_export.format",
      "ta_export.destination",
      "ta_export.file_name",
      sql<string>`ta_export.period_from::text`.as("period_from"),
      sql<string>`ta_export.period_to::text`.as("period_to"),
      "ta_export.lines",
      "ta_export.requested_by",
      "ta_export.created_at",
      "person.first_name",
      "person.last_name",
    ])
    .$if(Boolean(search.kinds?.length), (q) => q.where("ta_export.kind", "in", search.kinds ?? []))
    .$if(Boolean(search.destinations?.length), (q) =>
      q.where("ta_export.destination", "in", search.destinations ?? []),
    );
  const { rows, total } = await pageOfRows(
    db,
    query.orderBy("ta_export.created_at", direction).orderBy("ta_export.id", direction),
    page,
    pageSize,
  );
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    format: row.format,
    destination: row.destination,
    fileName: row.file_name,
    from: row.period_from,
    to: row.period_to,
    lines: row.lines,
    requestedBy: requester(row.requested_by, row.first_name, row.last_name),
    createdAt: instantOf(row.created_at, timeZone),
  }));
  return { items, total, page, pageSize };
}
