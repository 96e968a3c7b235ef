import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** What a placeholder stands for: lines of text, a block (card, image, chart) or an avatar. */
export const skeletonShapes = ["text", "block", "circle"] as const;

/** One of {@link skeletonShapes}. */
export type SkeletonShapeName = (typeof skeletonShapes)[number];

/** Diameters of a circle placeholder, matching the control sizes it usually stands in for. */
export const skeletonCircleSizes = ["sm", "md", "lg"] as const;

/** One of {@link skeletonCircleSizes}. */
export type SkeletonCircleSize = (typeof skeletonCircleSizes)[number];

/** The group: its placeholders stacked on the grid, as the content they stand for would be. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  width: "100%",
});

const pulse = keyframes({
  "0%, 100%": { opacity: 1 },
  "50%": { opacity: 0.55 },
});

const base = style({
  display: "block",
  backgroundColor: vars.color.surfacePressed,
  animationName: pulse,
  // Six slow steps (≈ 2 s): a pulse too slow to read as flashing (WCAG 2.3.1), zeroed with the
  // other motion tokens.
  animationDuration: `calc(${vars.motion.duration.slow} * 6)`,
  animationTimingFunction: "ease-in-out",
  animationIterationCount: "infinite",
  "@media": {
    "(prefers-reduced-motion: reduce)": { animationName: "none" },
  },
});

/** Class names of a placeholder for a given shape. */
export const shape = recipe({
  base,
  variants: {
    shape: {
      text: {
        display: "flex",
        flexDirection: "column",
        // Fills its column, or what a circle beside it leaves in a row.
        width: "100%",
        minWidth: 0,
        gap: vars.space[2],
        backgroundColor: "transparent",
      },
      block: {
        width: "100%",
        height: vars.space[12],
        borderRadius: vars.radius.md,
      },
      circle: {
        flexShrink: 0,
        borderRadius: vars.radius.full,
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.space[12], height: vars.space[12] },
    } satisfies Record<SkeletonCircleSize, object>,
  },
});

/** One line of a text placeholder: as tall as a line of body text's letters. */
export const line = style({
  display: "block",
  height: vars.font.size.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfacePressed,
  selectors: {
    // A paragraph's last line is rarely full: a shorter bar reads as text, not as a table.
    "&:last-child:not(:first-child)": { width: "60%" },
  },
});
