import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
});

/** Always in the card, so each outcome is heard as it comes. */
export const status = style({
  display: "grid",
  gap: vars.space[1],
  fontSize: vars.font.size.sm,
});

export const saved = style({ margin: 0, overflowWrap: "anywhere" });

export const failure = style({ margin: 0, color: vars.color.danger });

/** The exports' part of the page: its cards above the history. */
export const panel = style({
  display: "grid",
  gap: vars.space[6],
  minWidth: 0,
});

/** The two exports side by side on a wide screen, one under the other on a phone. */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 22rem), 1fr))",
  gap: vars.space[4],
  alignItems: "start",
});
