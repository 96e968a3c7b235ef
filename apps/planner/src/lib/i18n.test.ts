import type { Messages } from "@lingui/core";
import { languages } from "@releve/domain";
import { uiMessages } from "@releve/ui";
import { describe, expect, it, vi } from "vitest";

/** Every compiled catalogue, by file: the planner's own and the design system's. */
const catalogues: Record<string, Messages> = {
  ...import.meta.glob<Messages>(["../locales/*/*.ts", "../features/*/locales/*/messages.ts"], {
    eager: true,
    import: "messages",
  }),
};

describe("the merged catalogues", () => {
  it.each(languages)("never give one message two translations (%s)", (language) => {
    const sources: [string, Messages][] = [
      [`@releve/ui (${language})`, uiMessages[language]],
      ...Object.entries(catalogues).filter(([path]) => path.split("/").at(-2) === language),
    ];
    const seen = new Map<string, { file: string; text: string }>();
    const conflicts: string[] = [];
    for (const [file, messages] of sources) {
      for (const [id, compiled] of Object.entries(messages)) {
        const text = JSON.stringify(compiled);
        const earlier = seen.get(id);
        if (earlier && earlier.text !== text) {
          conflicts.push(`${id}: ${earlier.file} ${earlier.text} ≠ ${file} ${text}`);
        }
        seen.set(id, { file, text });
      }
    }
    expect(seen.size).toBeGreaterThan(Object.keys(uiMessages[language]).length);
    expect(conflicts).toEqual([]);
  });
});

describe("a feature's words", () => {
  it("load with its page, then follow every change of language", async () => {
    // A module of its own: the tests' set-up has opened every feature in the shared one.
    vi.resetModules();
    const { activateLanguage, i18n, loadFeatureMessages } = await import("./i18n");
    const english = catalogues["../features/automated-jobs/locales/en/messages.ts"] as Messages;
    const german = catalogues["../features/automated-jobs/locales/de/messages.ts"] as Messages;
    const [id] = Object.keys(english).filter((key) => english[key] !== german[key]);
    await activateLanguage("en");
    expect(i18n.messages[id as string]).toBeUndefined();
    await loadFeatureMessages("automated-jobs");
    expect(i18n.messages[id as string]).toEqual(english[id as string]);
    await activateLanguage("de");
    expect(i18n.messages[id as string]).toEqual(german[id as string]);
  });
});
