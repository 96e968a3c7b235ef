import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { exportJWK, generateKeyPair, type JWK } from "jose";

/** The local provider's secrets: token signing keys and cookie signing keys. */
export interface ProviderSecrets {
  /** Private signing keys (JWK), the first signs. */
  signingKeys: JWK[];
  /** The same keys without their private parts, as published on the JWKS endpoint. */
  publicKeys: JWK[];
  cookieKeys: string[];
}

/**
 * Loads the provider's keys from `dir`, making them on first start. They are kept on disk so
 * that tokens and sessions outlive a restart, and so that verifiers which cache the key set by
 * `kid` keep working.
 */
export async function loadProviderSecrets(dir: string): Promise<ProviderSecrets> {
  const file = path.join(dir, "secrets.json");
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = randomBytes(8).toString("hex");
    const secrets = {
      signingKeys: [{ ...jwk, kid, alg: "RS256", use: "sig" }],
      cookieKeys: [randomBytes(32).toString("base64url")],
    };
    await mkdir(dir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  const stored = JSON.parse(await readFile(file, "utf8")) as Omit<ProviderSecrets, "publicKeys">;
  return { ...stored, publicKeys: stored.signingKeys.map(publicPart) };
}

function publicPart({ kty, n, e, kid, alg, use, crv, x, y }: JWK): JWK {
  return Object.fromEntries(
    Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, value]) => value),
  ) as JWK;
}
