import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/**
 * The box every story renders in, and the element the visual tests photograph: padded so focus
 * rings (drawn outside the control) are inside the picture, sized to its content so a baseline
 * only changes when the component does. Motion tokens are zeroed: stories are still images.
 */
export const storyFrame = style({
  display: "inline-block",
  padding: vars.space[4],
  backgroundColor: vars.color.background,
  vars: {
    [vars.motion.duration.fast]: "0ms",
    [vars.motion.duration.normal]: "0ms",
    [vars.motion.duration.slow]: "0ms",
  },
});

/** A row of examples (variants, sizes) on the spacing grid. */
export const storyRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
});

/** Narrow column, to show how long labels wrap. */
export const storyNarrow = style({
  width: vars.size.fieldMaxWidth,
});
