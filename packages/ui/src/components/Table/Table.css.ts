import { createVar, globalStyle, style } from "@vanilla-extract/css";
import * as choice from "../../styles/choiceIndicator.css";
import { focusRing } from "../../styles/focusRing.css";
import { vars } from "../../tokens/contract.css";

/**
 * Height of every row, header included, in px. Set inline by the table from the same number the
 * virtualizer positions rows with, so the picture and the scroll arithmetic cannot disagree.
 */
export const rowHeight = createVar();

/** The `grid-template-columns` shared by the header row and every body row. */
export const columnTemplate = createVar();

/** Tallest the scrolling box grows before it scrolls: the header plus the visible rows. */
export const maxHeight = createVar();

// Keyboard focus on a row or a cell: drawn inside, since the scrolling box clips anything outside.
const insetFocusRing = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

/**
 * The scrolling box, which is also the `grid` element: react-aria scrolls it to bring the focused
 * row into view. `position: relative` makes it the offset parent the body is measured against.
 */
export const table = style({
  position: "relative",
  isolation: "isolate",
  display: "block",
  width: "100%",
  maxHeight,
  overflow: "auto",
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": insetFocusRing,
  },
});

/** The header row group stays at the top while the body scrolls under it. */
export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "block",
});

globalStyle(`${header} > [role="row"]`, {
  display: "grid",
  gridTemplateColumns: columnTemplate,
  minWidth: "min-content",
  backgroundColor: vars.color.surface,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.border,
});

/**
 * A column header, styled through `[data-allows-sorting]`, `[data-sort-direction]`,
 * `[data-hovered]` and `[data-focus-visible]`.
 */
export const column = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[1],
  minWidth: 0,
  minHeight: rowHeight,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textAlign: "start",
  outline: "none",
  userSelect: "none",
  selectors: {
    "&[data-allows-sorting]": { cursor: "pointer" },
    "&[data-allows-sorting][data-hovered]": { backgroundColor: vars.color.surfacePressed },
    "&[data-focus-visible]": insetFocusRing,
  },
});

/** The label of a column header: wraps rather than hides a long label (German, mostly). */
export const columnLabel = style({
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** The sort arrow: muted until the column is the one sorted. */
export const sortIcon = style({
  color: vars.color.textMuted,
  selectors: {
    [`${column}[data-sort-direction] &`]: { color: vars.color.text },
  },
});

/** The body row group: as high as all its rows, which are placed in it absolutely. */
export const body = style({
  position: "relative",
  display: "block",
});

/** Reserves the height of every row, rendered or not, so the scrollbar tells the truth. */
export const bodySpacer = style({
  display: "block",
  pointerEvents: "none",
});

/**
 * A body row, placed at its index by the virtualizer. Styled through `[data-hovered]`,
 * `[data-selected]`, `[data-focus-visible]` and `[data-disabled]`.
 */
export const row = style({
  position: "absolute",
  insetInline: 0,
  display: "grid",
  gridTemplateColumns: columnTemplate,
  minWidth: "min-content",
  height: rowHeight,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.borderSubtle,
  backgroundColor: vars.color.background,
  outline: "none",
  cursor: "default",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.surface },
    "&[data-selected]": { backgroundColor: vars.color.infoSurface },
    "&[data-focus-visible]": insetFocusRing,
    "&[data-disabled]": { color: vars.color.textDisabled },
  },
});

/** A cell: one line, as every row has the same height; the full text stays in the DOM. */
export const cell = style({
  display: "flex",
  alignItems: "center",
  minWidth: 0,
  paddingInline: vars.space[3],
  overflow: "hidden",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": insetFocusRing,
  },
});

/** The text of a cell, cut with an ellipsis when longer than its column. */
export const cellText = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** The selection column: just wide enough for the 24 px checkbox target and its padding. */
export const selectionCell = style({
  justifyContent: "center",
  paddingInline: vars.space[2],
});

/**
 * The empty or loading message, in place of the rows. Sticky on the inline axis so it stays in
 * view when a wide table is scrolled sideways.
 */
export const placeholder = style({
  position: "sticky",
  insetInlineStart: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: `calc(3 * ${rowHeight})`,
  paddingBlock: vars.space[4],
  paddingInline: vars.space[4],
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  textAlign: "center",
  overflowWrap: "anywhere",
});

/** Width of the selection column: the checkbox target plus the cell padding on each side. */
export const selectionColumnWidth = `calc(${vars.size.targetMin} + 2 * ${vars.space[2]})`;

/** The clickable part of the selection checkbox: at least 24 × 24 px (WCAG 2.5.8). */
export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  cursor: "pointer",
  selectors: {
    "&[data-disabled]": { cursor: "not-allowed" },
  },
});

/** The drawn box, as the shared checkbox draws it: a 2 px border keeps 3:1 (WCAG 1.4.11). */
export const checkboxBox = style({
  ...choice.checkbox,
  selectors: {
    [`${checkbox}[data-hovered] &`]: choice.hovered,
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: choice.selected,
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: {
      ...choice.disabled,
      color: vars.color.textDisabled,
    },
  },
});
