import { breakpoints } from "@releve/ui/breakpoints";
import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

const desktop = `screen and (width >= ${breakpoints.desktop}px)`;

/** The page: the greeting, then its blocks. */
export const page = style({
  display: "grid",
  gap: vars.space[6],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const greeting = style({
  margin: 0,
  marginBlockStart: vars.space[2],
  color: vars.color.textMuted,
});

/** Blocks side by side on a desktop, one under the other on a phone. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[6],
  alignItems: "start",
  "@media": {
    [desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});
