import type { RoleCode } from "@releve/domain";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type Provider from "oidc-provider";
import type { Database } from "../db/schema.js";
import { fail } from "../http/errors.js";
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
 * Mounts the local provider at `/oidc` on the Fastify server, with its sign-in page. The
 * provider reads request bodies itself, so its routes get the raw request untouched.
 */
export async function localProviderRoutes(
  app: FastifyInstance,
  options: { provider: Provider; db: Kysely<Database> },
): Promise<void> {
  const { provider, db } = options;
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
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name === "consent") {
          // First-party application: the grant is made by loadExistingGrant; nothing to ask.
          reply.hijack();
          return provider.interactionFinished(request.raw, reply.raw, { consent: {} });
        }
        const page = renderSignInPage({
          language: pageLanguage(request.headers["accept-language"]),
          action: `${providerMountPath}/interaction/${details.uid}/login`,
          choices: await signInChoices(db),
        });
        return reply
          .header("cache-control", "no-store")
          .header(
            "content-security-policy",
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          )
          .type("text/html; charset=utf-8")
          .send(page);
      },
    );

    interactions.post<{ Params: { uid: string }; Body: { subject?: string } }>(
      `${providerMountPath}/interaction/:uid/login`,
      async (request, reply) => {
        const subject = request.body?.subject ?? "";
        const known = await db
          .selectFrom("user_profile")
          .select("subject")
          .where("subject", "=", subject)
          .executeTakeFirst();
        if (!known) throw fail(400, "authentication", "unknownAccount");
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          login: { accountId: known.subject },
        });
      },
    );
  });

  await app.register(async (mounted) => {
    // Leave the body stream to the provider.
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser("*", (_request, _payload, done) => done(null));
    mounted.all(`${providerMountPath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url ?? "/";
      raw.url = raw.url?.slice(providerMountPath.length) || "/";
      callback(raw, reply.raw);
    });
  });
}
