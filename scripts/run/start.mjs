// `npm start`: builds what the product serves, then starts it (migrations and demo data run at
// start). Runs on Node 24 with the workspace installed.
import { exec, execOrThrow } from "./steps.mjs";

const filters = ["--filter=@releve/api", "--filter=@releve/planner"];
console.info("▶ build");
await execOrThrow("turbo", ["run", "build", ...filters, "--output-logs=errors-only"]);
process.exitCode = await exec(process.execPath, ["apps/api/dist/main.js"]);
