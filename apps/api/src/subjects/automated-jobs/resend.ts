import {
  mayResendMail,
  notFound,
  Refusal,
  resendableMailStatuses,
  unexpectedStatus,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { JobQueue } from "../../platform/job-queue.js";
import { mailDeliveryTask } from "../notifications/index.js";
import { type MessageView, messageView } from "./reads.js";

/**
 * Sends a failed e-mail again (decision 025): back to `queued` with its tries counted from zero,
 * and a new delivery task in the same transaction. The message keeps its id, so its Message-ID:
 * a recipient who did get it after all sees the same message. Only a failed one: a queued one is
 * on its way, a sent one arrived (`notification.unexpectedStatus`).
 */
export async function resendMessage(
  db: Kysely<Database>,
  queue: JobQueue,
  id: number,
  timeZone: string,
): Promise<MessageView> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom("mail_message")
      .selectAll()
      .where("id", "=", String(id))
      .forUpdate()
      .executeTakeFirst();
    if (!message) throw new Refusal(notFound("notification", { id }));
    if (!mayResendMail(message.status)) {
      throw new Refusal(
        unexpectedStatus("notification", {
          status: message.status,
          action: "resend",
          allowedFrom: [...resendableMailStatuses],
        }),
      );
    }
    const queued = await trx
      .updateTable("mail_message")
      .set({ status: "queued", attempts: 0, failed_at: null })
      .where("id", "=", message.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await queue.createTasks(trx, mailDeliveryTask, [{ messageId: String(message.id) }]);
    return messageView(queued, timeZone);
  });
}
