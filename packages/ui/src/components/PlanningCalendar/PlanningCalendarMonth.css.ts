import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Cells draw their focus ring inside themselves: outside, the neighbouring cells would cover it. */
export const insetFocusRing = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

export const grid = style({
  display: "flex",
  flexDirection: "column",
  flex: "1 1 auto",
  minHeight: 0,
  // Its size comes from the calendar, never from the means: a change of month lays out this box only.
  contain: "strict",
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  // Weeks keep the height their means need; a calendar shorter than that scrolls.
  overflowX: "hidden",
  overflowY: "auto",
});

const week = {
  display: "grid",
  gridTemplateColumns: "repeat(7, minmax(0, 1fr))",
} as const;

export const headRow = style({
  ...week,
  position: "sticky",
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.borderSubtle,
});

export const columnHeader = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const row = style({
  ...week,
  // Room for the day number, the shown means and the "+N" link without measuring anything.
  flex: "1 0 auto",
  minHeight: `calc(${vars.size.targetMin} * 5 + ${vars.space[1]} * 6)`,
  selectors: {
    "&:not(:last-child)": {
      borderBottomWidth: vars.border.thin,
      borderBottomStyle: "solid",
      borderBottomColor: vars.color.borderSubtle,
    },
  },
});

export const cell = style({
  contain: "layout paint",
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space[1],
  minWidth: 0,
  padding: vars.space[1],
  outline: "none",
  selectors: {
    "&:not(:last-child)": {
      borderInlineEndWidth: vars.border.thin,
      borderInlineEndStyle: "solid",
      borderInlineEndColor: vars.color.borderSubtle,
    },
    "&[data-outside-month]": { backgroundColor: vars.color.surface },
    // The tab stop is the day number; the whole day is outlined while the focus is in it.
    "&[data-active]:focus-within": insetFocusRing,
  },
});

export const dayNumber = style({
  alignSelf: "flex-start",
  margin: 0,
  padding: 0,
  border: "none",
  background: "none",
  fontFamily: vars.font.family.body,
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  outline: "none",
  cursor: "pointer",
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: "center",
  selectors: {
    [`${cell}[data-outside-month] &`]: { color: vars.color.textMuted },
    [`${cell}[data-today] &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

/** "+N autres": opens the day, where every means of it is laid out. */
export const more = style({
  alignSelf: "flex-start",
  minHeight: vars.size.targetMin,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space[1],
  border: "none",
  borderRadius: vars.radius.sm,
  background: "none",
  color: vars.color.link,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textDecorationLine: "underline",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { color: vars.color.linkHover },
    "&:focus-visible": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

/** A grey bar standing for a means while they load. */
export const skeleton = style({
  height: vars.size.targetMin,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfacePressed,
  selectors: {
    "&:nth-child(3)": { width: "60%" },
  },
});
