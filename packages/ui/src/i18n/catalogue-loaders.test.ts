import { describe, expect, it } from "vitest";
import { loadUiMessages } from "./catalogue-loaders";
import { uiMessages } from "./catalogues";
import { uiLocales } from "./locales";

describe("loadUiMessages", () => {
  it.each(uiLocales)("loads the whole %s catalogue, and that one only", async (locale) => {
    const messages = await loadUiMessages(locale);
    expect(messages).toEqual(uiMessages[locale]);
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    for (const other of uiLocales.filter((item) => item !== locale)) {
      expect(messages).not.toEqual(uiMessages[other]);
    }
  });
});
