import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { breakpoints } from "./breakpoints";
import { vars } from "./contract.css";

/** The conditions a responsive sprinkle takes, smallest first (mobile-first). */
export const responsiveConditions = ["mobile", "tablet", "desktop"] as const;

type ColourRole = keyof typeof vars.color;

/** A subset of the colour roles, so a sprinkle only offers the roles meant for its property. */
function roles<Role extends ColourRole>(names: readonly Role[]): Record<Role, string> {
  return Object.fromEntries(names.map((name) => [name, vars.color[name]])) as Record<Role, string>;
}

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { "@media": `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: "mobile",
  responsiveArray: responsiveConditions,
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "row-reverse", "column", "column-reverse"],
    flexWrap: ["nowrap", "wrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    // Logical properties, so a layout mirrors by itself in a right-to-left language.
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    marginInlineStart: { ...vars.space, auto: "auto" },
    marginInlineEnd: { ...vars.space, auto: "auto" },
    textAlign: ["start", "center", "end"],
  },
  shorthands: {
    padding: ["paddingBlockStart", "paddingBlockEnd", "paddingInlineStart", "paddingInlineEnd"],
    paddingBlock: ["paddingBlockStart", "paddingBlockEnd"],
    paddingInline: ["paddingInlineStart", "paddingInlineEnd"],
    margin: ["marginBlockStart", "marginBlockEnd", "marginInlineStart", "marginInlineEnd"],
    marginBlock: ["marginBlockStart", "marginBlockEnd"],
    marginInline: ["marginInlineStart", "marginInlineEnd"],
  },
});

const appearance = defineProperties({
  properties: {
    color: roles([
      "text",
      "textMuted",
      "textDisabled",
      "primary",
      "onPrimary",
      "danger",
      "onDanger",
      "warning",
      "info",
      "success",
      "link",
    ]),
    backgroundColor: roles([
      "background",
      "surface",
      "surfacePressed",
      "surfaceDisabled",
      "primary",
      "danger",
      "dangerSurface",
      "warningSurface",
      "infoSurface",
      "successSurface",
    ]),
    borderRadius: vars.radius,
  },
});

/**
 * Atomic classes over the theme contract, for layout glue in apps and stories:
 * `sprinkles({ display: "flex", gap: 2, padding: { mobile: 2, desktop: 4 }, color: "textMuted" })`.
 * Spacing takes grid steps (`vars.space`), colours take role names, and every layout property can
 * be given per breakpoint (an object, or an array `[mobile, tablet, desktop]`). Components keep
 * their own recipes; sprinkles are for arranging them.
 */
export const sprinkles = createSprinkles(layout, appearance);

/** The argument of {@link sprinkles}: every property it takes, with its allowed values. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
