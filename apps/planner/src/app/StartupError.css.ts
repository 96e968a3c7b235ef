import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  padding: vars.space[8],
  maxWidth: "48rem",
});
