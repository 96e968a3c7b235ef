import { stat } from "node:fs/promises";
import {
  type ColumnPositions,
  type FileFormat,
  type ImportFileError,
  type ImportKind,
  type ImportRowError,
  type ImportSource,
  importLimits,
  overlapsPrevious,
  type PreviousLine,
  readAbsenceRow,
  readHeader,
  readWorkScheduleRow,
} from "@releve/domain";
import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import type { Database, TaImportLineTable } from "../../db/schema.js";
import { readTable, UnreadableFile } from "./table-files.js";

/**
 * Importing a file of the time-and-attendance tool (decisions 027, 028). The file streams from
 * the disk a line at a time; each line is read by the domain's rules and staged in
 * `ta_import_line` by batches, the import's progress written as it goes. The whole file is then
 * checked in the database — persons that exist, ids met twice, a person's overlapping lines —
 * and, if no line is refused, written in one transaction: the file replaces what the held data
 * had in its period. Memory stays flat whatever the file's size: a batch of lines, the first
 * refused lines, one line before for the overlaps.
 */

/** What an import is asked to read. */
export interface ImportRequest {
  kind: ImportKind;
  /** The file's name as sent or found, recorded and shown. */
  fileName: string;
  /** Where it is on this machine's disk. */
  path: string;
  format: FileFormat;
  source: ImportSource;
  requestedBy: number | null;
  jobRunId: string | null;
  /** Business time when it was asked for: the import's times follow from it. */
  now: Date;
}

/** Lines staged per statement. */
const batchSize = 1000;
/** Lines of the overlap check read per statement. */
const overlapBatchSize = 5000;

type StagedLine = Omit<Insertable<TaImportLineTable>, "import_id" | "person_id">;

/** The first refused lines of a file, in line order, and how many there were in all. */
class Refusals {
  #kept: ImportRowError[] = [];
  count = 0;

  add(error: ImportRowError): void {
    this.count += 1;
    this.#kept.push(error);
    // Trimmed from time to time, so the list never holds much more than it keeps.
    if (this.#kept.length >= importLimits.refusalsKept * 2) this.#trim();
  }

  /** Adds refusals found apart, given their total. */
  addFound(found: readonly ImportRowError[], total: number): void {
    this.count += total;
    this.#kept.push(...found);
    this.#trim();
  }

  #trim(): void {
    this.#kept.sort((a, b) => a.line - b.line || a.code.localeCompare(b.code));
    this.#kept = this.#kept.slice(0, importLimits.refusalsKept);
  }

  get kept(): readonly ImportRowError[] {
    this.#trim();
    return this.#kept;
  }
}

/** A file refused as a whole: its header, its size or its bytes. */
class FileRefusal extends Error {
  constructor(readonly error: ImportFileError) {
    super(error.code);
  }
}

function readRow(
  kind: ImportKind,
  cells: readonly string[],
  columns: ColumnPositions,
  line: number,
  timeZone: string,
): { row: StagedLine } | { error: ImportRowError } {
  if (kind === "absences") {
    const result = readAbsenceRow(cells, columns, line, timeZone);
    if ("error" in result) return result;
    const { row } = result;
    return {
      row: {
        line,
        external_id: row.absenceId,
        person_key: row.personId,
        type: row.type,
        start_at: row.start,
        end_at: row.end,
        is_pending: row.pending,
      },
    };
  }
  const result = readWorkScheduleRow(cells, columns, line, timeZone);
  if ("error" in result) return result;
  const { row } = result;
  return {
    row: {
      line,
      external_id: row.scheduleId,
      person_key: row.personId,
      type: null,
      start_at: row.start,
      end_at: row.end,
      is_pending: null,
    },
  };
}

/** Reads the file into `ta_import_line`, refusing lines as the domain reads them. */
async function stage(
  db: Kysely<Database>,
  importId: number,
  request: ImportRequest,
  timeZone: string,
  refusals: Refusals,
): Promise<number> {
  let columns: ColumnPositions | undefined;
  let lines = 0;
  let bytesRead = 0;
  let batch: StagedLine[] = [];
  const flush = async () => {
    if (batch.length > 0) {
      await db
        .insertInto("ta_import_line")
        .values(batch.map((row) => ({ ...row, import_id: importId })))
        .execute();
      batch = [];
    }
    await db
      .updateTable("ta_import")
      .set({ lines, bytes_read: bytesRead })
      .where("id", "=", importId)
      .execute();
  };
  const table = readTable(request.path, request.format, (bytes) => {
    bytesRead = bytes;
  });
  for await (const { number, cells } of table) {
    if (!columns) {
      const header = readHeader(request.kind, cells);
      if ("error" in header) throw new FileRefusal(header.error);
      columns = header.columns;
      continue;
    }
    lines += 1;
    if (lines > importLimits.rows)
      throw new FileRefusal({ code: "tooManyRows", max: importLimits.rows });
    const result = readRow(request.kind, cells, columns, number, timeZone);
    if ("error" in result) refusals.add(result.error);
    else batch.push(result.row);
    if (batch.length >= batchSize) await flush();
  }
  if (!columns) {
    // An empty file lacks every column: the first is named.
    const header = readHeader(request.kind, []);
    throw new FileRefusal("error" in header ? header.error : { code: "unreadable" });
  }
  await flush();
  return lines;
}

/** Persons named by their central id that Relève does not know, the others resolved. */
async function checkPersons(db: Kysely<Database>, importId: number, refusals: Refusals) {
  await sql`
    update ta_import_line l set person_id = p.id
      from person p
     where l.import_id = ${importId} and p.person_id_central_db = l.person_key`.execute(db);
  const unknown = db
    .selectFrom("ta_import_line")
    .where("import_id", "=", importId)
    .where("person_id", "is", null);
  const [found, total] = await Promise.all([
    unknown
      .select(["line", "person_key"])
      .orderBy("line")
      .limit(importLimits.refusalsKept)
      .execute(),
    unknown.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  refusals.addFound(
    found.map((row) => ({
      line: row.line,
      code: "unknownPerson",
      column: "personId",
      value: row.person_key,
    })),
    Number(total.count),
  );
}

/** Ids met on an earlier line of the file: each later line names the first. */
async function checkDuplicates(
  db: Kysely<Database>,
  importId: number,
  idColumn: string,
  refusals: Refusals,
) {
  const duplicates = sql<{ line: number; external_id: string; first_line: number }>`
    select line, external_id, first_line from (
      select line, external_id, min(line) over (partition by external_id) as first_line
        from ta_import_line where import_id = ${importId}
    ) lines where line <> first_line`;
  const [found, total] = await Promise.all([
    sql<{ line: number; external_id: string; first_line: number }>`
      ${duplicates} order by line limit ${importLimits.refusalsKept}`.execute(db),
    sql<{ count: string }>`select count(*) as count from (${duplicates}) d`.execute(db),
  ]);
  refusals.addFound(
    found.rows.map((row) => ({
      line: row.line,
      code: "duplicateId",
      column: idColumn,
      value: row.external_id,
      otherLine: row.first_line,
    })),
    Number(total.rows[0]?.count ?? 0),
  );
}

/**
 * A person's lines that overlap, read in order of person and start a batch at a time, each
 * compared with the one before by the domain's rule.
 */
async function checkOverlaps(db: Kysely<Database>, importId: number, refusals: Refusals) {
  let previous: PreviousLine | null = null;
  let after: { person_key: string; start_at: Date; line: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom("ta_import_line")
      .select(["person_key", "start_at", "end_at", "line"])
      .where("import_id", "=", importId);
    if (after) {
      const { person_key, start_at, line } = after;
      query = query.where(
        sql<boolean>`(person_key, start_at, line) > (${person_key}, ${start_at}, ${line})`,
      );
    }
    const rows = await query
      .orderBy("person_key")
      .orderBy("start_at")
      .orderBy("line")
      .limit(overlapBatchSize)
      .execute();
    for (const row of rows) {
      const next = { personId: row.person_key, start: row.start_at.toISOString(), line: row.line };
      const overlap = overlapsPrevious(previous, next);
      if (overlap) refusals.add(overlap);
      const end = row.end_at.toISOString();
      if (
        !previous ||
        previous.personId !== row.person_key ||
        Date.parse(end) > Date.parse(previous.end)
      ) {
        previous = { personId: row.person_key, end, line: row.line };
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < overlapBatchSize) return;
    after = last;
  }
}

/** What writing the file changed. */
interface Changes {
  inserted: number;
  updated: number;
  removed: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/**
 * Writes the staged lines: held rows of the file's period it no longer has are removed, rows it
 * has changed are updated, new ones inserted. Rows entered in Relève (no tool id) are left alone.
 */
async function write(
  trx: Transaction<Database>,
  importId: number,
  kind: ImportKind,
  at: Date,
): Promise<Changes> {
  // One file of a kind written at a time: two imports at once would each replace the other's
  // period from a state the other is changing.
  await sql`select pg_advisory_xact_lock(hashtext(${`ta_import:${kind}`}))`.execute(trx);
  const period = await trx
    .selectFrom("ta_import_line")
    .select((eb) => [eb.fn.min("start_at").as("start"), eb.fn.max("end_at").as("end")])
    .where("import_id", "=", importId)
    .executeTakeFirstOrThrow();
  const periodStart = (period.start as Date | null) ?? null;
  const periodEnd = (period.end as Date | null) ?? null;
  if (!periodStart || !periodEnd)
    return { inserted: 0, updated: 0, removed: 0, periodStart, periodEnd };
  const table = sql.table(kind === "absences" ? "absence" : "work_schedule");
  const removed = await sql`
    delete from ${table} held
     where held.external_id is not null
       and held.start_at >= ${periodStart} and held.start_at < ${periodEnd}
       and not exists (select 1 from ta_import_line l
                        where l.import_id = ${importId} and l.external_id = held.external_id)`.execute(
    trx,
  );
  const absences = kind === "absences";
  const updated = absences
    ? await sql`
        update absence held
           set person_id = l.person_id, type = l.type, start_at = l.start_at, end_at = l.end_at,
               is_pending = l.is_pending, imported_at = ${at}
          from ta_import_line l
         where l.import_id = ${importId} and held.external_id = l.external_id
           and (held.person_id, held.type, held.start_at, held.end_at, held.is_pending)
               is distinct from (l.person_id, l.type, l.start_at, l.end_at, l.is_pending)`.execute(
        trx,
      )
    : await sql`
        update work_schedule held
           set person_id = l.person_id, start_at = l.start_at, end_at = l.end_at, imported_at = ${at}
          from ta_import_line l
         where l.import_id = ${importId} and held.external_id = l.external_id
           and (held.person_id, held.start_at, held.end_at)
               is distinct from (l.person_id, l.start_at, l.end_at)`.execute(trx);
  const inserted = absences
    ? await sql`
        insert into absence (person_id, type, start_at, end_at, is_pending, external_id, imported_at)
        select l.person_id, l.type, l.start_at, l.end_at, l.is_pending, l.external_id, ${at}
          from ta_import_line l
         where l.import_id = ${importId}
           and not exists (select 1 from absence held where held.external_id = l.external_id)`.execute(
        trx,
      )
    : await sql`
        insert into work_schedule (person_id, start_at, end_at, external_id, imported_at)
        select l.person_id, l.start_at, l.end_at, l.external_id, ${at}
          from ta_import_line l
         where l.import_id = ${importId}
           and not exists (select 1 from work_schedule held where held.external_id = l.external_id)`.execute(
        trx,
      );
  return {
    inserted: affected(inserted),
    updated: affected(updated),
    removed: affected(removed),
    periodStart,
    periodEnd,
  };
}

/** The refused lines kept with an import. */
async function keepRefusals(
  db: Kysely<Database>,
  importId: number,
  refusals: readonly ImportRowError[],
) {
  for (let start = 0; start < refusals.length; start += batchSize) {
    await db
      .insertInto("ta_import_refusal")
      .values(
        refusals.slice(start, start + batchSize).map((refusal) => ({
          import_id: importId,
          line: refusal.line,
          code: refusal.code,
          column_name: refusal.column ?? null,
          value: refusal.value ?? null,
          other_line: refusal.otherLine ?? null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** How long an import may read before it is taken for one whose process died. */
const abandonedAfterHours = 6;

/**
 * Imports left `running` by a process that died: failed, their staged lines removed. Each import
 * does it before its own, so none lingers past the next.
 */
async function settleAbandoned(db: Kysely<Database>, now: Date): Promise<void> {
  const abandoned = await db
    .updateTable("ta_import")
    .set({ outcome: "failed", ended_at: now })
    .where("outcome", "=", "running")
    .where("started_at", "<", new Date(now.getTime() - abandonedAfterHours * 3_600_000))
    .returning("id")
    .execute();
  if (abandoned.length === 0) return;
  await db
    .deleteFrom("ta_import_line")
    .where(
      "import_id",
      "in",
      abandoned.map((row) => row.id),
    )
    .execute();
}

/**
 * Imports a file: records the import at once (`running`, its progress in bytes), reads and
 * checks every line, then writes all of them or none. Answers the import's id; its row says how
 * it went. Only a failure of the database itself is thrown, once recorded as `failed`.
 */
export async function importFile(
  db: Kysely<Database>,
  timeZone: string,
  request: ImportRequest,
): Promise<number> {
  const { size } = await stat(request.path);
  // Business time runs on from when the import was asked for.
  const startedAt = Date.now();
  const clock = () => new Date(request.now.getTime() + (Date.now() - startedAt));
  await settleAbandoned(db, clock());
  const { id } = await db
    .insertInto("ta_import")
    .values({
      kind: request.kind,
      source: request.source,
      file_name: request.fileName.slice(0, importLimits.fileName),
      requested_by: request.requestedBy,
      job_run_id: request.jobRunId,
      file_bytes: size,
      started_at: clock(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const refusals = new Refusals();
  const finish = (values: Partial<Record<string, unknown>>) =>
    db
      .updateTable("ta_import")
      .set({ ended_at: clock(), bytes_read: size, ...values })
      .where("id", "=", id)
      .execute();
  try {
    let lines: number;
    try {
      lines = await stage(db, id, request, timeZone, refusals);
    } catch (error) {
      if (error instanceof FileRefusal || error instanceof UnreadableFile) {
        const fileError: ImportFileError =
          error instanceof FileRefusal ? error.error : { code: "unreadable" };
        await finish({ outcome: "refused", file_error: JSON.stringify(fileError) });
        return id;
      }
      throw error;
    }
    await checkPersons(db, id, refusals);
    await checkDuplicates(
      db,
      id,
      request.kind === "absences" ? "absenceId" : "scheduleId",
      refusals,
    );
    await checkOverlaps(db, id, refusals);
    if (refusals.count > 0) {
      await keepRefusals(db, id, refusals.kept);
      await finish({ outcome: "refused", lines, refused: refusals.count });
      return id;
    }
    await db.transaction().execute(async (trx) => {
      const changes = await write(trx, id, request.kind, clock());
      await trx
        .updateTable("ta_import")
        .set({
          outcome: "imported",
          ended_at: clock(),
          bytes_read: size,
          lines,
          inserted: changes.inserted,
          updated: changes.updated,
          unchanged: lines - changes.inserted - changes.updated,
          removed: changes.removed,
          period_start: changes.periodStart,
          period_end: changes.periodEnd,
        })
        .where("id", "=", id)
        .execute();
    });
    return id;
  } catch (error) {
    await finish({ outcome: "failed" }).catch(() => undefined);
    throw error;
  } finally {
    await db
      .deleteFrom("ta_import_line")
      .where("import_id", "=", id)
      .execute()
      .catch(() => undefined);
  }
}
