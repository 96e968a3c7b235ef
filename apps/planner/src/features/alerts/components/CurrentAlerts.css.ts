import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const region = style({
  display: "grid",
  gap: vars.space[2],
  marginBlockEnd: vars.space[4],
  selectors: {
    // Focus lands here only by script, after the last dismissible banner is closed: the
    // banners around keep their own focus ring, the region needs none.
    "&:focus": { outline: "none" },
  },
});
