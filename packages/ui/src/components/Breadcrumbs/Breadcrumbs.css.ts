import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The trail: one line that wraps between crumbs (never inside a truncated one) when narrow. */
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** One crumb and the separator after it. */
export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minWidth: 0,
  maxWidth: "100%",
});

/** Decorative chevron between crumbs; the list structure already tells the levels apart. */
export const separator = style({
  color: vars.color.textMuted,
});

/**
 * A crumb: underlined while it is a link (not colour alone, WCAG 1.4.1), bold and plain on the
 * current page. At least 24 px high, as crumbs are not links inside a sentence (WCAG 2.5.8).
 */
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minWidth: 0,
  minHeight: vars.size.targetMin,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecorationLine: "underline",
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { textDecorationThickness: vars.border.thick },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    "&[data-current]": {
      fontWeight: vars.font.weight.semibold,
      textDecorationLine: "none",
      cursor: "default",
    },
  },
});

/**
 * The text of a crumb. An ancestor's long name is cut with an ellipsis and shown whole while the
 * crumb is hovered or focused; its accessible name is always the whole text. The current page
 * is never cut: it wraps. `20ch` is a reading measure (about twenty characters), not a spacing
 * step: enough to recognise a level.
 */
export const label = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  maxWidth: "20ch",
  selectors: {
    [`${link}[data-hovered] &, ${link}[data-focus-visible] &`]: {
      maxWidth: "none",
      whiteSpace: "normal",
      overflowWrap: "anywhere",
    },
    [`${link}[data-current] &`]: {
      maxWidth: "none",
      whiteSpace: "normal",
      overflowWrap: "anywhere",
    },
  },
});
