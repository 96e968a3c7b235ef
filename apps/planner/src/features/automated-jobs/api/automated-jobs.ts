import { calls, isJobRunFinished } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** A job as `GET AutomatedJob` answers it. */
export type AutomatedJob = v.InferOutput<typeof calls.automatedJob.automatedJobAnswerSchema>;
/** A run as the runs' calls answer it. */
export type JobRun = v.InferOutput<typeof calls.automatedJob.jobRunAnswerSchema>;
/** An e-mail of the outbox. */
export type MailMessage = v.InferOutput<typeof calls.automatedJob.mailMessageAnswerSchema>;
/** What the runs' search is asked. */
export type RunSearch = v.InferInput<typeof calls.automatedJob.jobRunSearchSchema>;
/** What the e-mails' search is asked. */
export type MessageSearch = v.InferInput<typeof calls.automatedJob.messageSearchSchema>;

/** How often the jobs' schedules and latest runs are asked again while the page is open. */
export const jobsRefreshMilliseconds = 30_000;
/** How often a run started by hand is asked again until it is done. */
export const runFollowMilliseconds = 1_000;

/** Every job with its schedule, next and latest run, kept fresh while shown. */
export function useAutomatedJobs() {
  return useCall(calls.automatedJob.list, {}, { refreshInterval: jobsRefreshMilliseconds });
}

/** A page of the runs' history. */
export function useJobRuns(search: RunSearch) {
  return useCall(calls.automatedJob.runs, { body: search }, { keepPreviousData: true });
}

/** A page of the outbox's e-mails. */
export function useMailMessages(search: MessageSearch) {
  return useCall(calls.automatedJob.messages, { body: search }, { keepPreviousData: true });
}

/** One run, asked again every second until it is done; nothing is asked while `id` is null. */
export function useFollowedRun(id: number | null) {
  return useCall(calls.automatedJob.getRun, id === null ? null : { params: { id } }, {
    refreshInterval: (run) => (run && isJobRunFinished(run.outcome) ? 0 : runFollowMilliseconds),
  });
}

/** Runs a job now: the jobs and the history are asked again. */
export function useRunJob() {
  return useCallAction(calls.automatedJob.run, [calls.automatedJob.list, calls.automatedJob.runs]);
}

/** Sends a failed e-mail again: the outbox is asked again. */
export function useResendMessage() {
  return useCallAction(calls.automatedJob.resend, [calls.automatedJob.messages]);
}
