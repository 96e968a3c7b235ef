import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const facts = style({
  margin: 0,
  display: "grid",
  gap: vars.space[1],
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
  alignItems: "center",
});
