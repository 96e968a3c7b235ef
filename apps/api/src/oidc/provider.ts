import { defaultTokenLifetimeSeconds } from "@releve/domain";
import type { Kysely } from "kysely";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Database } from "../db/schema.js";
import { allowedOrigins } from "../http/cors.js";
import { databaseAdapter } from "./adapter.js";
import type { ProviderSecrets } from "./keys.js";
import { pageLanguage, renderSignedOutPage, renderSignOutPage } from "./login-page.js";

/** How the planner and the API know the local provider. */
export interface LocalAuthority {
  issuer: string;
  clientId: string;
  /** Resource indicator and audience of the API's access tokens. */
  audience: string;
  /** The scope that grants access to the API. */
  apiScope: string;
}

/** Mount path of the local provider on the one origin. */
export const providerMountPath = "/oidc";

/** Lifetimes in seconds; tokens live as long as spec 01 §9's default token lifetime. */
const ttl = {
  AccessToken: defaultTokenLifetimeSeconds,
  IdToken: defaultTokenLifetimeSeconds,
  AuthorizationCode: 60,
  Interaction: 3600,
  Session: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
  RefreshToken: 14 * 24 * 3600,
};

/** The local authority of an origin. */
export function localAuthority(publicUrl: string): LocalAuthority {
  return {
    issuer: `${publicUrl}${providerMountPath}`,
    clientId: "releve-planner",
    audience: "urn:releve:api",
    apiScope: "releve.api",
  };
}

/**
 * The local OpenID Connect provider used when no external authority is configured: the planner
 * signs in through it exactly as it would through Entra ID (authorization code + PKCE), and the
 * API verifies its JWT access tokens against its published keys.
 */
export function createLocalProvider(options: {
  publicUrl: string;
  /** Other origins whose pages may call the provider (`CORS_ORIGINS`). */
  corsOrigins?: readonly string[];
  db: Kysely<Database>;
  secrets: ProviderSecrets;
}): Provider {
  const { publicUrl, db, secrets } = options;
  const authority = localAuthority(publicUrl);
  const origins = allowedOrigins({ publicUrl, corsOrigins: options.corsOrigins ?? [] });

  async function ensureGrant(ctx: KoaContextWithOIDC) {
    const { oidc } = ctx;
    const clientId = oidc.client?.clientId;
    const accountId = oidc.session?.accountId;
    if (!clientId || !accountId) return undefined;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
    const grant =
      (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
      new oidc.provider.Grant({ clientId, accountId });
    // The planner is the organisation's own application: its users are never asked to consent.
    grant.addOIDCScope("openid profile email offline_access");
    grant.addResourceScope(authority.audience, authority.apiScope);
    await grant.save();
    return grant;
  }

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: authority.clientId,
        client_name: "Relève",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [`${publicUrl}/`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    jwks: { keys: secrets.signingKeys as never },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ["sub"],
      profile: ["name", "given_name", "family_name", "preferred_username"],
      email: ["email"],
    },
    // The id token carries the profile claims, so the sign-in library knows the account's name.
    conformIdTokenClaims: false,
    // The planner is served from the provider's own origin: only that origin and the configured
    // ones may call its token, user info and revocation endpoints from a page.
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    features: {
      devInteractions: { enabled: false },
      // Signing out from the planner: the provider's confirmation, in the browser's language.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = "html";
          ctx.body = renderSignOutPage({
            language: pageLanguage(ctx.get("accept-language")),
            form,
          });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = "html";
          ctx.body = renderSignedOutPage({
            language: pageLanguage(ctx.get("accept-language")),
            signInUrl: `${publicUrl}/`,
          });
        },
      },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => authority.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== authority.audience) throw new Error("unknown resource");
          return {
            scope: authority.apiScope,
            audience: authority.audience,
            accessTokenFormat: "jwt",
            accessTokenTTL: ttl.AccessToken,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    loadExistingGrant: ensureGrant,
    interactions: {
      url: (_ctx, interaction) => `${providerMountPath}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, subject) => {
      const person = await db
        .selectFrom("user_profile")
        .innerJoin("person", "person.id", "user_profile.person_id")
        .select(["person.first_name", "person.last_name", "person.email"])
        .where("user_profile.subject", "=", subject)
        .executeTakeFirst();
      if (!person) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          name: `${person.first_name} ${person.last_name}`,
          given_name: person.first_name,
          family_name: person.last_name,
          preferred_username: person.email ?? subject,
          email: person.email ?? undefined,
        }),
      };
    },
    ttl,
    renderError: (ctx, out) => {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `${out.error}: ${out.error_description ?? ""}`;
    },
  };
  const provider = new Provider(authority.issuer, configuration);
  // Behind a TLS-terminating proxy the public scheme and host come from X-Forwarded-* headers.
  provider.proxy = true;
  return provider;
}
