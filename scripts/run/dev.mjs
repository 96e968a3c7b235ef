// `npm run dev`: the API restarts on change and the planner rebuilds on change, both served on the
// one HTTPS origin (reload the page after a rebuild).
import { exec, execOrThrow } from "./steps.mjs";

await execOrThrow("turbo", [
  "run",
  "build",
  "--filter=@releve/api^...",
  "--filter=@releve/planner",
]);
const children = [
  exec("pnpm", ["--filter", "@releve/planner", "exec", "vite", "build", "--watch"]),
  exec("pnpm", ["--filter", "@releve/api", "run", "dev"]),
];
process.exitCode = Math.max(...(await Promise.all(children)));
