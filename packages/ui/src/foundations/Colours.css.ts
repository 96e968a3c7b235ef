import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

export const palette = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The swatch beside its name, value and measured contrast. */
export const card = style({
  display: "grid",
  gridTemplateColumns: `${vars.space[10]} minmax(0, 1fr)`,
  columnGap: vars.space[2],
  alignItems: "start",
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

/** The colour itself; the outline keeps white and near-white roles visible on the page. */
export const swatch = style({
  height: vars.space[10],
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.borderSubtle}`,
});

export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
});

export const roleName = style({
  fontWeight: vars.font.weight.semibold,
  fontFamily: vars.font.family.mono,
});

export const measure = style({
  color: vars.color.textMuted,
});
