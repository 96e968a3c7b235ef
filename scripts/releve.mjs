#!/usr/bin/env node
// The README's commands: `npm start`, `npm test` (and `npm run dev`). This file runs on whatever
// Node the machine has (Node 20 is enough): it installs the workspace with pnpm, then hands over
// to Node 24 LTS, which comes from the registry as a dependency where the machine's Node is older.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
const pnpmVersion = "10.33.0";
const minimumNodeMajor = 24;

const commands = {
  start: ["scripts/run/start.mjs"],
  test: ["scripts/run/test.mjs"],
  dev: ["scripts/run/dev.mjs"],
};

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  return result.status ?? 1;
}

function install() {
  const env = {
    ...process.env,
    // Browsers come from the system (Debian's Chromium); test tools must not download their own.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    npm_config_update_notifier: "false",
  };
  const localPnpm = path.join(bin, "pnpm");
  const [command, args] = existsSync(localPnpm)
    ? [localPnpm, []]
    : ["npx", ["--yes", `pnpm@${pnpmVersion}`]];
  console.info(`▶ install (pnpm ${pnpmVersion})`);
  const status = run(command, [...args, "install", "--frozen-lockfile", "--reporter=append-only"], {
    env,
    shell: process.platform === "win32",
  });
  if (status !== 0) fail("The install failed (see above). It needs the npm registry.");
}

/** Node 24 LTS: this Node when recent enough, else the one installed from the registry. */
function node24() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= minimumNodeMajor) return process.execPath;
  const candidate = path.join(bin, process.platform === "win32" ? "node.exe" : "node");
  if (existsSync(candidate)) {
    const probe = spawnSync(candidate, ["--version"], { encoding: "utf8" });
    if (
      probe.status === 0 &&
      Number(probe.stdout.trim().slice(1).split(".")[0]) >= minimumNodeMajor
    ) {
      return candidate;
    }
  }
  fail(
    `Relève needs Node.js ${minimumNodeMajor} LTS. This machine has Node ${process.versions.node}, and ` +
      `no Node ${minimumNodeMajor} package exists in the registry for ${process.platform}-${process.arch}. ` +
      `Install Node.js ${minimumNodeMajor} LTS (https://nodejs.org/) and run the command again.`,
  );
}

const name = process.argv[2];
const script = commands[name];
if (!script) fail(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(", ")}.`);

install();
const node = node24();
const env = {
  ...process.env,
  PATH: [bin, path.dirname(node), process.env.PATH].join(path.delimiter),
  TURBO_TELEMETRY_DISABLED: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};
process.exit(run(node, [...script, ...process.argv.slice(3)], { env }));
