import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space[6],
  maxWidth: `calc(2 * ${vars.size.fieldMaxWidth})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const choices = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A whole-width choice of two lines: the role, then its scope. */
export const choice = style({
  width: "100%",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  textAlign: "start",
});

export const choiceLabel = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.font.size.lg,
});

/** Inherits the button's colour, which keeps its contrast on both variants. */
export const choiceScope = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});
