import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../tokens/contract.css";

/** Sizes of the stage an overlay story is drawn on. */
export const storyStageSizes = ["compact", "regular", "wide", "phone"] as const;

/** One of {@link storyStageSizes}. */
export type StoryStageSize = (typeof storyStageSizes)[number];

/**
 * The stage of an overlay story: a fixed box inside the photographed story frame, which the
 * overlay is portalled into. The sizes are pictures, not design values: `phone` is a 360 × 640
 * screen, `regular` is just above the 640 px small-screen boundary, `wide` holds a large dialog.
 */
export const overlayStage = recipe({
  base: {
    position: "relative",
    // A transformed box is the containing block of its fixed-position descendants, so a modal
    // overlay (fixed to the viewport in an app) covers this stage instead of the whole page.
    transform: "translateZ(0)",
    overflow: "hidden",
    padding: vars.space[4],
    borderWidth: vars.border.thin,
    borderStyle: "dashed",
    borderColor: vars.color.borderSubtle,
    backgroundColor: vars.color.background,
  },
  variants: {
    size: {
      compact: { width: "28rem", height: "16rem" },
      regular: { width: "42rem", height: "30rem" },
      wide: { width: "58rem", height: "34rem" },
      phone: { width: "22.5rem", height: "40rem" },
    } satisfies Record<StoryStageSize, object>,
    /** Where the trigger sits: at the top, or at the bottom to leave room above it. */
    align: {
      top: {},
      bottom: {
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        alignItems: "flex-start",
      },
    },
  },
  defaultVariants: { size: "regular", align: "top" },
});

/** The box of a story of a field with a floating list: a field column wide. */
export const selectStage = style({
  width: vars.size.fieldMaxWidth,
});

/**
 * Room for an open list under the field: label, control and the list's seven and a half rows
 * (see `Select.css.ts`) take about ten control heights.
 */
export const selectStageOpen = style({
  minHeight: `calc(${vars.size.controlMd} * 10)`,
});

/** A wider stage, for controls laid out in a row (pagination). */
export const selectStageWide = style({
  width: `calc(${vars.size.fieldMaxWidth} * 2)`,
});

/**
 * The box a picker story renders in, and its popover's portal: as wide as a field, positioned so
 * the popover is placed inside it, and tall enough, when the calendar is open, for the photographed
 * frame to hold it (label, field, 8 px offset and a six-week month).
 */
export const pickerStage = style({
  position: "relative",
  width: vars.size.fieldMaxWidth,
});

export const pickerStageOpen = style([
  pickerStage,
  {
    // Label and field (≈ 4.5rem) plus the popover's six-week month (≈ 23rem).
    minHeight: "28rem",
  },
]);
