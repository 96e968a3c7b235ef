import type { JobOutcome, MailStatus } from "../enums.js";

/**
 * The automated-jobs page's rules (decisions 025, 026), for the API that enforces them and the
 * planner that offers them.
 */

/** The outcomes a run ends on: a run in one of them is followed no longer. */
export const finishedJobOutcomes = ["succeeded", "failed"] as const satisfies readonly JobOutcome[];

/** Whether a run is done, well or not. */
export function isJobRunFinished(outcome: JobOutcome): boolean {
  return (finishedJobOutcomes as readonly JobOutcome[]).includes(outcome);
}

/**
 * The statuses an e-mail may be sent again from: failed only — a queued one is on its way, a
 * sent one arrived.
 */
export const resendableMailStatuses = ["failed"] as const satisfies readonly MailStatus[];

/** Whether an e-mail may be sent again. */
export function mayResendMail(status: MailStatus): boolean {
  return (resendableMailStatuses as readonly MailStatus[]).includes(status);
}
