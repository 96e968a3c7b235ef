// What the tests need from the system: Debian's Chromium and PostgreSQL. Installed with apt when
// missing and running as root; otherwise a message says what to install.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execOrThrow } from "./steps.mjs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), newest version first. */
function postgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** Installs Chromium and PostgreSQL from Debian's packages when they are missing. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push("chromium");
  if (!postgresBinDir()) missing.push("postgresql");
  if (missing.length === 0) {
    console.info(`Chromium at ${chromiumPath}, PostgreSQL in ${postgresBinDir()}`);
    return;
  }
  const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (!isRoot() || !hasApt) {
    throw new Error(
      `The tests need ${missing.join(" and ")}. Install them (Debian/Ubuntu: ` +
        `sudo apt-get install -y ${missing.join(" ")}), or set CHROMIUM_PATH and PG_BIN_DIR ` +
        "to where they are, then run the tests again.",
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await execOrThrow("apt-get", ["update", "-qq"], { env });
  await execOrThrow("apt-get", ["install", "-y", "-qq", ...missing], { env });
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 (as the postgres user when running as
 * root, since PostgreSQL refuses to run as root) and returns its URL and a stop function.
 */
export async function startPostgres(port = 54329) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error("PostgreSQL is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "releve-pg-"));
  const dataDir = path.join(dir, "data");
  const asPostgres = isRoot() ? ["runuser", "-u", "postgres", "--"] : [];
  if (isRoot()) chownSync(dir, Number(idOf("postgres", "-u")), Number(idOf("postgres", "-g")));
  const run = (program, args) => {
    const [command, ...prefix] = [...asPostgres, path.join(binDir, program)];
    return execOrThrow(command, [...prefix, ...args], { stdio: ["ignore", "ignore", "inherit"] });
  };
  await run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  writeFileSync(path.join(dir, "README"), "Throwaway PostgreSQL cluster of the Relève tests\n");
  await run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(user, flag) {
  return spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim();
}
