import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The upload's card: its fields one under the other, at a readable width. */
export const form = style({
  display: "grid",
  gap: vars.space[4],
  maxWidth: "48rem",
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** The file chosen, and the columns its kind needs. */
export const chosen = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const columns = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
});

export const progress = style({
  display: "grid",
  gap: vars.space[2],
});

/** A refused file's details under the banner's title. */
export const refusal = style({
  display: "grid",
  gap: vars.space[2],
});

export const refusals = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});

export const problem = style({ margin: 0, color: vars.color.danger });
