import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** A list of the page: its filters above its results. */
export const list = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
});

/** The filters side by side while they fit, one under the other on a phone. */
export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "end",
  gap: vars.space[3],
});

/** A text filter and the button that applies it. */
export const search = style({
  display: "grid",
  // The field gives way first: the button keeps its words on one line, even on a phone.
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "end",
  gap: vars.space[2],
});

/** A cell's text cut to its width: the full text stays in the cell for assistive technologies. */
export const clipped = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  minWidth: 0,
});

export const recipient = style({
  display: "grid",
  minWidth: 0,
});

/** What a resend met, above the list. */
export const problem = style({ margin: 0, color: vars.color.danger });
