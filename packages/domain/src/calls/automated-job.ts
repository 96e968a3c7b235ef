import * as v from "valibot";
import {
  automatedJobNames,
  jobOutcomes,
  jobTriggers,
  mailStatuses,
  notificationKinds,
} from "../enums.js";
import { textMaxLengths } from "../limits.js";
import { languages } from "../reference-data.js";
import { defineCall } from "./call.js";
import { choices, paging, searchText } from "./request-parts.js";
import {
  answerText,
  codeText,
  commentText,
  count,
  idValue,
  instantText,
  nameText,
  pageOf,
} from "./response-parts.js";

/**
 * The automated jobs and the e-mails they send (decision 025): what runs when, how each run went,
 * a run by hand, and the outbox's messages with "send again" for a failed one.
 */

const reading = { feature: "automatedJobs", write: false } as const;
const acting = { feature: "automatedJobs", write: true } as const;

/** One run of a job: how it started, who asked, how it went and what it counted. */
export const jobRunAnswerSchema = v.object({
  id: idValue,
  job: v.picklist(automatedJobNames),
  trigger: v.picklist(jobTriggers),
  requestedBy: v.nullable(v.object({ personId: idValue, firstName: nameText, lastName: nameText })),
  startedAt: instantText,
  endedAt: v.nullable(instantText),
  outcome: v.picklist(jobOutcomes),
  counts: v.record(codeText, count),
  error: v.nullable(commentText),
});

/** A job: its schedule (cron in the organisation's zone), its next and its latest run. */
export const automatedJobAnswerSchema = v.object({
  name: v.picklist(automatedJobNames),
  cron: v.nullable(codeText),
  nextRunAt: v.nullable(instantText),
  lastRun: v.nullable(jobRunAnswerSchema),
});

/** An e-mail of the outbox, where it is and why it failed. */
export const mailMessageAnswerSchema = v.object({
  id: idValue,
  kind: v.picklist(notificationKinds),
  recipientAddress: answerText(textMaxLengths.email),
  recipientName: v.nullable(nameText),
  language: v.picklist(languages),
  subject: commentText,
  status: v.picklist(mailStatuses),
  attempts: count,
  lastError: v.nullable(commentText),
  createdAt: instantText,
  sentAt: v.nullable(instantText),
  failedAt: v.nullable(instantText),
});

export const list = defineCall({
  method: "GET",
  path: "AutomatedJob",
  ...reading,
  summary: "The automated jobs with their schedule, next run and latest run",
  response: v.array(automatedJobAnswerSchema),
});

/** Criteria of `POST AutomatedJob/Runs/search`: newest first unless sorted otherwise. */
export const jobRunSearchSchema = v.object({
  jobs: choices(automatedJobNames),
  outcomes: choices(jobOutcomes),
  ...paging(["startedAt"]),
});

export const runs = defineCall({
  method: "POST",
  path: "AutomatedJob/Runs/search",
  ...reading,
  summary: "The runs of the automated jobs, newest first",
  body: jobRunSearchSchema,
  response: pageOf(jobRunAnswerSchema),
});

/** One run, followed by the page after "run now" until it is done. */
export const getRun = defineCall({
  method: "GET",
  path: "AutomatedJob/Runs/:id",
  ...reading,
  summary: "One run of an automated job: how it started and how it went",
  response: jobRunAnswerSchema,
});

/**
 * Starts a job now: its run is in the history at once, `queued`, then `running`, then done (none
 * more when one is already waiting: `queued` false, `runId` null).
 */
export const run = defineCall({
  method: "POST",
  path: "AutomatedJob/Run/:job",
  ...acting,
  summary: "Runs an automated job now, by hand",
  successStatus: 202,
  response: v.object({
    job: v.picklist(automatedJobNames),
    queued: v.boolean(),
    runId: v.nullable(idValue),
  }),
});

/** Criteria of `POST Notification/Messages/search`: newest first unless sorted otherwise. */
export const messageSearchSchema = v.object({
  statuses: choices(mailStatuses),
  kinds: choices(notificationKinds),
  /** Words each found in the recipient's address or name, or the subject. */
  text: searchText,
  ...paging(["createdAt"]),
});

export const messages = defineCall({
  method: "POST",
  path: "Notification/Messages/search",
  ...reading,
  summary: "The e-mails of the outbox: queued, sent and failed",
  body: messageSearchSchema,
  response: pageOf(mailMessageAnswerSchema),
});

/** Sends a failed e-mail again, as the same message (same Message-ID). */
export const resend = defineCall({
  method: "POST",
  path: "Notification/Resend/:id",
  ...acting,
  summary: "Sends a failed e-mail again, with its Message-ID",
  response: mailMessageAnswerSchema,
});
