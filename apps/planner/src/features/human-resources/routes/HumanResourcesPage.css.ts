import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export { page, title } from "../../../lib/page.css";

/** A tab's content: its parts one under the other. */
export const panel = style({
  display: "grid",
  gap: vars.space[8],
  paddingBlockStart: vars.space[4],
  minWidth: 0,
});
