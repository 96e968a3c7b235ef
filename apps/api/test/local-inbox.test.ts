import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalInbox, startLocalInbox } from "../src/platform/local-inbox.js";

/** A port free now: taken and given back at once. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

interface Listed {
  subject: string;
  to: { address: string }[];
  headers: Record<string, string>;
  html: string;
}

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "releve-inbox-"));
});

afterAll(() => rm(directory, { recursive: true, force: true }));

async function start(): Promise<LocalInbox> {
  return startLocalInbox({
    directory,
    host: "127.0.0.1",
    smtpPort: await freePort(),
    webPort: await freePort(),
  });
}

describe("the local inbox", () => {
  it("catches what is sent, keeps the Message-ID and the idempotency key, shows a web page, and keeps its messages across a restart", async () => {
    const inbox = await start();
    const transport = nodemailer.createTransport(inbox.smtpUrl);
    await transport.sendMail({
      from: "planning@localhost",
      to: "camille@example.org",
      subject: "Annulé : Ambulance",
      text: "Le poste est annulé.",
      html: '<p>Le poste est annulé.</p><img src="cid:logo@releve" alt="Secours National">',
      messageId: "<releve-mail-7@localhost>",
      headers: { "X-Releve-Idempotency-Key": "mail-7" },
      attachments: [
        { filename: "logo.png", cid: "logo@releve", content: Buffer.from("89504e47", "hex") },
      ],
    });
    transport.close();
    const listed = (await (await fetch(`${inbox.webUrl}api/email`)).json()) as Listed[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      subject: "Annulé : Ambulance",
      to: [{ address: "camille@example.org" }],
      headers: {
        "message-id": "<releve-mail-7@localhost>",
        "x-releve-idempotency-key": "mail-7",
      },
    });
    expect(listed[0]?.html).toContain("Le poste est annulé.");
    const page = await fetch(inbox.webUrl, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    await inbox.close();

    const again = await start();
    const kept = (await (await fetch(`${again.webUrl}api/email`)).json()) as Listed[];
    expect(kept.map((message) => message.subject)).toEqual(["Annulé : Ambulance"]);
    await again.close();
  });

  it("says which port is taken and what to set instead", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    await expect(
      startLocalInbox({
        directory,
        host: "127.0.0.1",
        smtpPort: address.port,
        webPort: await freePort(),
      }),
    ).rejects.toThrow(`127.0.0.1:${address.port}: the port is in use. Set LOCAL_INBOX_SMTP_PORT`);
    await new Promise((resolve) => taken.close(resolve));
  });
});
