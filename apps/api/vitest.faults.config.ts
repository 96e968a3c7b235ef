import { defineConfig } from "vitest/config";

/**
 * Fault tests: the API as real processes (killed, restarted, two at once) over one PostgreSQL
 * database (TEST_DATABASE_URL) and an SMTP server of the test's. Minutes long by nature (a task
 * whose process died waits out its expiry), so apart from the unit suites.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["faults/**/*.test.ts"],
    globalSetup: ["faults/support/require-postgres.ts", "test/global-setup.ts"],
    // Each file has its own database, SMTP server and API processes: both wait side by side.
    fileParallelism: true,
    maxWorkers: 2,
    hookTimeout: 60_000,
    testTimeout: 420_000,
  },
});
