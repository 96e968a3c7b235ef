import { readFileSync } from "node:fs";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react-swc";
import { defineConfig } from "vitest/config";

const { version } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  // The planner's own version: the sidebar's link to the release notes when the API's is unknown.
  define: { __PLANNER_VERSION__: JSON.stringify(version) },
  plugins: [
    // React Aria's own words (a table's sort announcements, a combo box's counts…) only in the
    // languages the planner speaks: every other language's strings are left out of the bundle.
    optimizeLocales.vite({ locales: ["fr", "en", "de"] }),
    react({ plugins: [["@lingui/swc-plugin", {}]] }),
    vanillaExtractPlugin(),
  ],
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: true,
    // The first route carries React DOM, the router and the sign-in library (~165 kB gzipped of
    // the ~295 kB it weighs) in one chunk; its weight is checked by bench/bundle-size.mjs
    // (decision 023) rather than by this generic warning.
    chunkSizeWarningLimit: 1000,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the start-up imports in one chunk (decision 030): without it, each module
          // the shell shares with a lazy page (a dialog, a menu, a badge) is cut into a chunk of
          // its own, a dozen small files the first route downloads and compresses apart.
          groups: [{ name: "shell", tags: ["$initial"] }],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Above the five seconds a `findBy…` waits, so a test that waits in vain says for what.
    testTimeout: 15_000,
  },
});
