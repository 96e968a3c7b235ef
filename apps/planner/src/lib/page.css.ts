import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** A feature's page: its title above its content, nothing wider than the main area. */
export const page = style({
  display: "grid",
  gap: vars.space[6],
  minWidth: 0,
});

/** The page's title with its main action at the end of the line (it wraps under on a phone). */
export const titleBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
});

/** The page's one level-1 heading. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** A list of a page: its heading and filters above its results. */
export const list = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
});

/** A cell's text cut to its width: the full text stays in the cell for assistive technologies. */
export const clipped = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  minWidth: 0,
});

/** What an action of a list met (a download, a resend), above it. */
export const problem = style({ margin: 0, color: vars.color.danger });

/** A list's filters side by side while they fit, one under the other on a phone. */
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

/** Small parts of a cell side by side (a status, an arrow, a status), wrapping when narrow. */
export const inline = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
});
