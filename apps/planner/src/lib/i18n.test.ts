import type { Messages } from "@lingui/core";
import { languages } from "@releve/domain";
import { uiMessages } from "@releve/ui";
import { describe, expect, it } from "vitest";

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
