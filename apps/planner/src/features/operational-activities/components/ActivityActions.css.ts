import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The occurrences a series' deletion kept, one a line. */
export const keptList = style({
  display: "grid",
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const muted = style({ color: vars.color.textMuted });
