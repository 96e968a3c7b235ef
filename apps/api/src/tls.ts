import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generate } from "selfsigned";
import type { Config } from "./config.js";

/** Certificate and key in PEM. */
export interface TlsMaterial {
  cert: string;
  key: string;
  /** Where the certificate lives on disk, to trust it (NODE_EXTRA_CA_CERTS, the browser). */
  certFile: string;
  generated: boolean;
}

/**
 * The HTTPS certificate: the configured one, or a self-signed certificate for localhost made on
 * first start and kept under `.data/tls` (the sign-in library refuses an `http:` authority, so
 * even local use is HTTPS).
 */
export async function loadTls(config: Config): Promise<TlsMaterial> {
  if (config.tls.certFile && config.tls.keyFile) {
    return {
      cert: await readFile(config.tls.certFile, "utf8"),
      key: await readFile(config.tls.keyFile, "utf8"),
      certFile: config.tls.certFile,
      generated: false,
    };
  }
  const dir = path.join(config.dataDir, "tls");
  const certFile = path.join(dir, "localhost.crt");
  const keyFile = path.join(dir, "localhost.key");
  if (existsSync(certFile) && existsSync(keyFile)) {
    return {
      cert: await readFile(certFile, "utf8"),
      key: await readFile(keyFile, "utf8"),
      certFile,
      generated: false,
    };
  }
  const now = new Date();
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keySize: 2048,
    algorithm: "sha256",
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + 825 * 24 * 3600 * 1000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
        ],
      },
    ],
  });
  await mkdir(dir, { recursive: true });
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { cert: pems.cert, key: pems.private, certFile, generated: true };
}
