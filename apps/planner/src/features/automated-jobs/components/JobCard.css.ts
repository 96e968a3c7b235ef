import { vars } from "@releve/ui/tokens";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardDescription, card as pageCard } from "../../../lib/card.css";

/** A job: a card with its heading, its facts, its action and the run followed. */
export const card = style([pageCard]);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style([cardDescription]);

/** The schedule, next and latest run: term above its value. */
export const facts = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
});

globalStyle(`${facts} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const lastRun = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
});

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: "flex", gap: vars.space[2] });

/** Always there, so what it says when a run is asked for is heard. */
export const statusRegion = style({ display: "grid", gap: vars.space[2] });

export const progress = style({ display: "grid", gap: vars.space[2] });

export const status = style({ margin: 0 });

export const failure = style({ margin: 0, color: vars.color.danger });
