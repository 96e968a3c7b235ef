import { describe, expect, it } from "vitest";
import { vars } from "../tokens/contract.css";
import { cssVariableName, pixels } from "./themeValues";

describe("cssVariableName", () => {
  it("takes the custom property out of a vars reference", () => {
    const name = cssVariableName(vars.space[4]);
    expect(name.startsWith("--")).toBe(true);
    expect(vars.space[4]).toBe(`var(${name})`);
  });

  it("ignores a fallback value after the name", () => {
    expect(cssVariableName("var(--space-4, 1rem)")).toBe("--space-4");
  });
});

describe("pixels", () => {
  it("rounds a measured length to two decimals", () => {
    expect(pixels(16)).toBe("16 px");
    expect(pixels(13.3333)).toBe("13.33 px");
  });
});
