import { createServer } from "node:net";
import { MailDev } from "maildev";

/** Where the local inbox listens and keeps its messages. */
export interface LocalInboxOptions {
  /** Where received messages are kept (`.data/inbox`), so they survive a restart. */
  directory: string;
  /** The loopback address both listeners bind to (`127.0.0.1`). */
  host: string;
  /** The SMTP port; 0 takes any free port (tests). */
  smtpPort: number;
  /** The web inbox's port; 0 takes any free port (tests). */
  webPort: number;
}

/** A message as the inbox's REST API (`GET api/email`) lists it: the fields the product reads. */
export interface LocalInboxMessage {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  /** Header names in lower case: `message-id`, `x-releve-idempotency-key`… */
  headers: Record<string, string>;
  text?: string;
  html?: string;
  /** `generatedFileName` is its name under `api/email/<id>/attachment/`. */
  attachments?: {
    filename: string;
    generatedFileName: string;
    contentType: string;
    contentId?: string;
    size: number;
  }[];
}

/** The running inbox: where to send, where to read, and how to stop it. */
export interface LocalInbox {
  /** `smtp://127.0.0.1:1025`: what delivery sends to (the port actually bound). */
  smtpUrl: string;
  /** `http://127.0.0.1:1080/`: the web inbox a person opens, its REST API under `api/`. */
  webUrl: string;
  /** Messages received so far, oldest first, as the inbox's REST API lists them. */
  messages(): Promise<LocalInboxMessage[]>;
  /** Stops both listeners and frees their ports; the messages stay in the directory. */
  close(): Promise<void>;
}

/** The variable that changes each listener's port, named when that port is taken. */
const portVariables = { smtp: "LOCAL_INBOX_SMTP_PORT", web: "LOCAL_INBOX_WEB_PORT" } as const;

/**
 * Starts the local inbox of a start without `SMTP_URL` (decision 025): maildev catches every e-mail
 * the product sends, keeps it in `directory` (restored on the next start) and shows it on a web
 * page, on the loopback only and without authentication. Resolves once both SMTP and the web page
 * listen; a port already taken is said plainly, with the variable that changes it.
 */
export async function startLocalInbox(options: LocalInboxOptions): Promise<LocalInbox> {
  // maildev binds SMTP first, and when the web port then fails its `start()` rejects with the SMTP
  // listener still open and out of reach (`stop()` only stops a started instance). Probing both
  // ports first turns the usual case, another inbox or MailDev already running, into a clean
  // refusal; only a port taken in the few milliseconds between probe and bind escapes it.
  for (const listener of ["smtp", "web"] as const) {
    const port = listener === "smtp" ? options.smtpPort : options.webPort;
    const refusal = await listenRefusal(options.host, port);
    if (refusal) throw inboxListenError(options.host, port, listener, refusal);
  }
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: options.host,
    webIp: options.host,
    mailDirectory: options.directory,
    // Silent drops maildev's banner and one line per message; errors come back below.
    silent: true,
  });
  const servers = await withoutStartLine(() => maildev.start()).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    const port = (error as { port?: number }).port;
    if (code === "EADDRINUSE" || code === "EACCES") {
      const listener = port === options.webPort ? "web" : "smtp";
      throw inboxListenError(options.host, port ?? options.smtpPort, listener, code);
    }
    throw error;
  });
  // A silent maildev swallows the SMTP server's own errors too (a failed write to the directory):
  // those are the ones worth seeing.
  servers.smtp.on("error", (error: Error) =>
    console.error(`The local inbox's SMTP server failed: ${error.message}`),
  );
  const smtpPort = servers.smtp.getPort();
  const webPort = servers.api?.getPort() ?? options.webPort;
  const webUrl = `http://${options.host}:${webPort}/`;
  return {
    smtpUrl: `smtp://${options.host}:${smtpPort}`,
    webUrl,
    messages: async () => {
      const response = await fetch(`${webUrl}api/email`);
      if (!response.ok) throw new Error(`The local inbox answered ${response.status}`);
      return (await response.json()) as LocalInboxMessage[];
    },
    close: () => maildev.stop(),
  };
}

/** Why `host:port` cannot be listened on (`EADDRINUSE`, `EACCES`…), or `undefined` if it can. */
function listenRefusal(host: string, port: number): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
}

/** The refusal to start, naming the address, the reason and what to set instead. */
function inboxListenError(
  host: string,
  port: number,
  listener: "smtp" | "web",
  reason: string,
): Error {
  const why =
    reason === "EADDRINUSE"
      ? "the port is in use"
      : reason === "EACCES"
        ? "listening there is not permitted"
        : reason;
  return new Error(
    `The local inbox could not listen on ${host}:${port}${listener === "web" ? " (its web page)" : ""}: ${why}. ` +
      `Set ${portVariables[listener]} to another port, or SMTP_URL to send through a real server.`,
  );
}

/**
 * Runs maildev's start without the one line its web server prints whatever `silent` says
 * ("MailDev API running at…"): the product prints the inbox's address itself. Every other line
 * written meanwhile goes through untouched.
 */
async function withoutStartLine<T>(start: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("MailDev API running at")) return;
    info(...args);
  };
  try {
    return await start();
  } finally {
    console.info = info;
  }
}
