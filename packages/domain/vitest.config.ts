import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    // The property tests run ≥ 1,000 cases each (src/test-setup.ts): on a loaded machine with
    // coverage on, one can take longer than Vitest's 5 s default without anything being wrong.
    testTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/test-setup.ts", "src/test-support/**", "src/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
