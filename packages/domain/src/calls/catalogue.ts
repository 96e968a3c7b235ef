import type { AnyCall } from "./call.js";
import * as subjects from "./index.js";

/** Whether a value of a subject's module is a call (the modules also export shared schemas). */
function isCall(value: unknown): value is AnyCall {
  return (
    typeof value === "object" &&
    value !== null &&
    "method" in value &&
    "path" in value &&
    "feature" in value &&
    "response" in value
  );
}

/**
 * Every call of the catalogue, subject by subject: what the API must serve (each exactly once),
 * what its OpenAPI document, authorization test and fuzz test cover.
 */
/* @__NO_SIDE_EFFECTS__ */
export function callList(): AnyCall[] {
  return Object.values(subjects).flatMap((subject) => Object.values(subject).filter(isCall));
}
