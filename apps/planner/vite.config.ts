import { readFileSync } from "node:fs";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react-swc";
import { VitePWA } from "vite-plugin-pwa";
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
    // An installable app whose every page opens without the network (decision 047): the service
    // worker keeps the built files and answers page addresses with the planner; the API, the
    // sign-in provider and the server's own files always go to the network, and it keeps
    // nothing private — the calendar read offline is the planner's own snapshot.
    VitePWA({
      registerType: "autoUpdate",
      // A script of its own in the page, outside the first route's JavaScript.
      injectRegister: "script",
      includeAssets: ["favicon.svg"],
      manifest: {
        name: "Relève",
        short_name: "Relève",
        description: "Planification des activités opérationnelles et des moyens d'intervention",
        lang: "fr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#B3001F",
        background_color: "#FFFFFF",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        // Fonts in WOFF2 only: every browser with a service worker reads it.
        globPatterns: ["**/*.{js,css,html,svg,woff2}", "icons/*.png"],
        // The tutorials open from the help menu, with the network.
        globIgnores: ["help/**"],
        navigateFallback: "/index.html",
        // What the server answers itself (API, sign-in, documentation, health, files): never
        // a page of the planner.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/api-docs(\/|$)/,
          /^\/oidc\//,
          /^\/health$/,
          /\.[a-z0-9]+$/i,
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
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
