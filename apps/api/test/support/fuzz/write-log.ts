import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  sql,
} from "kysely";
import type { Database } from "../../../src/db/schema.js";

/**
 * Which request wrote what: every row written to a table of the database is logged by a trigger,
 * with the number of the request whose connection wrote it. A write rolled back leaves no log row,
 * so the log holds exactly what was committed. The number travels as a session setting the server
 * under test sets each time a request takes a connection ({@link taggedDialect}).
 */

/** The session setting holding the number of the request a connection works for. */
const setting = "releve.fuzz_case";

/**
 * Installs the log: a table `fuzz_write` and, on every other table of the schema, a trigger
 * logging each row inserted, updated or deleted with the request's number (empty when none).
 */
export async function installWriteLog(db: Kysely<Database>): Promise<void> {
  await sql`create table fuzz_write (
    id bigserial primary key,
    case_tag text not null,
    table_name text not null,
    operation text not null
  )`.execute(db);
  await sql`create function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_write (case_tag, table_name, operation)
      values (coalesce(current_setting(${sql.lit(setting)}, true), ''), tg_table_name, tg_op);
      return null;
    end $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name <> 'fuzz_write' and table_name not like 'kysely_migration%'`.execute(db);
  for (const { name } of tables.rows) {
    await sql`create trigger fuzz_log_write after insert or update or delete on ${sql.table(name)}
      for each row execute function fuzz_log_write()`.execute(db);
  }
}

/** Rows a request's writes left, by table and operation. */
export interface LoggedWrite {
  tag: string;
  table: string;
  operation: string;
  count: number;
}

/** Takes the log's rows out: what was written since the last call. */
export async function drainWriteLog(db: Kysely<Database>): Promise<LoggedWrite[]> {
  const result = await sql<LoggedWrite>`
    with drained as (delete from fuzz_write returning case_tag, table_name, operation)
    select case_tag as tag, table_name as "table", operation, count(*)::int as count
    from drained group by case_tag, table_name, operation`.execute(db);
  return result.rows;
}

/**
 * A dialect whose connections say, each time they are taken, which request takes them (`tagOf`
 * read in the caller's asynchronous context): the triggers of {@link installWriteLog} log it.
 */
export function taggedDialect(inner: Dialect, tagOf: () => string): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => tagging(inner.createDriver(), tagOf),
  };
}

function tagging(driver: Driver, tagOf: () => string): Driver {
  // The setting lasts as long as the session: a connection taken again by the same request
  // already says so.
  const tags = new WeakMap<DatabaseConnection, string>();
  const acquireConnection = async (): Promise<DatabaseConnection> => {
    const tag = tagOf();
    const connection = await driver.acquireConnection();
    if (tags.get(connection) !== tag) {
      await connection.executeQuery(
        CompiledQuery.raw(`select set_config('${setting}', $1, false)`, [tag]),
      );
      tags.set(connection, tag);
    }
    return connection;
  };
  return new Proxy(driver, {
    get(target, property) {
      if (property === "acquireConnection") return acquireConnection;
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
