import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** Two columns where a field keeps its comfortable width, one on a phone. */
export const fields = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.fieldMaxWidth}), 1fr))`,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
