import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

const notSources = ["**/*.test.*", "**/locales/**"];
/**
 * The messages of the API's errors any page may meet (general, access) and of the sign-in
 * errors; those of actions on activities, means and registrations are in `lib/action-errors`.
 */
const errorMessageFiles = [
  "<rootDir>/src/lib/error-messages.ts",
  "<rootDir>/src/lib/error-messages-general.ts",
  "<rootDir>/src/lib/error-messages-access.ts",
  "<rootDir>/src/lib/sign-in-messages.ts",
];

/**
 * French is the source language; English and German are complete translations. Each feature
 * keeps its own catalogue beside its code (`src/features/<name>/locales/<locale>/messages.po`);
 * the shell's frame (`src/app`, `src/lib`) has one, and the API error messages another, since
 * they follow the domain's error catalogue rather than a screen.
 */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "de"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src/app", "<rootDir>/src/lib"],
      exclude: [
        ...notSources,
        ...errorMessageFiles,
        "<rootDir>/src/lib/findings/**",
        "<rootDir>/src/lib/planning/**",
        "<rootDir>/src/lib/registrations/**",
        "<rootDir>/src/lib/action-errors/**",
        "<rootDir>/src/lib/calendar-feed/**",
        "<rootDir>/src/lib/offline/**",
      ],
    },
    {
      path: "<rootDir>/src/locales/{locale}/errors",
      include: errorMessageFiles,
      exclude: notSources,
    },
    {
      // The refusals of actions on activities, means and registrations (their lifecycles and
      // staffing): loaded with every feature's pages, not at start-up.
      path: "<rootDir>/src/lib/action-errors/locales/{locale}/messages",
      include: ["<rootDir>/src/lib/action-errors/"],
      exclude: notSources,
    },
    {
      // The forms' findings: loaded with the pages that have a form, not at start-up.
      path: "<rootDir>/src/lib/findings/locales/{locale}/messages",
      include: ["<rootDir>/src/lib/findings/"],
      exclude: notSources,
    },
    {
      // The words activities and means share: loaded with the pages that show them.
      path: "<rootDir>/src/lib/planning/locales/{locale}/messages",
      include: ["<rootDir>/src/lib/planning/"],
      exclude: notSources,
    },
    {
      // The person's calendar beyond its page — its subscription (decision 045), its copy read
      // without the network and the sign-out that removes it (decision 047): loaded with the
      // profile and calendar pages, not at start-up. One catalogue, since every kit catalogue
      // is named in the start-up code.
      path: "<rootDir>/src/lib/calendar-feed/locales/{locale}/messages",
      include: ["<rootDir>/src/lib/calendar-feed/", "<rootDir>/src/lib/offline/"],
      exclude: notSources,
    },
    {
      // The registrations' actions, on every page that shows people on means.
      path: "<rootDir>/src/lib/registrations/locales/{locale}/messages",
      include: ["<rootDir>/src/lib/registrations/"],
      exclude: notSources,
    },
    {
      path: "<rootDir>/src/features/{name}/locales/{locale}/messages",
      include: ["<rootDir>/src/features/{name}/"],
      exclude: notSources,
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
});
