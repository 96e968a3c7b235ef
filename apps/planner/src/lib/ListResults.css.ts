import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const results = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
});

export const problem = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space[3],
});
