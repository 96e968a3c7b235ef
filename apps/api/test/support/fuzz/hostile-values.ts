import type { FieldKey, SchemaField } from "./schema-fields.js";

/**
 * What the fuzz puts in place of a field, of a path parameter or of the whole body: values that
 * broke the API once (issue 13) and their neighbours — integers at the edges of PostgreSQL's
 * `integer`, 1 MB texts, lone surrogates, dates in year 0, 9999 and 10000, JSON of the wrong
 * shape — each with what the API must do with it.
 */

/** Leaves the field out of the body. */
export const absent = Symbol("absent");

/**
 * `refuse`: whatever the route, the value is wrong (a 4xx is due). `any`: the value may be
 * right somewhere (an unknown id in a search, a date in 9999); only the general rules apply.
 */
export type Expectation = "refuse" | "any";

/** A value to send, named for the report. */
export interface Hostile {
  label: string;
  value: unknown;
  expect: Expectation;
}

/** The largest id, and the largest number any field of the API may hold. */
export const largestInteger = 2_147_483_647;

/** A text of a million characters: under Fastify's body limit of 1 MiB, over any sane field. */
const megabyteText = "x".repeat(1_000_000);

const boundaryNumbers: [string, number][] = [
  ["0", 0],
  ["-1", -1],
  ["1", 1],
  ["2^31-1", largestInteger],
  ["2^31", largestInteger + 1],
  ["-2^31-1", -largestInteger - 2],
  ["1e20", 1e20],
  ["1.5", 1.5],
];

/** Whether a field holds an id (`id`, `…Id`, an item of `…Ids`). */
export function isIdField(path: readonly FieldKey[]): boolean {
  const last = path.at(-1);
  if (last === 0) return /Ids$/.test(String(path.at(-2) ?? ""));
  return last === "id" || /Id$/.test(String(last ?? ""));
}

/** Whether a text field holds a date, by the value it has in a valid body or by its name. */
export function isDateField(field: SchemaField, validValues: unknown[]): boolean {
  if (field.instant) return true;
  if (validValues.some((value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value))) {
    return true;
  }
  const name = String(field.path.at(-1) ?? "");
  return /^(from|to|start|end)$|Date|Deadline|Start$|End$|From$|To$|At$/.test(name);
}

function numberExpectation(field: SchemaField, value: number): Expectation {
  const id = isIdField(field.path);
  if (!Number.isFinite(value) || Math.abs(value) > largestInteger) return "refuse";
  if (!Number.isInteger(value) && (field.integer || id)) return "refuse";
  if (id && value < 1) return "refuse";
  if (field.min !== undefined && value < field.min) return "refuse";
  if (field.max !== undefined && value > field.max) return "refuse";
  return "any";
}

function numbers(field: SchemaField): Hostile[] {
  return [
    ...boundaryNumbers.map(([label, value]) => ({
      label,
      value,
      expect: numberExpectation(field, value),
    })),
    { label: '"NaN"', value: "NaN", expect: "refuse" },
  ];
}

const texts: Hostile[] = [
  { label: "1 MB text", value: megabyteText, expect: "refuse" },
  { label: "lone surrogate \\ud800", value: "\ud800", expect: "refuse" },
  { label: "lone surrogate a\\udc00b", value: "a\udc00b", expect: "refuse" },
];

/**
 * Dates at the ends of what PostgreSQL and decision 007 hold, in each format the API reads. A
 * wall-clock or calendar date in year 0 or 10000 is refused wherever it is sent; an instant
 * outside the supported range may be moved into it (search criteria do, decision 007).
 */
const dates: Hostile[] = [
  { label: "year 0 wall clock", value: "0000-01-01T10:00", expect: "refuse" },
  { label: "year 9999 wall clock", value: "9999-12-31T23:55", expect: "any" },
  { label: "year 10000 wall clock", value: "10000-01-01T10:00", expect: "refuse" },
  { label: "year 0 day", value: "0000-01-01", expect: "refuse" },
  { label: "year 9999 day", value: "9999-12-31", expect: "any" },
  { label: "year 10000 day", value: "10000-01-01", expect: "refuse" },
  { label: "year 0 instant", value: "0000-01-01T10:00:00Z", expect: "any" },
  { label: "year 9999 instant", value: "9999-12-31T23:59:59-14:00", expect: "any" },
  { label: "year 10000 instant", value: "10000-01-01T00:00:00+01:00", expect: "any" },
  { label: "30 February", value: "2027-02-30T10:00", expect: "refuse" },
];

/** JSON of every shape, refused where the field's schema expects another. */
function shapes(field: SchemaField): Hostile[] {
  const { kind } = field;
  const other = kind === "other";
  const unless = (fits: boolean): Expectation => (fits || other ? "any" : "refuse");
  const isOption = (value: unknown) => field.options?.includes(value) ?? false;
  const list: Hostile[] = [
    { label: "null", value: null, expect: unless(field.nullable) },
    { label: "[]", value: [], expect: unless(kind === "array") },
    { label: "nested", value: { a: { b: [1, { c: null }] } }, expect: unless(kind === "object") },
  ];
  if (kind !== "number") list.push({ label: "0", value: 0, expect: unless(isOption(0)) });
  if (kind !== "string") list.push({ label: '"x"', value: "x", expect: unless(isOption("x")) });
  const last = field.path.at(-1);
  // Leaving out an item of a list only shortens it.
  const absentFits = field.optional || last === 0;
  list.push({ label: "absent", value: absent, expect: unless(absentFits) });
  return list;
}

/** A list far longer than any the API should take: 10,000 copies of a valid item. */
function longList(validValues: unknown[]): Hostile {
  const item = validValues.find((value) => Array.isArray(value) && value.length > 0) as
    | unknown[]
    | undefined;
  const sample = item?.[0] ?? 1;
  return { label: "10,000 items", value: Array(10_000).fill(sample), expect: "refuse" };
}

/**
 * The values a field gets, one request each: wrong shapes for every field, then by kind —
 * boundary integers (and an unknown reference for ids, plus `references`: existing ids the
 * caller may not reach), hostile texts and dates, unknown options, long lists.
 * `validValues` are the field's values in the route's valid bodies.
 */
export function hostileValues(
  field: SchemaField,
  validValues: unknown[],
  references: Hostile[] = [],
): Hostile[] {
  const values = shapes(field);
  const id = isIdField(field.path);
  switch (field.kind) {
    case "number":
      values.push(...(id ? idValues(field, references) : numbers(field)));
      break;
    case "string":
      values.push(...texts);
      if (isDateField(field, validValues)) values.push(...dates);
      break;
    case "picklist":
      values.push({ label: "unknown option", value: "unknown-option", expect: "refuse" });
      break;
    case "boolean":
      values.push({ label: '"true"', value: "true", expect: "refuse" });
      values.push({ label: "1", value: 1, expect: "refuse" });
      break;
    case "array":
      values.push(longList(validValues));
      break;
  }
  return values;
}

/**
 * The values of an id field: integers within and beyond PostgreSQL's `integer`, an id nothing
 * has, and `references` (existing ids the caller may not reach).
 */
export function idValues(field: SchemaField, references: Hostile[] = []): Hostile[] {
  return [
    ...numbers(field),
    { label: "unknown reference 999999", value: 999_999, expect: "any" },
    ...references,
  ];
}

/** Values of an `:id` path parameter: none names an object the caller may reach. */
export const idParameters: Hostile[] = [
  "0",
  "-1",
  "2147483648",
  "-2147483649",
  "1e20",
  "1.5",
  "abc",
  "%20",
  "999999",
  "1".repeat(400),
].map((value) => ({
  label: `:id ${value.length > 20 ? "400 digits" : value}`,
  value,
  expect: "refuse",
}));

/** Values of another path parameter (`:source`): unknown, a path escape, 2,000 characters. */
export const otherParameters: Hostile[] = ["unknown", "%2E%2E", "x".repeat(2000)].map((value) => ({
  label: value.length > 20 ? "2,000 characters" : value,
  value,
  expect: "refuse",
}));

/** A request body sent as it is, with its content type: for what JSON values cannot say. */
export interface RawBody {
  raw: string;
  contentType: string;
}

/** A whole body: a JSON value, or raw text. */
export interface HostileBody extends Hostile {
  raw?: RawBody;
}

/**
 * Whole bodies of the wrong shape. `expectsObject`: the route reads a JSON object (a body schema
 * or a form), so anything else is refused; `valid` is one of its valid bodies.
 */
export function bodyShapes(expectsObject: boolean, valid: unknown): HostileBody[] {
  const shape: Expectation = expectsObject ? "refuse" : "any";
  const depth = 10_000;
  const raw = (contentType: string, text: string) => ({ raw: text, contentType });
  return [
    { label: "body []", value: [], expect: shape },
    { label: "body null", value: null, expect: shape },
    { label: "body 0", value: 0, expect: shape },
    { label: 'body "x"', value: "x", expect: shape },
    { label: "body true", value: true, expect: shape },
    { label: "body {}", value: {}, expect: "any" },
    { label: "body [valid]", value: [valid], expect: shape },
    {
      label: "body nested 10,000 deep",
      value: undefined,
      raw: raw("application/json", `${"[".repeat(depth)}${"]".repeat(depth)}`),
      expect: shape,
    },
    {
      label: "malformed JSON",
      value: undefined,
      raw: raw("application/json", '{"a":'),
      expect: "refuse",
    },
    { label: "text/plain body", value: undefined, raw: raw("text/plain", "x"), expect: shape },
  ];
}
