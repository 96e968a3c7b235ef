import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Clock } from "../../clock.js";
import type { Database } from "../../db/schema.js";
import {
  describe,
  type TaskAttempt,
  type TaskDefinition,
  type TaskQueueOptions,
} from "../../platform/job-queue.js";
import { mailDeliveryTask } from "./preparation.js";
import { inlineImages, organisationName } from "./templates.js";

/** How delivery reaches the mail server, and as whom. */
export interface MailSender {
  transport: Transporter;
  /** The sender's address, e.g. `planning@secours-national.example`. */
  from: string;
  /** The domain of the messages' Message-IDs (the public address' host). */
  messageIdDomain: string;
}

export interface DeliveryOptions {
  db: Kysely<Database>;
  clock: Clock;
  sender: MailSender;
  /** Retries after the first attempt before a message is failed for good. */
  retryLimit?: number;
  /** Delay before the first retry, doubled at each. */
  retryDelaySeconds?: number;
}

/** Connections kept open to the mail server, and the delivery tasks a process runs at once. */
const connections = 4;

/**
 * The transport to a mail server (`smtp://` or `smtps://`, credentials in the address): a pool
 * of {@link connections} connections, and every wait bounded well below the task's expiry, so a
 * send that hangs fails and is retried rather than running on beside its retry.
 */
export function createMailTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/**
 * The Message-ID of a message: the same on every attempt, so a message sent again after a crash
 * between the server's acceptance and the record of it is recognised as the same one.
 */
export function messageIdOf(id: string, domain: string): string {
  return `<releve-mail-${id}@${domain}>`;
}

/**
 * Sends one message (decision 025). A message already sent or failed is left alone, so a task
 * run twice sends once; a temporary refusal or a lost connection is retried with growing delays;
 * a permanent refusal (a 5xx answer: unknown mailbox, rejected content) and the last attempt fail
 * the message with the server's reason.
 */
export function mailDelivery({
  db,
  clock,
  sender,
  ...spacing
}: DeliveryOptions): TaskDefinition<{ messageId: string }> {
  return {
    ...mailDeliveryQueue(spacing),
    handle: (attempt) => deliver(db, clock, sender, attempt),
  };
}

/** The delivery tasks' queue and how their attempts are spaced (8 retries from 15 s to 30 min). */
export function mailDeliveryQueue({
  retryLimit = 8,
  retryDelaySeconds = 15,
}: Pick<DeliveryOptions, "retryLimit" | "retryDelaySeconds"> = {}): TaskQueueOptions {
  return {
    name: mailDeliveryTask,
    retryLimit,
    retryDelaySeconds,
    retryDelayMaxSeconds: 30 * 60,
    expireInSeconds: 120,
    concurrency: connections,
  };
}

async function deliver(
  db: Kysely<Database>,
  clock: Clock,
  sender: MailSender,
  { data, lastAttempt }: TaskAttempt<{ messageId: string }>,
): Promise<void> {
  const message = await db
    .selectFrom("mail_message")
    .selectAll()
    .where("id", "=", data.messageId)
    .executeTakeFirst();
  if (message?.status !== "queued") return;
  try {
    await sender.transport.sendMail({
      from: { name: organisationName(message.language), address: sender.from },
      to: message.recipient_name
        ? { name: message.recipient_name, address: message.recipient_address }
        : message.recipient_address,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: inlineImages(message.language),
      messageId: messageIdOf(message.id, sender.messageIdDomain),
      headers: { "X-Releve-Idempotency-Key": `mail-${message.id}` },
    });
  } catch (error) {
    const permanent = isPermanent(error);
    await db
      .updateTable("mail_message")
      .set((eb) => ({
        attempts: eb("attempts", "+", 1),
        last_error: describe(error),
        ...(permanent || lastAttempt ? { status: "failed" as const, failed_at: clock() } : {}),
      }))
      .where("id", "=", message.id)
      .where("status", "=", "queued")
      .execute();
    if (permanent || lastAttempt) return;
    throw error;
  }
  await db
    .updateTable("mail_message")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      status: "sent",
      sent_at: clock(),
      last_error: null,
    }))
    .where("id", "=", message.id)
    .execute();
}

/** An SMTP answer in the 5xx range: trying again would get the same. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
