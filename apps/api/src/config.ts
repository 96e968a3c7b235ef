import path from "node:path";
import { type Environment, environments, isInstant } from "@releve/domain";

/** Where the repository lives: `.data/` and the built planner are found from here. */
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/** An external OpenID Connect authority (Entra ID or any OIDC provider) replacing the local one. */
export interface ExternalAuthority {
  authority: string;
  clientId: string;
  /** Audience the API expects in access tokens. */
  audience: string;
  /** Scopes the planner asks for to call the API. */
  scopes: string[];
  /** Expected `typ` header of access tokens (`at+jwt` per RFC 9068, `JWT` for Entra ID). */
  tokenType: string;
  /** Claim naming the user (`sub`, or `oid` for Entra ID). */
  subjectClaim: string;
}

/** Everything the API reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** The one origin the browser sees, e.g. https://localhost:8443. */
  publicUrl: string;
  environment: Environment;
  dataDir: string;
  /** PostgreSQL connection string; absent → embedded PGlite under `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Organisation time zone for planning (IANA name). */
  timeZone: string;
  /** Where the built planner is served from. */
  plannerDir: string;
  /**
   * The certificate files, or `offloaded`: a proxy in front terminates TLS and the API speaks
   * plain HTTP behind it (the public address stays HTTPS).
   */
  tls: { certFile: string | undefined; keyFile: string | undefined; offloaded: boolean };
  externalAuthority: ExternalAuthority | undefined;
  /** Pages flagged as under development in appsettings.json (spec 01 §7). */
  pagesUnderDevelopment: string[];
  /** How long a caller's access is reused between calls, in seconds (0: read on every call). */
  accessCacheSeconds: number;
  /**
   * Where business time starts (`RELEVE_CLOCK_START`, an instant with its offset); it then runs
   * on. Unset: the real clock.
   */
  clockStart: Date | undefined;
  /** Whether the demo organisation is written at start: on `local`, or with `RELEVE_DEMO_DATA=1`. */
  demoData: boolean;
  /**
   * Origins other than the public one whose pages may call the API and the local provider
   * (`CORS_ORIGINS`, e.g. a sister tool of the organisation).
   */
  corsOrigins: string[];
  /** Requests per minute before a 429 (decision 021). */
  rateLimits: RateLimits;
  /**
   * How many proxies in front add themselves to `X-Forwarded-For`: the caller's address is the
   * one the farthest of them saw. 0: the connection's own address.
   */
  trustedProxyHops: number;
  /** Whether `/api-docs` serves the OpenAPI document and its viewer (off in production). */
  apiDocs: boolean;
  /**
   * Whether each answer is checked against its call's response schema, a mismatch answering 500
   * (`API_CHECK_ANSWERS`; on everywhere but production, where it would cost every call).
   */
  checkAnswers: boolean;
  /** How e-mails leave, and the reminders they carry (decision 025). */
  mail: MailConfig;
  /**
   * The folder shared with the time-and-attendance tool (`TIME_ATTENDANCE_DIR`, decision 028):
   * the files it leaves in `incoming/`, the exports written to `exports/`.
   */
  timeAttendanceDir: string;
}

/** Delivery of the notifications' e-mails. */
export interface MailConfig {
  /**
   * The SMTP server (`SMTP_URL`, e.g. `smtps://user:password@smtp.example.org:465`); unset:
   * the local inbox, which catches every message (never in production).
   */
  smtpUrl: string | undefined;
  /** The sender's address (`MAIL_FROM`). */
  from: string;
  /** Hours before a shift its validated people are reminded (`REMINDER_HOURS_BEFORE`; 0: none). */
  reminderHoursBefore: number;
  /** Ports of the local inbox on the loopback: SMTP and its web page. */
  localInbox: { smtpPort: number; webPort: number };
}

/** Requests per minute before the API answers 429 `request.tooManyRequests` (decision 021). */
export interface RateLimits {
  /** Calls under `/api` per caller: per token subject, or per address without a valid token. */
  api: number;
  /** Sign-in form posts to the local provider, per address. */
  signIn: number;
  /** Requests to the local provider's token endpoint, per address. */
  token: number;
}

/** The defaults of {@link RateLimits}, per minute. */
export const defaultRateLimits: RateLimits = { api: 1200, signIn: 30, token: 60 };

/** A configuration value that cannot be used; the message says which variable and why. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function readTimeZone(value: string | undefined): string {
  const timeZone = value ?? "Europe/Paris";
  try {
    new Intl.DateTimeFormat("fr", { timeZone });
  } catch {
    throw new ConfigError(`ORG_TIME_ZONE: "${timeZone}" is not an IANA time zone`);
  }
  return timeZone;
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
function readInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  [min, max]: [number, number],
): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name}: "${value}" is not a whole number from ${min} to ${max}`);
  }
  return number;
}

/** Origins (scheme, host and port, nothing else) of a comma-separated list. */
function readOrigins(value: string | undefined): string[] {
  return list(value).map((item) => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, "")) {
      throw new ConfigError(`CORS_ORIGINS: "${item}" is not an origin (https://tool.example.org)`);
    }
    return url.origin;
  });
}

function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const range: [number, number] = [1, 1_000_000];
  return {
    api: readInteger("API_RATE_LIMIT", env.API_RATE_LIMIT, defaultRateLimits.api, range),
    signIn: readInteger(
      "SIGN_IN_RATE_LIMIT",
      env.SIGN_IN_RATE_LIMIT,
      defaultRateLimits.signIn,
      range,
    ),
    token: readInteger("TOKEN_RATE_LIMIT", env.TOKEN_RATE_LIMIT, defaultRateLimits.token, range),
  };
}

/** A `0`/`1` flag, its default when unset. */
function readFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  if (value !== "0" && value !== "1") throw new ConfigError(`${name}: "${value}" is not 0 or 1`);
  return value === "1";
}

function readApiDocs(value: string | undefined, environment: Environment): boolean {
  if (value === undefined || value === "") return environment !== "production";
  if (value !== "on" && value !== "off") {
    throw new ConfigError(`API_DOCS: "${value}" is neither on nor off`);
  }
  return value === "on";
}

/**
 * Refuses what production must never run with: the local provider's sign-in page lets anyone
 * sign in as any user, and demo data would give its people real access.
 */
function checkProduction(env: NodeJS.ProcessEnv): void {
  if (!env.OIDC_AUTHORITY) {
    throw new ConfigError(
      "RELEVE_ENVIRONMENT=production needs OIDC_AUTHORITY (with OIDC_CLIENT_ID and OIDC_AUDIENCE): " +
        "the local sign-in page lets anyone sign in as any user, so production never serves it",
    );
  }
  if (env.RELEVE_DEMO_DATA === "1") {
    throw new ConfigError(
      "RELEVE_DEMO_DATA=1: production never writes the demo organisation (its users would get real access)",
    );
  }
}

function readMail(env: NodeJS.ProcessEnv, environment: Environment, publicUrl: string): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {}
    if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:")) {
      throw new ConfigError("SMTP_URL: not an smtp:// or smtps:// address");
    }
  } else if (environment === "production") {
    throw new ConfigError(
      "RELEVE_ENVIRONMENT=production needs SMTP_URL: the local inbox keeps every e-mail to itself",
    );
  }
  const from = env.MAIL_FROM || `planning@${new URL(publicUrl).hostname}`;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from) || from.length > 254) {
    throw new ConfigError(`MAIL_FROM: "${from}" is not an e-mail address`);
  }
  return {
    smtpUrl,
    from,
    reminderHoursBefore: readInteger(
      "REMINDER_HOURS_BEFORE",
      env.REMINDER_HOURS_BEFORE,
      24,
      [0, 168],
    ),
    localInbox: {
      smtpPort: readInteger("LOCAL_INBOX_SMTP_PORT", env.LOCAL_INBOX_SMTP_PORT, 1025, [1, 65535]),
      webPort: readInteger("LOCAL_INBOX_WEB_PORT", env.LOCAL_INBOX_WEB_PORT, 1080, [1, 65535]),
    },
  };
}

function readClockStart(value: string | undefined): Date | undefined {
  if (value === undefined || value === "") return undefined;
  if (!isInstant(value)) {
    throw new ConfigError(
      `RELEVE_CLOCK_START: "${value}" is not an instant with its offset (2026-11-23T08:00:00+01:00)`,
    );
  }
  return new Date(value);
}

/** Reads and checks the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8443);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT: "${env.PORT}" is not a TCP port`);
  }
  const environment = (env.RELEVE_ENVIRONMENT ?? "local") as Environment;
  if (!environments.includes(environment)) {
    throw new ConfigError(
      `RELEVE_ENVIRONMENT: "${environment}" is not one of ${environments.join(", ")}`,
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `https://localhost:${port}`).replace(/\/$/, "");
  let externalAuthority: ExternalAuthority | undefined;
  if (env.OIDC_AUTHORITY) {
    if (!env.OIDC_CLIENT_ID || !env.OIDC_AUDIENCE) {
      throw new ConfigError("OIDC_AUTHORITY needs OIDC_CLIENT_ID and OIDC_AUDIENCE as well");
    }
    externalAuthority = {
      authority: env.OIDC_AUTHORITY.replace(/\/$/, ""),
      clientId: env.OIDC_CLIENT_ID,
      audience: env.OIDC_AUDIENCE,
      scopes: list(env.OIDC_SCOPES ?? `${env.OIDC_AUDIENCE}/.default`),
      tokenType: env.OIDC_TOKEN_TYPE ?? "JWT",
      subjectClaim: env.OIDC_SUBJECT_CLAIM ?? "oid",
    };
  }
  const offloaded = env.TLS_OFFLOADED === "1";
  if (offloaded && !env.PUBLIC_URL?.startsWith("https://")) {
    throw new ConfigError(
      "TLS_OFFLOADED=1 needs PUBLIC_URL: the https:// address the proxy in front serves",
    );
  }
  const accessCacheSeconds = Number(env.ACCESS_CACHE_SECONDS ?? 5);
  if (!Number.isFinite(accessCacheSeconds) || accessCacheSeconds < 0 || accessCacheSeconds > 300) {
    throw new ConfigError(
      `ACCESS_CACHE_SECONDS: "${env.ACCESS_CACHE_SECONDS}" is not a number of seconds from 0 to 300`,
    );
  }
  const clockStart = readClockStart(env.RELEVE_CLOCK_START);
  if (clockStart && environment === "production") {
    throw new ConfigError("RELEVE_CLOCK_START: production keeps the real clock");
  }
  if (environment === "production") checkProduction(env);
  const dataDir = path.resolve(env.RELEVE_DATA_DIR ?? path.join(repositoryRoot, ".data"));
  return {
    port,
    host: env.HOST ?? "localhost",
    publicUrl,
    environment,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    timeZone: readTimeZone(env.ORG_TIME_ZONE),
    plannerDir: path.resolve(env.PLANNER_DIR ?? path.join(repositoryRoot, "apps/planner/dist")),
    tls: { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE, offloaded },
    externalAuthority,
    pagesUnderDevelopment: list(env.PAGES_UNDER_DEVELOPMENT),
    accessCacheSeconds,
    clockStart,
    demoData: environment === "local" || env.RELEVE_DEMO_DATA === "1",
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    rateLimits: readRateLimits(env),
    trustedProxyHops: readInteger(
      "TRUSTED_PROXY_HOPS",
      env.TRUSTED_PROXY_HOPS,
      offloaded ? 1 : 0,
      [0, 10],
    ),
    apiDocs: readApiDocs(env.API_DOCS, environment),
    checkAnswers: readFlag(
      "API_CHECK_ANSWERS",
      env.API_CHECK_ANSWERS,
      environment !== "production",
    ),
    mail: readMail(env, environment, publicUrl),
    timeAttendanceDir: path.resolve(
      env.TIME_ATTENDANCE_DIR ?? path.join(dataDir, "time-attendance"),
    ),
  };
}
