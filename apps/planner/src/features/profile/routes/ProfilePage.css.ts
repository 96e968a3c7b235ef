import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space[6],
  // Two comfortable fields side by side at most: lines stay readable on a wide screen.
  maxWidth: `calc(2 * ${vars.size.fieldMaxWidth} + ${vars.space[6]})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
});

export const section = style({
  display: "grid",
  gap: vars.space[4],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** Side by side where there is room, stacked on a phone. */
export const settings = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.fieldMaxWidth}), 1fr))`,
  alignItems: "start",
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
