import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** Thickness of the bar: `sm` inside tables and cards, `md` on its own. */
export const progressBarSizes = ["sm", "md"] as const;

/** One of {@link progressBarSizes}. */
export type ProgressBarSize = (typeof progressBarSizes)[number];

/** The progress bar: label and value on one line, the track under them. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  width: "100%",
  minWidth: vars.space[12],
  fontFamily: vars.font.family.body,
});

export const header = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[3],
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

export const value = style({
  marginInlineStart: "auto",
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});

/**
 * The track. Its outline is the `border` role (3:1 on the page, WCAG 1.4.11), so the end of the
 * scale, and with it the proportion done, is visible and not only the filled part.
 */
export const track = recipe({
  base: {
    position: "relative",
    overflow: "hidden",
    width: "100%",
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfacePressed,
    boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { height: vars.space[2] },
      md: { height: vars.space[3] },
    } satisfies Record<ProgressBarSize, object>,
  },
  defaultVariants: { size: "md" },
});

// `info`, not the brand red: progress is neutral news, and red already means "primary action" and
// "danger" in this system.
const fillBase = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.info,
});

/** The done part; its width is the percentage, set inline. */
export const fill = style([
  fillBase,
  {
    transitionProperty: "width",
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
  },
]);

// The segment is 40 % of the track and starts at 30 %: ±175 % of its own width takes it fully out
// on either side.
const sweep = keyframes({
  from: { transform: "translateX(-175%)" },
  to: { transform: "translateX(175%)" },
});

/**
 * An indeterminate bar: a segment sweeping across. With reduced motion (and in still pictures)
 * it stays put in the middle, which still reads as "in progress, amount unknown".
 */
export const indeterminateFill = style([
  fillBase,
  {
    insetInlineStart: "30%",
    width: "40%",
    animationName: sweep,
    // Five slow steps: a sweep calm enough to watch, zeroed with the other motion tokens.
    animationDuration: `calc(${vars.motion.duration.slow} * 5)`,
    animationTimingFunction: vars.motion.easing.standard,
    animationIterationCount: "infinite",
    "@media": {
      "(prefers-reduced-motion: reduce)": { animationName: "none" },
    },
  },
]);
