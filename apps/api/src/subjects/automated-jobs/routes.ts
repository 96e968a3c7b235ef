import { type AutomatedJobName, apiError, automatedJobNames, calls, Refusal } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { getRun, listJobs, searchMessages, searchRuns } from "./reads.js";
import { resendMessage } from "./resend.js";

const isJobName = (name: string): name is AutomatedJobName =>
  (automatedJobNames as readonly string[]).includes(name);

/** The automated-jobs page's calls (decision 025). */
export const automatedJobRoutes: ApiRoute[] = [
  callRoute(calls.automatedJob.list, ({ db, jobs, now, timeZone }) =>
    listJobs(db, jobs, now, timeZone),
  ),
  callRoute(calls.automatedJob.runs, ({ db, body, timeZone }) => searchRuns(db, body, timeZone)),
  callRoute(calls.automatedJob.getRun, ({ db, params, timeZone }) =>
    getRun(db, Number(params.id), timeZone),
  ),
  callRoute(calls.automatedJob.run, async ({ jobs, params, access }) => {
    const job = params.job ?? "";
    // A name no job has: the path names nothing, as an id out of range does.
    if (!isJobName(job)) throw new Refusal(apiError("validation", "invalidId", { params }));
    const runId = await jobs.runByHand(job, access.user.user.personId);
    return { job, queued: runId !== null, runId: runId === null ? null : Number(runId) };
  }),
  callRoute(calls.automatedJob.messages, ({ db, body, timeZone }) =>
    searchMessages(db, body, timeZone),
  ),
  callRoute(calls.automatedJob.resend, ({ db, jobs, params, timeZone }) =>
    resendMessage(db, jobs, Number(params.id), timeZone),
  ),
];
