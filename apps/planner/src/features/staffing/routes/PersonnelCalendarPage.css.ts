import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The calendar's line saying it follows a filter. */
export const filtered = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

/** The day's availability and open means: laid out as if they were the page's own blocks. */
export const following = style({ display: "contents" });
