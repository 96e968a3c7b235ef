import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Builds the migrated and seeded PGlite template once per run (or checks the PostgreSQL
    // server of TEST_DATABASE_URL); every test file then gets its own database from it.
    globalSetup: ["test/global-setup.ts"],
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
