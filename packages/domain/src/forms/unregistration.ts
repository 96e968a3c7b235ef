import { unregistrationNoticeHours } from "../constants.js";
import type { RegistrationStatus } from "../enums.js";
import { blocking, type Finding, warning } from "../findings.js";
import type { FormContext } from "./rules.js";
import { toEpoch } from "./wall-clock.js";

/** What the unregister dialog knows about the registration being withdrawn. */
export interface Unregistration {
  registrationStatus: RegistrationStatus;
  comment: string;
  /** Start of the means of intervention, wall clock `YYYY-MM-DDTHH:mm`. */
  meansStart: string;
}

const hourMs = 3_600_000;

/**
 * Rules of unregistering (spec 02 §4, §5, §9): a validated registration needs a comment
 * (`registration.unregistrationCommentRequired` on `comment`, blocking); within 24 real hours before
 * the start (or later) it warns `registration.unregisterShortNotice { hours }` on the whole form:
 * the manager must also be told directly.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkUnregistration(
  unregistration: Unregistration,
  context: FormContext,
): Finding[] {
  const findings: Finding[] = [];
  if (unregistration.registrationStatus === "validated" && !unregistration.comment.trim()) {
    findings.push(blocking("comment", "registration.unregistrationCommentRequired"));
  }
  const noticeStart =
    toEpoch(unregistration.meansStart, context.timeZone) - unregistrationNoticeHours * hourMs;
  if (context.now.getTime() >= noticeStart) {
    findings.push(
      warning("", "registration.unregisterShortNotice", { hours: unregistrationNoticeHours }),
    );
  }
  return findings;
}
