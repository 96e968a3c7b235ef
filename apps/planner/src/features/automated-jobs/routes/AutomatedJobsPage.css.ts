import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export { page, title } from "../../../lib/page.css";

export const panel = style({
  paddingBlockStart: vars.space[4],
  minWidth: 0,
});

/** The jobs' cards: two side by side on a wide screen, one under the other on a phone. */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 24rem), 1fr))",
  gap: vars.space[4],
  alignItems: "start",
});
