import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export { clipped, filters, list, problem } from "../../../lib/page.css";

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** A cell with its main text and a muted second part on one line (a person and their id). */
export const pair = style({
  display: "flex",
  gap: vars.space[2],
  alignItems: "baseline",
  minWidth: 0,
  overflow: "hidden",
  whiteSpace: "nowrap",
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A running import's progress in its row: the cell's width, one line high. */
export const cellProgress = style({ flex: 1, minWidth: 0 });
