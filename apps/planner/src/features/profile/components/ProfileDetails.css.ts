import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const details = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
});

export const entry = style({
  display: "grid",
  gap: vars.space[1],
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
});

export const roles = style({
  display: "grid",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const role = style({
  display: "grid",
  gap: vars.space[1],
});

export const roleName = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
});

export const scope = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});
