import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space[6],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** A tab's content: its parts one under the other. */
export const panel = style({
  display: "grid",
  gap: vars.space[8],
  paddingBlockStart: vars.space[4],
  minWidth: 0,
});
