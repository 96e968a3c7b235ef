import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** The stacking sample: its own stacking context, so the layers' z-indices stay inside it. */
export const stack = style({
  position: "relative",
  isolation: "isolate",
  width: "26rem",
  height: "13rem", // five steps of space.8 plus one layer
});

export const layer = style({
  position: "absolute",
  width: "14rem",
  height: vars.space[12],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  display: "flex",
  // The label sits at the top, where the next layer (one step lower) does not cover it.
  alignItems: "flex-start",
  gap: vars.space[2],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.raised,
  fontSize: vars.font.size.sm,
});
