import type { Severity } from "./enums.js";

/**
 * What a rule found on a form or a request: a message code with its parameters, the field it
 * concerns and how serious it is (spec 02 §5). Never a sentence: the planner translates `code`
 * (key `rule.{code}`), the API returns blocking findings in its error payload.
 */
export interface Finding {
  /** Path of the field concerned, dot-separated (`end`, `recurrence.count`, `alertTexts.0.title`). */
  field: string;
  /** Message code, e.g. `registration.startTooEarly`. */
  code: string;
  /** Message parameters, e.g. `{ hours: 4 }`. */
  params: Record<string, string | number>;
  severity: Severity;
}

/** A finding that refuses the form. */
export function blocking(field: string, code: string, params: Finding["params"] = {}): Finding {
  return { field, code, params, severity: "blocking" };
}

/** A finding that guides (shown as help, never refuses). */
export function hint(field: string, code: string, params: Finding["params"] = {}): Finding {
  return { field, code, params, severity: "hint" };
}

/** A finding that warns but lets the form through. */
export function warning(field: string, code: string, params: Finding["params"] = {}): Finding {
  return { field, code, params, severity: "warning" };
}

/** Whether any finding refuses the form. */
export function hasBlocking(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.severity === "blocking");
}

/** The findings of one field. */
export function findingsOf(findings: readonly Finding[], field: string): Finding[] {
  return findings.filter((finding) => finding.field === field);
}
