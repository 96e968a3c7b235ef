import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { releveVitePlugins, resolveImportsAsPackage } from "../packages/ui/vite-plugins.ts";

const configDir = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.join(configDir, "../packages/ui");

// Storybook's packages are dependencies of @releve/ui, not of the repository root (pnpm does not
// hoist them), so they are resolved from there and handed to Storybook as absolute paths.
const requireFromUi = createRequire(path.join(uiDir, "package.json"));
const packageDir = (name: string): string =>
  path.dirname(requireFromUi.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.tsx"],
  framework: { name: packageDir("@storybook/react-vite"), options: {} },
  addons: [
    packageDir("@storybook/addon-docs"),
    packageDir("@storybook/addon-a11y"),
    packageDir("@storybook/addon-vitest"),
  ],
  core: { disableTelemetry: true },
  // react-docgen-typescript needs the TypeScript JS API, which TypeScript 7 (native) no longer has.
  typescript: { reactDocgen: "react-docgen" },
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Vite resolves and pre-bundles dependencies from its root: it must be the package that
      // declares them, not the repository root Storybook would pick (the config directory's parent).
      root: uiDir,
      plugins: [
        ...(viteConfig.plugins ?? []),
        resolveImportsAsPackage(configDir),
        ...releveVitePlugins(),
      ],
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        // Discovered late otherwise, and Vite reloads the page in the middle of a story.
        include: [
          ...(viteConfig.optimizeDeps?.include ?? []),
          "@vanilla-extract/recipes/createRuntimeFn",
          "@internationalized/date",
          "@vanilla-extract/sprinkles/createRuntimeSprinkles",
        ],
      },
    };
  },
};

export default config;
