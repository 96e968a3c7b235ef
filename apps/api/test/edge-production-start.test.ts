import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { temporaryDirectory } from "./support/server.js";

const apiDir = path.resolve(import.meta.dirname, "..");
let data: Awaited<ReturnType<typeof temporaryDirectory>>;

beforeEach(async () => {
  data = await temporaryDirectory();
});

afterEach(async () => {
  await data?.remove();
});

/** Starts the API's main as `npm start` does (from its sources), with only `env`; how it ended. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? "", RELEVE_DATA_DIR: data.dir, PORT: "18643", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    // A start that goes on is a failure of its own: the refusal comes before anything opens.
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const externalAuthority = {
  OIDC_AUTHORITY: "https://login.microsoftonline.com/tenant/v2.0",
  OIDC_CLIENT_ID: "planner",
  OIDC_AUDIENCE: "api://releve",
  SMTP_URL: "smtps://planning:secret@smtp.example.org:465",
};

describe("production refuses the demo sign-in (decision 021)", () => {
  it("refuses to start without an external authority, before it opens the database", async () => {
    const { code, stderr } = await start({ RELEVE_ENVIRONMENT: "production" });
    expect(code).toBe(1);
    expect(stderr).toContain(
      "Configuration error: RELEVE_ENVIRONMENT=production needs OIDC_AUTHORITY",
    );
    expect(stderr).toContain("lets anyone sign in as any user");
    // No database, no provider keys, no certificate: nothing was written.
    expect(await readdir(data.dir)).toEqual([]);
  }, 30_000);

  it("refuses to write the demo organisation", async () => {
    const { code, stderr } = await start({
      RELEVE_ENVIRONMENT: "production",
      RELEVE_DEMO_DATA: "1",
      ...externalAuthority,
    });
    expect(code).toBe(1);
    expect(stderr).toContain("Configuration error: RELEVE_DEMO_DATA=1");
    expect(await readdir(data.dir)).toEqual([]);
  }, 30_000);

  it("refuses to start without a mail server: the local inbox would keep every e-mail", async () => {
    const { SMTP_URL: _none, ...withoutMail } = externalAuthority;
    const { code, stderr } = await start({ RELEVE_ENVIRONMENT: "production", ...withoutMail });
    expect(code).toBe(1);
    expect(stderr).toContain("Configuration error: RELEVE_ENVIRONMENT=production needs SMTP_URL");
    expect(await readdir(data.dir)).toEqual([]);
  }, 30_000);

  it("writes demo data on local, or elsewhere when asked, never in production", () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ RELEVE_ENVIRONMENT: "validation" }).demoData).toBe(false);
    expect(loadConfig({ RELEVE_ENVIRONMENT: "validation", RELEVE_DEMO_DATA: "1" }).demoData).toBe(
      true,
    );
    const production = loadConfig({ RELEVE_ENVIRONMENT: "production", ...externalAuthority });
    expect(production).toMatchObject({ demoData: false, apiDocs: false });
  });
});

describe("the origins allowed to call from a page", () => {
  it("are origins only: no path, no other scheme", () => {
    expect(
      loadConfig({ CORS_ORIGINS: "https://tool.example.org, http://localhost:5173/" }).corsOrigins,
    ).toEqual(["https://tool.example.org", "http://localhost:5173"]);
    for (const value of ["null", "*", "https://tool.example.org/path", "ftp://tool.example.org"]) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });
});
