import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The `.po` catalogues of one language: the design system's and the planner's, every one. */
function catalogueFiles(language: string): string[] {
  const planner = path.join(root, "apps", "planner", "src");
  const features = readdirSync(path.join(planner, "features"));
  const own = readdirSync(path.join(planner, "locales", language))
    .filter((file) => file.endsWith(".po"))
    .map((file) => path.join(planner, "locales", language, file));
  return [
    path.join(root, "packages", "ui", "src", "locales", language, "messages.po"),
    ...own,
    ...features.map((feature) =>
      path.join(planner, "features", feature, "locales", language, "messages.po"),
    ),
  ];
}

/** Reads a `.po` string literal (possibly over several lines). */
function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line) as string).join("");
}

/** The translations of one language, by message key (context and id). */
function translations(language: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const file of catalogueFiles(language)) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue; // A feature without messages has no catalogue.
    }
    for (const block of text.split(/\n\s*\n/)) {
      const context = block.match(/^msgctxt ((?:".*"\n?)+)/m)?.[1];
      const id = block.match(/^msgid ((?:".*"\n?)+)/m)?.[1];
      const value = block.match(/^msgstr ((?:".*"\n?)+)/m)?.[1];
      if (id === undefined || value === undefined) continue;
      const read = (raw: string) => unquote(raw.trim().split("\n"));
      const key = `${context ? read(context) : ""}\u0004${read(id)}`;
      if (read(id) !== "") table.set(key, read(value));
    }
  }
  return table;
}

const french = translations("fr");
const english = translations("en");
const german = translations("de");

/** Whole messages worth checking: words, not placeholders, numbers or names shared by all. */
const isPlainWording = (text: string) => text.length > 2 && !/[{}#<>]/.test(text);

/** Texts of one language that another language translates differently. */
function onlyIn(source: Map<string, string>, target: Map<string, string>): Set<string> {
  const texts = new Set<string>();
  for (const [key, text] of source) {
    const translated = target.get(key);
    if (translated !== undefined && translated !== text && isPlainWording(text)) texts.add(text);
  }
  return texts;
}

/** French messages whose English differs: none of them may show once English is chosen. */
export const frenchOnlyTexts = onlyIn(french, english);

/** French or English messages whose German differs: none may show once German is chosen. */
export const germanOrFrenchOnlyTexts = new Set([
  ...onlyIn(french, german),
  ...onlyIn(english, german),
]);

/** Every text a person sees on the page: the trimmed text of each visible leaf element. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = getComputedStyle(parent);
      const box = parent.getBoundingClientRect();
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (box.width === 0 && box.height === 0) continue;
      texts.push(text);
    }
    return texts;
  });
}
