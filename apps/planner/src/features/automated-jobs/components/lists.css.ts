import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export { clipped, filters, list, problem } from "../../../lib/page.css";

/** A text filter and the button that applies it. */
export const search = style({
  display: "grid",
  // The field gives way first: the button keeps its words on one line, even on a phone.
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "end",
  gap: vars.space[2],
});

export const recipient = style({
  display: "grid",
  minWidth: 0,
});
