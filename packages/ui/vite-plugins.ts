import path from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react-swc";
import type { Plugin, PluginOption } from "vite";

/**
 * The Vite plugins every consumer of these sources needs: vanilla-extract for `*.css.ts`, React
 * through SWC with the Lingui macro plugin. Shared by the unit tests (vitest.config.ts) and
 * Storybook (.storybook/main.ts `viteFinal`, which the Storybook Vitest project reuses).
 */
export function releveVitePlugins(): PluginOption[] {
  return [
    vanillaExtractPlugin(),
    react({
      plugins: [["@lingui/swc-plugin", {}]],
    }),
  ];
}

const packageDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Resolves bare imports made by files under `dir` as if this package had made them.
 *
 * Storybook's configuration lives at the repository root (`.storybook/`), but with pnpm the
 * packages it needs (react, @lingui/react, …) are only installed in `packages/ui/node_modules`;
 * Vite would look for them from the root and fail. Only files under `dir` are redirected.
 */
export function resolveImportsAsPackage(dir: string): Plugin {
  const anchor = path.join(packageDir, "package.json");
  return {
    name: "releve:resolve-imports-as-ui-package",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const isBare = !/^[./\0]/.test(source) && !source.includes(":");
      if (!isBare || !importer?.startsWith(dir)) return null;
      return this.resolve(source, anchor, { ...options, skipSelf: true });
    },
  };
}
