import { expect } from "@playwright/test";

/** The local inbox's web port the journeys' product listens on (playwright.config.ts). */
export const inboxWebPort = Number(process.env.E2E_INBOX_WEB_PORT ?? 1181);

/** A message as the local inbox's API lists it. */
export interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  idempotencyKey: string;
}

interface Listed {
  subject: string;
  text?: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

/** Every message the local inbox holds. */
export async function inboxMessages(): Promise<InboxMessage[]> {
  const response = await fetch(`http://127.0.0.1:${inboxWebPort}/api/email`);
  const listed = (await response.json()) as Listed[];
  return listed.map((message) => ({
    to: message.to[0]?.address ?? "",
    subject: message.subject,
    text: message.text ?? "",
    messageId: message.headers["message-id"] ?? "",
    idempotencyKey: message.headers["x-releve-idempotency-key"] ?? "",
  }));
}

/** Waits until `count` messages matching `wanted` are in the inbox, and answers them. */
export async function waitForMessages(
  wanted: (message: InboxMessage) => boolean,
  count: number,
  timeout = 30_000,
): Promise<InboxMessage[]> {
  let found: InboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await inboxMessages()).filter(wanted);
        return found.length;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
