import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type LocalInbox,
  type LocalInboxMessage,
  startLocalInbox,
} from "../src/platform/local-inbox.js";

const modulePath = path.resolve(import.meta.dirname, "../src/platform/local-inbox.ts");
const logo = path.resolve(import.meta.dirname, "../assets/mail/logo-fr.png");

let directory: string;
const started: LocalInbox[] = [];

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "releve-inbox-"));
});

afterEach(async () => {
  // An assertion failing mid-test still leaves no listener behind for the next one.
  await Promise.all(started.splice(0).map((inbox) => inbox.close()));
  await rm(directory, { recursive: true, force: true });
});

/** An inbox on any free ports, in this test's directory. */
async function start(): Promise<LocalInbox> {
  const inbox = await startLocalInbox({ directory, host: "127.0.0.1", smtpPort: 0, webPort: 0 });
  started.push(inbox);
  return inbox;
}

/** Closes an inbox the test is done with (so `afterEach` does not close it twice). */
async function stop(inbox: LocalInbox): Promise<void> {
  started.splice(started.indexOf(inbox), 1);
  await inbox.close();
}

async function send(inbox: LocalInbox, message: SendMailOptions): Promise<void> {
  const transport = nodemailer.createTransport(inbox.smtpUrl);
  try {
    await transport.sendMail({ from: "planning@localhost", ...message });
  } finally {
    transport.close();
  }
}

async function listed(inbox: LocalInbox): Promise<LocalInboxMessage[]> {
  const response = await fetch(`${inbox.webUrl}api/email`);
  expect(response.status).toBe(200);
  return (await response.json()) as LocalInboxMessage[];
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Listens on `127.0.0.1:port` (0: any port), as another program holding it would. */
async function hold(port = 0): Promise<Server & { port: number }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return Object.assign(server, { port: address.port });
}

function release(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

describe("the local inbox", () => {
  it("catches what is sent and lists it with its recipients, Message-ID, idempotency key, HTML and inline image", async () => {
    const inbox = await start();
    expect(inbox.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(inbox.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(portOf(inbox.smtpUrl)).toBeGreaterThan(0);
    expect(portOf(inbox.webUrl)).toBeGreaterThan(0);

    await send(inbox, {
      to: "camille.durand@example.org",
      subject: "Annulé : Ambulance du 14 juin",
      text: "Le poste est annulé.",
      html: '<p>Le poste est annulé.</p><img src="cid:logo@releve" alt="Secours National">',
      messageId: "<releve-mail-7@localhost>",
      headers: { "X-Releve-Idempotency-Key": "mail-7" },
      attachments: [{ filename: "logo.png", cid: "logo@releve", content: await readFile(logo) }],
    });
    await send(inbox, {
      to: ["lea.martin@example.org", "hugo.bernard@example.org"],
      subject: "Rappel : garde de nuit demain",
      text: "Votre garde commence demain à 20 h.",
    });

    const messages = await listed(inbox);
    expect(messages.map((message) => message.subject)).toEqual([
      "Annulé : Ambulance du 14 juin",
      "Rappel : garde de nuit demain",
    ]);
    const [cancelled, reminder] = messages;
    expect(cancelled?.to.map((recipient) => recipient.address)).toEqual([
      "camille.durand@example.org",
    ]);
    expect(cancelled?.headers["message-id"]).toBe("<releve-mail-7@localhost>");
    expect(cancelled?.headers["x-releve-idempotency-key"]).toBe("mail-7");
    expect(cancelled?.html).toContain("<p>Le poste est annulé.</p>");
    const image = await readFile(logo);
    expect(cancelled?.attachments).toEqual([
      expect.objectContaining({
        filename: "logo.png",
        contentId: "logo@releve",
        contentType: "image/png",
        size: image.length,
      }),
    ]);
    // The page shows the HTML with its cid: reference replaced by the image itself.
    const html = await (await fetch(`${inbox.webUrl}api/email/${cancelled?.id}/html`)).text();
    expect(html).not.toContain("cid:logo@releve");
    expect(html).toContain(`<img src="data:image/png;base64,${image.toString("base64")}"`);
    const served = await fetch(
      `${inbox.webUrl}api/email/${cancelled?.id}/attachment/${cancelled?.attachments?.[0]?.generatedFileName}`,
    );
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect(reminder?.to.map((recipient) => recipient.address)).toEqual([
      "lea.martin@example.org",
      "hugo.bernard@example.org",
    ]);
    // Without a messageId of its own, the sender's generated one arrives intact all the same.
    expect(reminder?.headers["message-id"]).toMatch(/^<.+@.+>$/);
    expect(reminder?.text).toContain("Votre garde commence demain à 20 h.");
    // The same list through the inbox's own reader (by id: opening the HTML above rewrote its copy).
    const ids = (list: LocalInboxMessage[]) => list.map((message) => message.id);
    expect(ids(await inbox.messages())).toEqual(ids(messages));
  });

  it("shows its web page to a browser", async () => {
    const inbox = await start();
    const page = await fetch(inbox.webUrl, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<html/i);
    const health = await fetch(`${inbox.webUrl}api/healthz`);
    expect(await health.json()).toBe(true);
  });

  it("shows the messages again after a restart on the same directory", async () => {
    const first = await start();
    await send(first, {
      to: "camille.durand@example.org",
      subject: "Inscription acceptée",
      text: "Votre inscription est acceptée.",
      messageId: "<releve-mail-8@localhost>",
    });
    await stop(first);

    const again = await start();
    const messages = await listed(again);
    expect(messages.map((message) => [message.subject, message.headers["message-id"]])).toEqual([
      ["Inscription acceptée", "<releve-mail-8@localhost>"],
    ]);
    await send(again, { to: "lea.martin@example.org", subject: "Poste ouvert", text: "Ouvert." });
    expect((await listed(again)).map((message) => message.subject).sort()).toEqual([
      "Inscription acceptée",
      "Poste ouvert",
    ]);
  });

  it("frees both ports on close", async () => {
    const inbox = await start();
    await send(inbox, { to: "camille.durand@example.org", subject: "Essai", text: "Essai." });
    expect(await listed(inbox)).toHaveLength(1);
    await stop(inbox);

    for (const port of [portOf(inbox.smtpUrl), portOf(inbox.webUrl)]) {
      const server = await hold(port);
      expect(server.port).toBe(port);
      await release(server);
    }
  });

  it("lets its process exit once closed, and prints nothing while it runs", async () => {
    // A process of its own: a listener or timer left behind would keep it alive past the timeout.
    const script = `
      import nodemailer from "nodemailer";
      const { startLocalInbox } = await import(${JSON.stringify(pathToFileURL(modulePath).href)});
      const inbox = await startLocalInbox({
        directory: ${JSON.stringify(directory)}, host: "127.0.0.1", smtpPort: 0, webPort: 0,
      });
      const transport = nodemailer.createTransport(inbox.smtpUrl);
      await transport.sendMail({ from: "planning@localhost", to: "a@example.org", subject: "Essai", text: "Essai." });
      transport.close();
      await fetch(inbox.webUrl + "api/email");
      await inbox.close();
    `;
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>(
      (resolve) => {
        execFile(
          process.execPath,
          ["--no-warnings", "--input-type=module", "--eval", script],
          { cwd: path.resolve(import.meta.dirname, ".."), timeout: 10_000 },
          (error, stdout) => resolve({ code: error ? (error.code as number | null) : 0, stdout }),
        );
      },
    );
    expect(code).toBe(0);
    expect(stdout).toBe("");
  });

  it("says which port is taken and what to set instead", async () => {
    const taken = await hold();
    try {
      await expect(
        startLocalInbox({ directory, host: "127.0.0.1", smtpPort: taken.port, webPort: 0 }),
      ).rejects.toThrow(
        `The local inbox could not listen on 127.0.0.1:${taken.port}: the port is in use. Set LOCAL_INBOX_SMTP_PORT to another port, or SMTP_URL`,
      );
      await expect(
        startLocalInbox({ directory, host: "127.0.0.1", smtpPort: 0, webPort: taken.port }),
      ).rejects.toThrow(
        `The local inbox could not listen on 127.0.0.1:${taken.port} (its web page): the port is in use. Set LOCAL_INBOX_WEB_PORT`,
      );
    } finally {
      await release(taken);
    }
  });
});
