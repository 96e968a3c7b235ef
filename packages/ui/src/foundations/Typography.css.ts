import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** The sample cell: one line, so each row shows the size without wrapping. */
export const sampleCell = style({
  whiteSpace: "nowrap",
  color: vars.color.text,
});

/** A paragraph at a fixed measure, so two line heights can be compared side by side. */
export const paragraph = style({
  width: "14rem", // the measure of a narrow side panel in the planner
  margin: 0,
  padding: vars.space[3],
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
});

/** Two columns of sections, so the whole scale fits one screen. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  alignItems: "start",
  justifyContent: "start",
  gap: vars.space[6],
});

/** The line-height samples, side by side so their rhythm compares at a glance. */
export const pair = style({
  display: "flex",
  gap: vars.space[6],
});
