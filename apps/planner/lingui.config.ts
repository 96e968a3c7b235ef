import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** French is the source language; English and German are complete translations. */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "de"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", "**/locales/**"],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
});
