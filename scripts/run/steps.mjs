// Shared helpers of the run scripts (Node 24): timed stages and child processes.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Runs a command in the repository, resolving with its exit code. */
export function exec(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and throws when it fails. */
export async function execOrThrow(command, args, options = {}) {
  const code = await exec(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

/** Formats seconds for the stage table. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs named stages in order, printing each one's duration, and a table at the end. Stops at the
 * first failure.
 */
export async function runStages(stages) {
  const results = [];
  let failed = false;
  for (const [name, action] of stages) {
    console.info(`\n▶ ${name}`);
    const started = performance.now();
    try {
      await action();
      results.push({ name, ok: true, ms: performance.now() - started });
      console.info(`✔ ${name} (${seconds(performance.now() - started)})`);
    } catch (error) {
      results.push({ name, ok: false, ms: performance.now() - started });
      console.error(`✖ ${name} failed: ${error instanceof Error ? error.message : error}`);
      failed = true;
      break;
    }
  }
  console.info("\nStage durations:");
  for (const result of results) {
    console.info(
      `  ${result.ok ? "✔" : "✖"} ${result.name.padEnd(34)} ${seconds(result.ms).padStart(8)}`,
    );
  }
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  console.info(`  ${"total".padEnd(36)} ${seconds(total).padStart(8)}`);
  const passed = results.filter((result) => result.ok).length;
  console.info(`stages: ${passed} passed, ${results.length - passed} failed`);
  return !failed;
}
