import * as v from "valibot";
import { blocking, type Finding } from "../findings.js";
import { supportedDateRangeParams } from "../time/supported-range.js";

/** What validating a form gives: its parsed values when the schema accepts them, and every finding. */
export interface Validation<Values> {
  /** The parsed values; absent when the schema refuses the input. */
  values?: Values;
  /** Schema findings first (all blocking), then the findings of the form's check. */
  findings: Finding[];
}

/** A form's check: every rule of spec 02 §5 that concerns it, on the values known to be valid. */
export type FormCheck<Values, Context> = (values: Partial<Values>, context: Context) => Finding[];

const codePattern = /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*$/;

function codeOf(issue: v.BaseIssue<unknown>): string {
  if (codePattern.test(issue.message)) return issue.message;
  // Valibot's own messages (type and missing-key issues) are sentences: keep only what they mean.
  const { input } = issue;
  return input === undefined || input === null || Number.isNaN(input)
    ? "required"
    : "value.invalid";
}

const minTypes = new Set(["min_value", "min_length", "min_size", "min_entries"]);
const maxTypes = new Set(["max_value", "max_length", "max_size", "max_entries"]);

function paramsOf(issue: v.BaseIssue<unknown>): Finding["params"] {
  // The supported range is the same for every date: the check that refuses it cannot say it.
  if (issue.message === "date.outOfRange") return { ...supportedDateRangeParams };
  const { requirement } = issue;
  if (typeof requirement !== "number") return {};
  if (minTypes.has(issue.type)) return { min: requirement };
  if (maxTypes.has(issue.type)) return { max: requirement };
  return {};
}

/**
 * Turns Valibot issues into blocking findings on their field path (`alertTexts.0.title`; `""` for
 * the whole form), so schema errors and rule findings reach the planner and the API alike
 * (spec 02 §5 "Blocking").
 */
/* @__NO_SIDE_EFFECTS__ */
export function issuesToFindings(issues: readonly v.BaseIssue<unknown>[]): Finding[] {
  return issues.map((issue) => blocking(v.getDotPath(issue) ?? "", codeOf(issue), paramsOf(issue)));
}

function validPart(output: unknown, findings: readonly Finding[]): Record<string, unknown> {
  if (typeof output !== "object" || output === null) return {};
  const invalidKeys = new Set(findings.map((finding) => finding.field.split(".")[0]));
  return Object.fromEntries(Object.entries(output).filter(([key]) => !invalidKeys.has(key)));
}

/**
 * Builds a form's `validate` = parse + check (spec 02 §5). When the schema refuses some fields, the
 * check still runs on the fields it accepted, so the planner shows cross-field findings while other
 * fields are being typed; a blocking check finding on a field the schema already refused is dropped
 * (one error per field).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createValidator<Schema extends v.GenericSchema, Context>(
  schema: Schema,
  check: FormCheck<v.InferOutput<Schema>, Context>,
): (input: unknown, context: Context) => Validation<v.InferOutput<Schema>> {
  return (input, context) => {
    const result = v.safeParse(schema, input, { abortPipeEarly: true });
    if (result.success) return { values: result.output, findings: check(result.output, context) };
    const schemaFindings = issuesToFindings(result.issues);
    const refused = new Set(schemaFindings.map((finding) => finding.field));
    const partial = validPart(result.output, schemaFindings) as Partial<v.InferOutput<Schema>>;
    const checkFindings = check(partial, context).filter(
      (finding) => finding.severity !== "blocking" || !refused.has(finding.field),
    );
    return { findings: [...schemaFindings, ...checkFindings] };
  };
}
