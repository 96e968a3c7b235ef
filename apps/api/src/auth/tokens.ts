import { refusal } from "@releve/domain";
import { errors, type JWTVerifyGetKey, jwtVerify } from "jose";

/** What a verified access token tells about its bearer. */
export interface Principal {
  subject: string;
}

/** Checks an access token: signature (JWKS), issuer, audience, type, lifetime. */
export type TokenVerifier = (token: string) => Promise<Principal>;

/** What a token must satisfy to be accepted. */
export interface TokenRules {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** Expected `typ` header (`at+jwt` per RFC 9068; Entra ID issues `JWT`). */
  tokenType: string;
  /** Claim that names the user. */
  subjectClaim: string;
}

/** Clock skew tolerated between the identity provider and the API. */
const clockToleranceSeconds = 30;

/** Builds the verifier of bearer tokens. Every failure is a 401 with an error payload. */
/** Tokens verified recently, kept until they expire: at most this many. */
const maxVerifiedTokens = 10_000;

export function createTokenVerifier(rules: TokenRules): TokenVerifier {
  // A token cannot change once signed: a verified one is good until it expires, and a caller's
  // burst of calls checks its signature once.
  const verified = new Map<string, { principal: Principal; until: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && Date.now() < known.until) return known.principal;
    verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, rules.keys, {
        issuer: rules.issuer,
        audience: rules.audience,
        typ: rules.tokenType,
        algorithms: ["RS256", "PS256", "ES256"],
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ["exp", rules.subjectClaim],
      });
      const subject = payload[rules.subjectClaim];
      if (typeof subject !== "string" || subject === "") {
        throw refusal("authentication", "invalidToken", { reason: "subject" });
      }
      const principal = { subject };
      verified.set(token, {
        principal,
        until: ((payload.exp as number) + clockToleranceSeconds) * 1000,
      });
      if (verified.size > maxVerifiedTokens) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      return principal;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw refusal("authentication", "expiredToken");
      }
      if (error instanceof errors.JOSEError) {
        throw refusal("authentication", "invalidToken", { reason: error.code });
      }
      throw error;
    }
  };
}

/** Reads the bearer token of an `Authorization` header, or refuses with `missingToken`. */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  if (!match?.[1]) throw refusal("authentication", "missingToken");
  return match[1];
}
