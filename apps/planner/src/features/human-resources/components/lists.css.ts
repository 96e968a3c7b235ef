import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export { clipped, list, problem } from "../../../lib/page.css";

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** The filters side by side while they fit, one under the other on a phone. */
export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  alignItems: "end",
  gap: vars.space[3],
});

/** The words and period of a search, and the button that applies them. */
export const search = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  alignItems: "end",
  gap: vars.space[3],
});

/** The search's button keeps its words on one line, at its own width. */
export const searchButton = style({ justifySelf: "start" });

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
