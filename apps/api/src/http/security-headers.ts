import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

/** What the headers depend on: the public origin and the external authority, if any. */
export type HeaderConfig = Pick<Config, "publicUrl" | "externalAuthority">;

/** A year: how long a browser keeps to HTTPS for the public host once told (HSTS). */
const hstsSeconds = 365 * 24 * 3600;

/**
 * Browser features the product never uses, refused to its pages and to anything they embed. Only
 * names Chromium knows: an unknown one is reported as an error in every page's console.
 */
export const permissionsPolicy = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The one Content-Security-Policy of the origin (decision 021): the planner, the sign-in page,
 * the API viewer and every answer. Scripts come from the origin's own files only (no inline
 * script, no eval); styles may be inline (react-aria sets style attributes; the sign-in page, the
 * help pages and the API viewer carry style elements), which is harmless while every other fetch
 * stays on the origin: no injected style can load anything from elsewhere. The external
 * authority, when configured, is reached by the sign-in library's calls and its hidden renewal
 * frame.
 */
export function contentSecurityPolicy(config: HeaderConfig): Record<string, string[]> {
  const authority = config.externalAuthority
    ? [new URL(config.externalAuthority.authority).origin]
    : [];
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...authority],
    "frame-src": ["'self'", ...authority],
    // The sign-in library renews tokens in a hidden frame of the origin itself.
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    // The product is only served over HTTPS; a plain-HTTP public address (not a supported set-up)
    // would break under it.
    ...(isHttps(config) ? { "upgrade-insecure-requests": [] } : {}),
  };
}

const isHttps = (config: HeaderConfig) => config.publicUrl.startsWith("https://");

/**
 * Whether browsers are told to keep to HTTPS (HSTS): on an HTTPS public address, but not on
 * `localhost` or a loopback address, where it would hold for every other local server on any
 * port of the developer's machine.
 */
function sendsHsts(config: HeaderConfig): boolean {
  const { hostname } = new URL(config.publicUrl);
  const local = hostname === "localhost" || hostname === "[::1]" || hostname.startsWith("127.");
  return isHttps(config) && !local;
}

/** A policy as its header value, written as helmet writes it. */
function serialize(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";");
}

/**
 * The security headers as plain values, helmet's as helmet writes them with the settings below,
 * for the few answers written below Fastify's hooks (a request the HTTP parser refuses, a URL the
 * router cannot decode). A test compares them with a page's, header by header.
 */
export function securityHeaders(config: HeaderConfig): Record<string, string> {
  return {
    "content-security-policy": serialize(contentSecurityPolicy(config)),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "same-origin",
    ...(sendsHsts(config) ? { "strict-transport-security": `max-age=${hstsSeconds}` } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": permissionsPolicy,
  };
}

/**
 * Sets the security headers on every answer of the origin, in the first hook, so that refusals
 * (401, 429, 404) carry them as well as pages, files and the local provider's own answers (it
 * writes to the raw response, which keeps what was set on it).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: HeaderConfig,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Only the product's own host: the organisation's other subdomains are not its to decide.
    strictTransportSecurity: sendsHsts(config)
      ? { maxAge: hstsSeconds, includeSubDomains: false }
      : false,
    // `no-referrer` would make the browser send `Origin: null` with same-origin posts, which the
    // provider's token endpoint refuses; `same-origin` keeps the origin and shares nothing.
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "sameorigin" },
  });
  // helmet has no Permissions-Policy; set on the raw response like helmet's own headers.
  app.addHook("onRequest", async (_request, reply) => {
    reply.raw.setHeader("permissions-policy", permissionsPolicy);
  });
}
