import { type Finding, hasBlocking, type Refusal, refusal } from "@releve/domain";

/**
 * The most findings a refusal lists: far more than a form has fields, while a list of ten thousand
 * wrong items is refused in a few kilobytes.
 */
export const maxRefusalFindings = 100;

/** The refusal `validation.invalidForm` with the blocking findings among `findings`. */
export function invalidForm(findings: readonly Finding[]): Refusal {
  return refusal("validation", "invalidForm", {
    findings: findings
      .filter((finding) => finding.severity === "blocking")
      .slice(0, maxRefusalFindings),
  });
}

/** Refuses with `validation.invalidForm` and the blocking findings, when there is one. */
export function refuseBlocking(findings: readonly Finding[]): void {
  if (hasBlocking(findings)) throw invalidForm(findings);
}

/** A form's values, or the refusal `validation.invalidForm` with its blocking findings. */
export function acceptedForm<Values>({
  values,
  findings,
}: {
  values?: Values | undefined;
  findings: readonly Finding[];
}): Values {
  if (!values || hasBlocking(findings)) throw invalidForm(findings);
  return values;
}
