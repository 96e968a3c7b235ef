/**
 * Feature codes checked against the active authorization (spec 01 §6). A dotted code is a
 * sub-feature: holding `registration.manage` does not imply `registration` and the reverse.
 */
export const featureCodes = [
  "operationalActivity",
  "operationalActivity.create",
  "meansOfIntervention",
  "registration",
  "registration.self",
  "registration.manage",
  "registration.schedule",
  "registration.schedule.propose",
  "personnel",
  "meansOfInterventionType",
  "alert.manage",
  "security",
  "security.manage",
  "automatedJobs",
  "humanResources",
  "reinforcement.manage",
  // A volunteer's own availability declarations (decision 046).
  "availability",
] as const;

/** One of the feature codes. */
export type FeatureCode = (typeof featureCodes)[number];

/** Whether a string is a known feature code. */
export function isFeatureCode(value: unknown): value is FeatureCode {
  return typeof value === "string" && (featureCodes as readonly string[]).includes(value);
}
