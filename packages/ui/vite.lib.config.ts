import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { releveVitePlugins } from "./vite-plugins.ts";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/**
 * Every package a consumer installs beside this one stays an import (with its subpaths),
 * including the Inter stylesheets of `@fontsource/inter`: the consumer's bundler then emits the
 * font files as files (a library build would inline them into `style.css` as 1 MB of base64).
 */
const provided = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isProvided = (id: string) =>
  provided.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The build a sister tool installs: ES modules, one per source module so a bundler keeps only
 * what is imported, and one stylesheet (`dist/style.css`) holding every component's styles and the
 * reset. The shipped Inter fonts stay imports of `@fontsource/inter` (see `provided`). Type
 * declarations come from `tsc -p tsconfig.build.json` into `dist/types`.
 */
export default defineConfig({
  plugins: releveVitePlugins(),
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      cssFileName: "style",
    },
    rolldownOptions: {
      external: isProvided,
      output: {
        preserveModules: true,
        preserveModulesRoot: "src",
        // `Button.css.ts` compiles to plain class names: naming it `Button.css.js` would make a
        // consumer's vanilla-extract plugin take it for a stylesheet source to compile again.
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, ".styles")}.js`,
      },
    },
  },
});
