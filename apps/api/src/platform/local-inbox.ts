import { createServer } from "node:net";
import { MailDev } from "maildev";

/** Where the local inbox listens and keeps its messages. */
export interface LocalInboxOptions {
  /** Where received messages are kept (`.data/inbox`), so they survive a restart. */
  directory: string;
  /** The loopback address it listens on. */
  host: string;
  smtpPort: number;
  webPort: number;
}

/** The running inbox: where to send, where to read, and how to stop it. */
export interface LocalInbox {
  /** `smtp://127.0.0.1:1025`: what delivery sends to. */
  smtpUrl: string;
  /** `http://127.0.0.1:1080/`: the web inbox a person opens (and its REST API under `api/`). */
  webUrl: string;
  close(): Promise<void>;
}

/**
 * The local inbox of a start without `SMTP_URL` (decision 025): maildev catches every e-mail the
 * product sends and shows it on a web page, on the loopback only. A port already taken is said
 * plainly, with the variables that change it.
 */
export async function startLocalInbox(options: LocalInboxOptions): Promise<LocalInbox> {
  for (const [variable, port] of [
    ["LOCAL_INBOX_SMTP_PORT", options.smtpPort],
    ["LOCAL_INBOX_WEB_PORT", options.webPort],
  ] as const) {
    if (!(await isFree(options.host, port))) {
      throw new Error(
        `The local inbox cannot listen on ${options.host}:${port}: the port is in use. ` +
          `Set ${variable} to another port, or SMTP_URL to send through a real server.`,
      );
    }
  }
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: options.host,
    webIp: options.host,
    mailDirectory: options.directory,
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://${options.host}:${options.smtpPort}`,
    webUrl: `http://${options.host}:${options.webPort}/`,
    close: () => maildev.stop(),
  };
}

/** Whether a TCP port can be listened on (a port of 0 always can). */
function isFree(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
