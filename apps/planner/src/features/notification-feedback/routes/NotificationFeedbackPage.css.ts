import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space[4],
  maxWidth: "36rem",
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const answer = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const text = style({ margin: 0 });
