import type { RoleCode } from "@releve/domain";
import { refusal } from "@releve/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type Provider from "oidc-provider";
import type { InteractionResults } from "oidc-provider";
import type { Database } from "../db/schema.js";
import { withoutForeignCors } from "../http/cors.js";
import type { LimitHook } from "../http/rate-limits.js";
import { pageLanguage, renderSignInPage, type SignInChoice } from "./login-page.js";
import { providerMountPath } from "./provider.js";

/** The people offered on the sign-in page, in the order of their first role. */
async function signInChoices(db: Kysely<Database>): Promise<SignInChoice[]> {
  const rows = await db
    .selectFrom("user_profile")
    .innerJoin("person", "person.id", "user_profile.person_id")
    .innerJoin("user_authorization", "user_authorization.user_profile_id", "user_profile.id")
    .innerJoin("role", "role.code", "user_authorization.role_code")
    .select([
      "user_profile.subject",
      "person.first_name",
      "person.last_name",
      "person.staff_type",
      "person.function",
      "role.code as roleCode",
      "role.sort_order",
    ])
    .orderBy("role.sort_order")
    .orderBy("person.last_name")
    .execute();
  const choices = new Map<string, SignInChoice>();
  for (const row of rows) {
    const choice = choices.get(row.subject) ?? {
      subject: row.subject,
      firstName: row.first_name,
      lastName: row.last_name,
      staffType: row.staff_type,
      function: row.function,
      roles: [] as RoleCode[],
    };
    choice.roles.push(row.roleCode);
    choices.set(row.subject, choice);
  }
  return [...choices.values()];
}

/**
 * The sign-in interaction the browser's cookie names, if it is the one of the page's address.
 * Without the cookie, or for an interaction unknown or expired, the provider throws; that is
 * answered 400 `validation.invalidRequest { reason: "interactionNotFound" }` (the sign-in has to
 * start again) instead of a provider error the planner cannot read.
 */
async function interactionOf(
  provider: Provider,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
) {
  const notFound = () => refusal("validation", "invalidRequest", { reason: "interactionNotFound" });
  let details: Awaited<ReturnType<Provider["interactionDetails"]>>;
  try {
    details = await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number" && status < 500) throw notFound();
    throw error;
  }
  if (details.uid !== request.params.uid) throw notFound();
  return details;
}

/**
 * Ends an interaction with its result and sends the browser back to the provider. The answer is
 * Fastify's own redirect, so that any failure still reaches the error handler and answers.
 */
async function finishInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
) {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result);
  return reply.redirect(returnTo, 303);
}

/**
 * Whether a path is the provider's token endpoint as its router reads paths: whatever the case,
 * with or without a trailing slash (each spelling must count against the same limit).
 */
function isTokenEndpoint(url: string): boolean {
  const pathname = (url.split("?")[0] ?? "").toLowerCase().replace(/\/+$/, "");
  return pathname === `${providerMountPath}/token`;
}

/** What the local provider's routes need besides the provider. */
export interface LocalProviderOptions {
  provider: Provider;
  db: Kysely<Database>;
  /** Origins whose pages may read the provider's answers (decision 021). */
  origins: ReadonlySet<string>;
  /** The limits per address of the sign-in form and of the token endpoint (decision 021). */
  limits: { signIn: LimitHook; token: LimitHook };
}

/**
 * Mounts the local provider at `/oidc` on the Fastify server, with its sign-in page. The
 * provider reads request bodies itself, so its routes get the raw request untouched. The
 * server's security headers reach its answers too: they are set on the raw response first.
 */
export async function localProviderRoutes(
  app: FastifyInstance,
  options: LocalProviderOptions,
): Promise<void> {
  const { provider, db, origins, limits } = options;
  const callback = provider.callback();

  await app.register(async (interactions) => {
    interactions.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    interactions.get<{ Params: { uid: string } }>(
      `${providerMountPath}/interaction/:uid`,
      async (request, reply) => {
        const details = await interactionOf(provider, request, reply);
        if (details.prompt.name === "consent") {
          // First-party application: the grant is made by loadExistingGrant; nothing to ask.
          return finishInteraction(provider, request, reply, { consent: {} });
        }
        const page = renderSignInPage({
          language: pageLanguage(request.headers["accept-language"]),
          action: `${providerMountPath}/interaction/${details.uid}/login`,
          choices: await signInChoices(db),
        });
        // The origin's one Content-Security-Policy applies (no script; inline style allowed).
        return reply
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(page);
      },
    );

    interactions.post<{ Params: { uid: string }; Body: { subject?: string } }>(
      `${providerMountPath}/interaction/:uid/login`,
      { onRequest: limits.signIn },
      async (request, reply) => {
        await interactionOf(provider, request, reply);
        const subject = request.body?.subject ?? "";
        const known = await db
          .selectFrom("user_profile")
          .select("subject")
          .where("subject", "=", subject)
          .executeTakeFirst();
        if (!known) throw refusal("authentication", "unknownAccount");
        return finishInteraction(provider, request, reply, {
          login: { accountId: known.subject },
        });
      },
    );
  });

  await app.register(async (mounted) => {
    // Leave the body stream to the provider.
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser("*", (_request, _payload, done) => done(null));
    mounted.addHook("onRequest", async (request) => {
      if (isTokenEndpoint(request.url)) await limits.token(request);
    });
    mounted.all(`${providerMountPath}/*`, (request, reply) => {
      reply.hijack();
      withoutForeignCors(reply.raw, request.headers.origin, origins);
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url ?? "/";
      raw.url = raw.url?.slice(providerMountPath.length) || "/";
      callback(raw, reply.raw);
    });
  });
}
