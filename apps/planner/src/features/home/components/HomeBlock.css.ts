import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";
import { card, cardDescription } from "../../../lib/card.css";

/** A block of the start page: a card with its heading, its content and its way further. */
export const block = style([card]);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style([cardDescription]);

/** The count of a list, under its heading. */
export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const list = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** One means or registration of a list. */
export const item = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
  minWidth: 0,
});

export const itemHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space[3],
  rowGap: vars.space[1],
});

export const itemTitle = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

/** The time: it wraps on a phone when the period runs over two days. */
export const itemTime = style({
  fontVariantNumeric: "tabular-nums",
});

export const itemDetail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: "anywhere",
});

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
});

/** The link that leads further than the block shows. */
export const more = style({
  justifySelf: "start",
});

/** The two days of the means to complete: side by side when the block is wide enough. */
export const days = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
  gap: vars.space[4],
  minWidth: 0,
});

export const day = style({
  display: "grid",
  gap: vars.space[3],
  alignContent: "start",
  minWidth: 0,
});

export const shortcuts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** An item's action, under its lines. */
export const itemAction = style({
  display: "flex",
  justifyContent: "flex-end",
});
