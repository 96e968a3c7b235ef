import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The detail page's actions: in a row, wrapping on a narrow screen. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
});

/** A link among the buttons: as high as they are, so the row lines up. */
export const barLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[2],
});

/** The occurrences a series' deletion kept, one a line. */
export const keptList = style({
  display: "grid",
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const muted = style({ color: vars.color.textMuted });
