import { describe, expect, it } from "vitest";
import { breakpoints } from "./breakpoints";
import { responsiveConditions, type Sprinkles, sprinkles } from "./sprinkles.css";

describe("sprinkles", () => {
  it("gives one class per property and value, the same every time", () => {
    const once = sprinkles({ display: "flex", gap: 2, color: "textMuted" });
    expect(once.split(" ")).toHaveLength(3);
    expect(sprinkles({ display: "flex", gap: 2, color: "textMuted" })).toBe(once);
  });

  it("gives each breakpoint of a responsive value its own class", () => {
    const perBreakpoint = sprinkles({ padding: { mobile: 2, tablet: 4, desktop: 6 } });
    const asArray = sprinkles({ padding: [2, 4, 6] });
    expect(asArray).toBe(perBreakpoint);
    // padding is four logical properties, each at three breakpoints.
    expect(new Set(perBreakpoint.split(" ")).size).toBe(12);
    expect(sprinkles({ padding: 2 })).not.toBe(sprinkles({ padding: { tablet: 2 } }));
  });

  it("expands the block and inline shorthands into their logical properties", () => {
    expect(sprinkles({ paddingInline: 3 })).toBe(
      sprinkles({ paddingInlineStart: 3, paddingInlineEnd: 3 }),
    );
    expect(sprinkles({ marginBlock: 1 })).toBe(
      sprinkles({ marginBlockStart: 1, marginBlockEnd: 1 }),
    );
  });

  it("offers only grid steps and colour roles", () => {
    const offGrid: Sprinkles = {
      // @ts-expect-error 7 is not a step of the spacing grid
      gap: 7,
    };
    const rawColour: Sprinkles = {
      // @ts-expect-error colours are roles, never raw values
      color: "#E2001A",
    };
    const surfaceAsText: Sprinkles = {
      // @ts-expect-error a surface is a background role, not a text colour
      color: "surface",
    };
    expect(() => sprinkles(offGrid)).toThrow();
    expect(() => sprinkles(rawColour)).toThrow();
    expect(() => sprinkles(surfaceAsText)).toThrow();
  });

  it("lists its breakpoints mobile first", () => {
    expect(responsiveConditions).toEqual(["mobile", "tablet", "desktop"]);
    expect(breakpoints.tablet).toBe(640);
    expect(breakpoints.desktop).toBeGreaterThan(breakpoints.tablet);
  });
});
