import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Range text, page size and page buttons in a row that wraps on narrow screens. */
export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  columnGap: vars.space[6],
  rowGap: vars.space[3],
  fontFamily: vars.font.family.body,
});

/** "26–50 sur 312": the line of the row, aligned with the buttons' text. */
export const range = style({
  margin: 0,
  minHeight: vars.size.controlSm,
  display: "flex",
  alignItems: "center",
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: "tabular-nums",
});

/** The page size select: a narrow column, two classes deep to win over the field's width. */
export const pageSize = style({
  selectors: {
    [`${root} &`]: {
      width: `calc(${vars.size.fieldMaxWidth} / 2)`,
    },
  },
});

/**
 * The controls, side by side without a gap: each is at least a square target already, and eleven
 * of them then fit a phone's width.
 */
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[0],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** Page numbers: at least square, so "1" is as easy to hit as "128". */
export const page = style({
  minWidth: vars.size.controlSm,
  fontVariantNumeric: "tabular-nums",
});

/** The ellipsis between distant pages: text, not a target. */
export const ellipsis = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.controlSm,
  color: vars.color.textMuted,
});

/** Pages as links look like the buttons: no underline, the button's shape says it is a control. */
export const link = style({
  textDecoration: "none",
});
