import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** Sizes of the stage an overlay story is drawn on. */
export const storyStageSizes = ["compact", "regular", "wide", "phone"] as const;

/** One of {@link storyStageSizes}. */
export type StoryStageSize = (typeof storyStageSizes)[number];

/**
 * The stage of an overlay story: a fixed box inside the photographed story frame, which the
 * overlay is portalled into. The sizes are pictures, not design values: `phone` is a 360 × 640
 * screen, `regular` is just above the 640 px small-screen boundary, `wide` holds a large dialog.
 */
export const storyStage = recipe({
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
