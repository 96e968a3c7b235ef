import { type ApiError, apiError } from "@releve/domain";
import type { FastifyBaseLogger } from "fastify";
import { foreignKeys, tableSubjects } from "../db/reference-tables.js";

/**
 * What a request can still make the database refuse once the services have checked it: a row
 * referred to that went away meanwhile, a duplicate raced in, a value beyond what a column holds.
 * Each is the request's fault (or a race it lost), so it is answered as a refusal with a code,
 * never as a 500. Both drivers raise PostgreSQL's error fields as they are: `pg`'s
 * `DatabaseError` and PGlite's carry the SQLSTATE in `code`, with `table`, `constraint`,
 * `column` and `detail` where PostgreSQL gives them. Table and constraint names stay in the log:
 * the answer's data names the subject and the id, or a reason.
 *
 * Serialization failures and deadlocks (40001, 40P01) are not here: the services run those
 * transactions again (`platform/retrying-transaction.ts`), and one still failing is a 500.
 */

/** A refusal answered for a database error: the HTTP status and the error payload. */
export interface DatabaseRefusal {
  statusCode: number;
  payload: ApiError;
}

/** The fields of PostgreSQL's error report that both drivers carry. */
interface DatabaseErrorFields {
  code: string;
  table?: string | undefined;
  constraint?: string | undefined;
  column?: string | undefined;
  detail?: string | undefined;
}

/** A value the request gave that the column cannot hold: `validation.invalidRequest { reason }`. */
const invalidValueReasons: Readonly<Record<string, string>> = {
  // Class 23, integrity constraints the services check first (forms, staff counts, periods).
  "23502": "valueRequired",
  "23514": "constraintViolated",
  // Class 22, data exceptions: numbers and dates out of range, malformed text or JSON.
  "22001": "textTooLong",
  "22003": "numberOutOfRange",
  "22007": "invalidDate",
  "22008": "dateOutOfRange",
  "22021": "invalidCharacters",
  "22P02": "invalidValue",
  "22P05": "invalidCharacters",
  // Program limit exceeded: a value too large for an index entry.
  "54000": "valueTooLarge",
};

/** A unique key or an exclusion constraint: what the request adds is there already. */
const conflictCodes: ReadonlySet<string> = new Set(["23505", "23P01"]);

/** PostgreSQL's foreign key violation. */
const foreignKeyViolation = "23503";

const optionalString = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The error fields of a database error of `pg` or of PGlite; `undefined` for anything else. */
function fieldsOf(error: unknown): DatabaseErrorFields | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const fields = error as Record<string, unknown>;
  if (typeof fields.code !== "string") return undefined;
  return {
    code: fields.code,
    table: optionalString(fields.table),
    constraint: optionalString(fields.constraint),
    column: optionalString(fields.column),
    detail: optionalString(fields.detail),
  };
}

/**
 * The key of a violation's detail, `Key (entity_id)=(999999) …`: its column and value. The
 * parenthesised pair is the same whatever the server's language.
 */
function keyOf(detail: string | undefined): { column: string; value: string } | undefined {
  const match = detail?.match(/\(([^()]+)\)=\((.*)\)/s);
  if (!match?.[1] || match[2] === undefined || match[1].includes(",")) return undefined;
  return { column: match[1], value: match[2] };
}

/**
 * A foreign key violation. Writing a row that refers to a missing one (the key is the referencing
 * column): `{subject}.notFound` (404) for the referenced table's subject, with the id; a table
 * without subject is `validation.invalidRequest { reason: "unknownReference" }`. Deleting a row
 * still referred to (the key is the referenced table's own): 409 `validation.invalidRequest
 * { reason: "inUse" }` — deletions check what uses a row first, so this is a race.
 */
function foreignKeyRefusal(fields: DatabaseErrorFields): DatabaseRefusal {
  const key = keyOf(fields.detail);
  const referenced = key && fields.table ? foreignKeys[`${fields.table}.${key.column}`] : undefined;
  if (key && !referenced) {
    return {
      statusCode: 409,
      payload: apiError("validation", "invalidRequest", { reason: "inUse" }),
    };
  }
  const subject = referenced ? tableSubjects[referenced] : undefined;
  if (!subject) {
    return {
      statusCode: 400,
      payload: apiError("validation", "invalidRequest", { reason: "unknownReference" }),
    };
  }
  const id = key && /^\d+$/.test(key.value) ? Number(key.value) : undefined;
  return {
    statusCode: 404,
    payload: apiError(subject, "notFound", id === undefined ? {} : { id }),
  };
}

/**
 * The refusal answering a database error a request caused (see above), or `undefined` when the
 * error is not one (a bug, a lost connection: the caller answers 500). The error's table,
 * constraint and detail are logged, not answered.
 */
export function databaseFailure(
  error: unknown,
  log?: Pick<FastifyBaseLogger, "warn">,
): DatabaseRefusal | undefined {
  const fields = fieldsOf(error);
  if (!fields) return undefined;
  const reason = invalidValueReasons[fields.code];
  let refusal: DatabaseRefusal | undefined;
  if (reason) {
    refusal = { statusCode: 400, payload: apiError("validation", "invalidRequest", { reason }) };
  } else if (conflictCodes.has(fields.code)) {
    refusal = { statusCode: 409, payload: apiError("validation", "alreadyExists") };
  } else if (fields.code === foreignKeyViolation) {
    refusal = foreignKeyRefusal(fields);
  }
  if (refusal) {
    log?.warn(
      { err: error, sqlState: fields.code, table: fields.table, constraint: fields.constraint },
      "the database refused the request",
    );
  }
  return refusal;
}
