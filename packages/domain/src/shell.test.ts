import { describe, expect, it } from "vitest";
import { environments } from "./reference-data.js";
import {
  interfaceLanguage,
  isNonProductionEnvironment,
  logoLanguage,
  roleLabelKey,
  tutorialLanguage,
} from "./shell.js";

describe("role label key (spec 01 §6)", () => {
  it("is data.role.{code}.label", () => {
    expect(roleLabelKey("CAPS")).toBe("data.role.CAPS.label");
  });
});

describe("logo language (spec 01 §2, §9)", () => {
  it("is the locale's language when a logo exists in it", () => {
    expect(logoLanguage("de-CH")).toBe("de");
    expect(logoLanguage("en")).toBe("en");
  });

  it("falls back to French", () => {
    expect(logoLanguage("it")).toBe("fr");
  });
});

describe("non-production alert (spec 02 §9)", () => {
  it("is shown in local, dev, test and validation, never in production", () => {
    expect(environments.filter(isNonProductionEnvironment)).toEqual([
      "local",
      "dev",
      "test",
      "validation",
    ]);
  });
});

describe("tutorialLanguage", () => {
  it("is the user's language when the tutorial exists in it, French otherwise", () => {
    expect(tutorialLanguage("en-GB")).toBe("en");
    expect(tutorialLanguage("de")).toBe("de");
    expect(tutorialLanguage("fr-BE")).toBe("fr");
    expect(tutorialLanguage("it-IT")).toBe("fr");
  });
});

describe("interfaceLanguage", () => {
  it("is the browser's language when offered, French otherwise", () => {
    expect(interfaceLanguage("de-AT")).toBe("de");
    expect(interfaceLanguage("en-US")).toBe("en");
    expect(interfaceLanguage("es-ES")).toBe("fr");
    expect(interfaceLanguage("")).toBe("fr");
  });
});
