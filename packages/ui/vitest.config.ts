import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { releveVitePlugins } from "./vite-plugins.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Fixed so that visual baselines do not depend on the machine running them. */
const viewport = { width: 1200, height: 900 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: releveVitePlugins(),
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup-unit.ts"],
        },
      },
      {
        // The packed package, installed outside the workspace (see package-test/consume.test.ts):
        // none of the workspace's build plugins, as a sister tool's bundler would not have them.
        test: {
          name: "package",
          environment: "node",
          include: ["package-test/**/*.test.ts"],
          // The installed package's modules go through Vite like a bundler would take them
          // (its font stylesheet imports included), not straight to Node.
          server: { deps: { inline: true } },
          // Importing the installed package puts all of it through Vite: over a minute when the
          // machine is busy with other suites.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // storybookTest applies .storybook/main.ts `viteFinal` (vanilla-extract, SWC + Lingui):
        // the plugins are not repeated here.
        plugins: [storybookTest({ configDir: path.join(here, "../../.storybook") })],
        optimizeDeps: {
          // Discovered late otherwise, and Vite reloads the page in the middle of a test.
          include: [
            "@vanilla-extract/recipes/createRuntimeFn",
            "@internationalized/date",
            "@vanilla-extract/sprinkles/createRuntimeSprinkles",
          ],
        },
        test: {
          name: "storybook",
          // Where a failed visual test leaves `<story>-actual-*.png` and `<story>-diff-*.png`
          // (git-ignored); the expected image is the committed baseline in `__screenshots__/`.
          attachmentsDir: ".vitest-attachments",
          setupFiles: ["./src/test/setup-storybook.ts"],
          browser: {
            enabled: true,
            headless: true,
            viewport,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
                args: [
                  "--headless",
                  "--no-sandbox",
                  "--disable-gpu",
                  "--disable-background-networking",
                  "--disable-component-update",
                  "--disable-sync",
                  "--no-first-run",
                ],
              },
              contextOptions: {
                deviceScaleFactor: 1,
                reducedMotion: "reduce",
                colorScheme: "light",
              },
            }),
            instances: [{ browser: "chromium" }],
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: {
                  // Per-pixel colour tolerance (YIQ): pixelmatch's default, 0.1, let a darker
                  // shade of the primary red (#E2001A → #C0001A) through; 0.02 does not.
                  threshold: 0.02,
                  // Anti-aliased edges are ignored; this absorbs what is left of text rasterising.
                  allowedMismatchedPixelRatio: 0.002,
                },
              },
            },
          },
        },
      },
    ],
  },
});
