import { realpathSync } from "node:fs";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react-swc";
import { defineConfig } from "vite";

const here = import.meta.dirname;
const ui = path.resolve(here, "../../packages/ui");

/**
 * A production build of the benchmark page: React's production build, the design system's
 * sources compiled as the planner compiles them (vanilla-extract, SWC with the Lingui macro).
 */
export default defineConfig({
  root: here,
  base: "./",
  logLevel: "warn",
  plugins: [vanillaExtractPlugin(), react({ plugins: [["@lingui/swc-plugin", {}]] })],
  resolve: {
    // The page itself builds Relève's dates; that package is a dependency of @releve/ui.
    alias: {
      "@internationalized/date": realpathSync(
        path.join(ui, "node_modules/@internationalized/date"),
      ),
    },
    dedupe: ["react", "react-dom", "@lingui/core", "@lingui/react"],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4096,
  },
});
