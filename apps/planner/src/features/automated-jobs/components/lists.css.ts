import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export { clipped, list, problem } from "../../../lib/page.css";

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

export const recipient = style({
  display: "grid",
  minWidth: 0,
});
