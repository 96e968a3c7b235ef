import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Catalogue of the strings @releve/ui renders itself (not the planner's). French is the source
 * language; origins and line numbers are left out so a catalogue only changes when a message does.
 */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "de"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx", "**/locales/**"],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
});
