import type { Kysely } from "kysely";
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Database } from "./db/schema.js";
import { JobQueue, type QueueDatabase } from "./platform/job-queue.js";
import { meansOpeningJob } from "./subjects/means/index.js";
import {
  housekeepingJob,
  type MailSender,
  mailDelivery,
  mailDeliveryQueue,
  outboxJob,
} from "./subjects/notifications/index.js";
import { shiftRemindersJob } from "./subjects/registrations/index.js";
import { folderConnector, timeAttendanceJobs } from "./subjects/time-attendance/index.js";

export interface JobParts {
  config: Pick<Config, "publicUrl" | "timeZone" | "mail" | "timeAttendanceDir">;
  database: QueueDatabase;
  db: Kysely<Database>;
  clock: Clock;
  /** How e-mails leave; without, the queue only creates jobs and tasks (a server for tests). */
  sender: MailSender | undefined;
  pollingIntervalSeconds?: number;
}

/**
 * The automated jobs and the delivery of e-mails, on the durable queue (decision 025): the
 * outbox's preparation, the means' automatic opening, the shift reminders, the nightly clean-up
 * and the exchange with the time-and-attendance tool (decision 028), each on its schedule and by
 * hand; one delivery task per message.
 */
export function createJobQueue(parts: JobParts): JobQueue {
  const { config, db, clock } = parts;
  return new JobQueue({
    database: parts.database,
    db,
    clock,
    timeZone: config.timeZone,
    jobs: [
      outboxJob({ publicUrl: config.publicUrl, timeZone: config.timeZone }),
      meansOpeningJob(config.timeZone),
      shiftRemindersJob(config.mail.reminderHoursBefore),
      housekeepingJob,
      ...timeAttendanceJobs(folderConnector(config.timeAttendanceDir, clock), config.timeZone),
    ],
    tasks: [parts.sender ? mailDelivery({ db, clock, sender: parts.sender }) : mailDeliveryQueue()],
    workers: parts.sender !== undefined,
    ...(parts.pollingIntervalSeconds
      ? { pollingIntervalSeconds: parts.pollingIntervalSeconds }
      : {}),
  });
}
