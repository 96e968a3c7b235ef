import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/test-setup.ts", "src/test-support/**", "src/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
