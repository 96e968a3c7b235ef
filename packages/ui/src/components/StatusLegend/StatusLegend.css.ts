import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The legend: a wrapping line of entries in small, muted type, under a calendar's toolbar. */
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  listStyle: "none",
});

/** An entry: its shape, then its word. */
export const legendItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
});
