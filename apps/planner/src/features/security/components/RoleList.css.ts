import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The roles one under the other, each a few lines. */
export const roles = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const role = style({
  display: "grid",
  gap: vars.space[1],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  overflowWrap: "anywhere",
});

export const roleHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.md,
});

export const line = style({ margin: 0, fontSize: vars.font.size.sm });

export const term = style({ color: vars.color.textMuted });
