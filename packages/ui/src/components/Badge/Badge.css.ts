import { createVar, type StyleRule, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/**
 * Tones of a badge. `brand` is the organisation's red, filled: it draws the eye to counts of
 * things waiting for someone; the others are tinted surfaces for statuses.
 */
export const badgeTones = ["neutral", "info", "success", "warning", "danger", "brand"] as const;

/** Sizes of a badge, following the type scale of the text it sits next to. */
export const badgeSizes = ["sm", "md"] as const;

/** One of {@link badgeTones}. */
export type BadgeTone = (typeof badgeTones)[number];
/** One of {@link badgeSizes}. */
export type BadgeSize = (typeof badgeSizes)[number];

const background = createVar();
const foreground = createVar();

// Each pair is one of the theme's documented text-on-surface pairs (≥ 4.5:1, WCAG 1.4.3).
const tones: Record<BadgeTone, { background: string; foreground: string }> = {
  neutral: { background: vars.color.surfacePressed, foreground: vars.color.text },
  info: { background: vars.color.infoSurface, foreground: vars.color.info },
  success: { background: vars.color.successSurface, foreground: vars.color.success },
  warning: { background: vars.color.warningSurface, foreground: vars.color.warning },
  danger: { background: vars.color.dangerSurface, foreground: vars.color.danger },
  brand: { background: vars.color.primary, foreground: vars.color.onPrimary },
};

const toneStyle = (tone: BadgeTone): StyleRule => ({
  vars: { [background]: tones[tone].background, [foreground]: tones[tone].foreground },
});

const sizes: Record<BadgeSize, StyleRule> = {
  sm: {
    minHeight: vars.space[5],
    paddingInline: vars.space[2],
    fontSize: vars.font.size.xs,
  },
  md: {
    minHeight: vars.space[6],
    paddingInline: vars.space[2],
    fontSize: vars.font.size.sm,
  },
};

/** Class names of a badge for a given tone and size. */
export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space[1],
    maxWidth: "100%",
    borderRadius: vars.radius.full,
    backgroundColor: background,
    color: foreground,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    verticalAlign: "middle",
  },
  variants: {
    tone: {
      neutral: toneStyle("neutral"),
      info: toneStyle("info"),
      success: toneStyle("success"),
      warning: toneStyle("warning"),
      danger: toneStyle("danger"),
      brand: toneStyle("brand"),
    },
    size: sizes,
  },
  defaultVariants: { tone: "neutral", size: "md" },
});

/**
 * A count is a pill at least as wide as it is high, its digits of equal width. Declared after
 * {@link badge} so that its padding wins at equal specificity.
 */
export const count = recipe({
  base: {
    justifyContent: "center",
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    size: {
      sm: { minWidth: vars.space[5], paddingInline: vars.space[1] },
      md: { minWidth: vars.space[6], paddingInline: vars.space[2] },
    } satisfies Record<BadgeSize, StyleRule>,
  },
  defaultVariants: { size: "md" },
});

/** A label longer than the room it has wraps rather than overflowing; none of it is hidden. */
export const text = style({
  minWidth: 0,
  // Half a grid step: a wrapped label keeps off the rounded edges, one line keeps its height.
  paddingBlock: `calc(${vars.space[1]} / 2)`,
  overflowWrap: "anywhere",
});
