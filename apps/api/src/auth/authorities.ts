import { createLocalJWKSet, createRemoteJWKSet } from "jose";
import type { Config } from "../config.js";
import type { ProviderSecrets } from "../oidc/keys.js";
import { localAuthority } from "../oidc/provider.js";
import { createTokenVerifier, type TokenVerifier } from "./tokens.js";

/** Sign-in settings the planner reads from appsettings.json (MSAL configuration). */
export interface SignInSettings {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  /** `OIDC` for any OpenID Connect provider, `AAD` for Entra ID. */
  protocolMode: "OIDC" | "AAD";
  /** Scopes to ask for to call the API. */
  scopes: string[];
}

/** How the API verifies tokens and how the planner signs in, for the configured authority. */
export interface SignIn {
  settings: SignInSettings;
  verifyToken: TokenVerifier;
}

/** Sign-in through the local provider hosted by this API. */
export function localSignIn(config: Config, secrets: ProviderSecrets): SignIn {
  const authority = localAuthority(config.publicUrl);
  return {
    settings: {
      clientId: authority.clientId,
      authority: authority.issuer,
      knownAuthorities: [new URL(authority.issuer).host],
      protocolMode: "OIDC",
      scopes: [authority.apiScope],
    },
    verifyToken: createTokenVerifier({
      keys: createLocalJWKSet({ keys: secrets.publicKeys }),
      issuer: authority.issuer,
      audience: authority.audience,
      tokenType: "at+jwt",
      subjectClaim: "sub",
    }),
  };
}

/**
 * Sign-in through an external authority (Entra ID or another OpenID Connect provider): its
 * discovery document gives the issuer and the key set the tokens are checked against.
 */
export async function externalSignIn(config: Config): Promise<SignIn> {
  const external = config.externalAuthority;
  if (!external) throw new Error("No external authority configured");
  const discoveryUrl = `${external.authority}/.well-known/openid-configuration`;
  const response = await fetch(discoveryUrl);
  if (!response.ok) {
    throw new Error(`Cannot read ${discoveryUrl}: HTTP ${response.status}`);
  }
  const discovery = (await response.json()) as { issuer: string; jwks_uri: string };
  const isEntra = /login\.microsoftonline\.com|ciamlogin\.com/.test(external.authority);
  return {
    settings: {
      clientId: external.clientId,
      authority: external.authority,
      knownAuthorities: [new URL(external.authority).host],
      protocolMode: isEntra ? "AAD" : "OIDC",
      scopes: external.scopes,
    },
    verifyToken: createTokenVerifier({
      keys: createRemoteJWKSet(new URL(discovery.jwks_uri)),
      issuer: discovery.issuer,
      audience: external.audience,
      tokenType: external.tokenType,
      subjectClaim: external.subjectClaim,
    }),
  };
}
