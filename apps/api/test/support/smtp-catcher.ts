import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the catcher received it. */
export interface Caught {
  to: string;
  messageId: string;
  idempotencyKey: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
  parsed: ParsedMail;
}

/**
 * An SMTP server in the test's process that keeps what it receives and can be told to refuse:
 * `refuse(n, code)` answers the next `n` messages with `code` (421: try later; 550: never).
 */
export interface SmtpCatcher {
  url: string;
  messages: Caught[];
  refuse(count: number, code?: number): void;
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Caught[]>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(
  options: {
    /** How long the server takes to accept each message (a slow server, so a burst lasts). */
    delayMs?: number;
  } = {},
): Promise<SmtpCatcher> {
  const messages: Caught[] = [];
  let refusals = 0;
  let refusalCode = 421;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Closing waits for clients' open connections (a sender's pool keeps them): not for long.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals--;
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(
            new Error(refusalCode === 421 ? "Try again later" : "Refused"),
            {
              responseCode: refusalCode,
            },
          );
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const header = (name: string) => {
            const value = parsed.headers.get(name);
            return typeof value === "string" ? value : "";
          };
          messages.push({
            to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? "") : (parsed.to?.text ?? ""),
            messageId: parsed.messageId ?? "",
            idempotencyKey: header("x-releve-idempotency-key"),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            language:
              /<html[^>]*lang="([a-z]+)"/.exec(
                typeof parsed.html === "string" ? parsed.html : "",
              )?.[1] ?? null,
            parsed,
          });
          if (options.delayMs) setTimeout(callback, options.delayMs);
          else callback();
        })
        .catch(callback);
    },
  });
  // A sender that dies mid-message (the fault tests kill it) resets its connection: that is the
  // sender's fate, not the server's.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE")
      console.error("SMTP catcher:", error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(count, code = 421) {
      refusals = count;
      refusalCode = code;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) {
          throw new Error(`${messages.length} of ${count} messages arrived in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
