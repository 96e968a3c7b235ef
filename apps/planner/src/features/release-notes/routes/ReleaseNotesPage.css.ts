import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space[6],
  maxWidth: "48rem", // A comfortable reading measure for prose, about 80 characters.
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const versions = style({
  display: "grid",
  gap: vars.space[8],
});

export const placeholder = style({
  display: "grid",
  gap: vars.space[3],
});

export const error = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space[3],
});
