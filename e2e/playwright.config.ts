import path from "node:path";
import { defineConfig } from "@playwright/test";
import { demoDay } from "./tests/demo-day";

const port = Number(process.env.E2E_PORT ?? 8444);
const inboxWebPort = Number(process.env.E2E_INBOX_WEB_PORT ?? 1181);
const root = path.resolve(import.meta.dirname, "..");

/**
 * Journeys over the running product, started exactly as the README starts it (`npm start`), on
 * its own port and data directory, in Debian's Chromium.
 */
export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `https://localhost:${port}`,
    ignoreHTTPSErrors: true,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    // The planner's service worker would fetch every built file in each journey's fresh browser:
    // only the journey about working offline lets it in.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "npm start",
    cwd: root,
    url: `https://localhost:${port}/health`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      RELEVE_DATA_DIR: path.join(root, ".data", "e2e"),
      RELEVE_CLOCK_START: demoDay,
      LOG_LEVEL: "warn",
      // Every journey signs in from this one address, faster than a room of people would
      // (decision 021); the API's own limit stays the default.
      SIGN_IN_RATE_LIMIT: "600",
      TOKEN_RATE_LIMIT: "600",
      // The local inbox beside a product started by hand on the default ports.
      LOCAL_INBOX_SMTP_PORT: String(inboxWebPort - 55),
      LOCAL_INBOX_WEB_PORT: String(inboxWebPort),
    },
  },
});
