import {
  type AutomatedJobName,
  automatedJobNames,
  type JobOutcome,
  type MailStatus,
  type NotificationKind,
  notFound,
  Refusal,
} from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, JobRunTable, MailMessageTable } from "../../db/schema.js";
import { instantOf } from "../../platform/instants.js";
import type { JobQueue } from "../../platform/job-queue.js";
import { containing } from "../../platform/like.js";
import { type Page, pageAskedFor, pageOfRows } from "../../platform/paging-sql.js";

type RunRow = Selectable<JobRunTable> & {
  first_name: string | null;
  last_name: string | null;
};

/** A run as the API answers it. */
function runView(row: RunRow, timeZone: string) {
  return {
    id: Number(row.id),
    job: row.job as AutomatedJobName,
    trigger: row.trigger,
    requestedBy:
      row.requested_by !== null && row.first_name !== null && row.last_name !== null
        ? { personId: row.requested_by, firstName: row.first_name, lastName: row.last_name }
        : null,
    startedAt: instantOf(row.started_at, timeZone),
    endedAt: instantOf(row.ended_at, timeZone),
    outcome: row.outcome,
    counts: row.counts,
    error: row.error,
  };
}

export type RunView = ReturnType<typeof runView>;

function runsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("job_run")
    .leftJoin("person", "person.id", "job_run.requested_by")
    .selectAll("job_run")
    .select(["person.first_name", "person.last_name"]);
}

/**
 * Every automated job with its schedule, when it runs next (from `now`, business time) and its
 * latest run.
 */
export async function listJobs(db: Kysely<Database>, queue: JobQueue, now: Date, timeZone: string) {
  const next = queue.nextRuns(now);
  const latest = await runsQuery(db)
    .distinctOn("job_run.job")
    .orderBy("job_run.job")
    .orderBy("job_run.started_at", "desc")
    .orderBy("job_run.id", "desc")
    .execute();
  const byJob = new Map(latest.map((row) => [row.job, row]));
  return automatedJobNames.map((name) => {
    const definition = queue.jobs.find((job) => job.name === name);
    const last = byJob.get(name);
    const nextAt = next.get(name) ?? null;
    return {
      name,
      cron: definition?.cron ?? null,
      nextRunAt: nextAt ? instantOf(nextAt, timeZone) : null,
      lastRun: last ? runView(last, timeZone) : null,
    };
  });
}

export interface RunSearch {
  jobs?: AutomatedJobName[] | undefined;
  outcomes?: JobOutcome[] | undefined;
  sort?: { field: "startedAt"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The runs of the jobs, newest first unless sorted otherwise. */
export async function searchRuns(
  db: Kysely<Database>,
  search: RunSearch,
  timeZone: string,
): Promise<Page<RunView>> {
  const { page, pageSize } = pageAskedFor(search);
  const direction = search.sort?.direction ?? "desc";
  const query = runsQuery(db)
    .$if(Boolean(search.jobs?.length), (q) => q.where("job_run.job", "in", search.jobs ?? []))
    .$if(Boolean(search.outcomes?.length), (q) =>
      q.where("job_run.outcome", "in", search.outcomes ?? []),
    );
  const { rows, total } = await pageOfRows(
    db,
    query.orderBy("job_run.started_at", direction).orderBy("job_run.id", direction),
    page,
    pageSize,
  );
  return { items: rows.map((row) => runView(row, timeZone)), total, page, pageSize };
}

/** One run by its id. */
export async function getRun(db: Kysely<Database>, id: number, timeZone: string): Promise<RunView> {
  const row = await runsQuery(db).where("job_run.id", "=", String(id)).executeTakeFirst();
  if (!row) throw new Refusal(notFound("automatedJob", { id }));
  return runView(row, timeZone);
}

/** A message as the API answers it. */
export function messageView(row: Selectable<MailMessageTable>, timeZone: string) {
  return {
    id: Number(row.id),
    kind: row.kind,
    recipientAddress: row.recipient_address,
    recipientName: row.recipient_name,
    language: row.language,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: instantOf(row.created_at, timeZone),
    sentAt: instantOf(row.sent_at, timeZone),
    failedAt: instantOf(row.failed_at, timeZone),
  };
}

export type MessageView = ReturnType<typeof messageView>;

export interface MessageSearch {
  statuses?: MailStatus[] | undefined;
  kinds?: NotificationKind[] | undefined;
  text?: string | undefined;
  sort?: { field: "createdAt"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The outbox's e-mails, newest first unless sorted otherwise. */
export async function searchMessages(
  db: Kysely<Database>,
  search: MessageSearch,
  timeZone: string,
): Promise<Page<MessageView>> {
  const { page, pageSize } = pageAskedFor(search);
  const direction = search.sort?.direction ?? "desc";
  const words = (search.text ?? "").trim().split(/\s+/).filter(Boolean);
  const query = db
    .selectFrom("mail_message")
    .selectAll()
    .$if(Boolean(search.statuses?.length), (q) => q.where("status", "in", search.statuses ?? []))
    .$if(Boolean(search.kinds?.length), (q) => q.where("kind", "in", search.kinds ?? []))
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          words.map(
            (word) =>
              sql<boolean>`(recipient_address ilike ${containing(word)}
                or coalesce(recipient_name, '') ilike ${containing(word)}
                or subject ilike ${containing(word)})`,
          ),
        ),
      ),
    );
  const { rows, total } = await pageOfRows(
    db,
    query.orderBy("created_at", direction).orderBy("id", direction),
    page,
    pageSize,
  );
  return { items: rows.map((row) => messageView(row, timeZone)), total, page, pageSize };
}
