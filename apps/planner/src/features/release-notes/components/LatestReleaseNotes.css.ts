import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const versions = style({
  display: "grid",
  gap: vars.space[6],
});
