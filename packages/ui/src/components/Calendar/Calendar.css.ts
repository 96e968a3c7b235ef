import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
// Imported first so that, at equal specificity, the rules below come after the shared field's
// (the error under the grid carries both classes).
import "../Field/Field.css";

/** The calendar: header (month and year, previous/next), weekday row and day grid. */
export const calendar = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space[2],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
});

/** "mars 2026": react-aria's heading, hidden from screen readers (the grid carries the name). */
export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: "center",
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  // French and German month names start in lower case in running text, not in a title.
  "::first-letter": { textTransform: "uppercase" },
});

export const grid = style({
  borderCollapse: "collapse",
  borderSpacing: 0,
});

/** Weekday names, in react-aria's locale and its first day of the week. */
export const weekday = style({
  paddingBlockEnd: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textAlign: "center",
});

/**
 * A day, styled through react-aria's `[data-hovered]`, `[data-pressed]`, `[data-today]`,
 * `[data-selected]`, `[data-unavailable]` (focusable but not selectable: struck through, still
 * 4.5:1), `[data-disabled]` (outside `minValue`/`maxValue`), `[data-outside-month]`,
 * `[data-invalid]` and `[data-focus-visible]`. Later rules win, so a selected day stays filled
 * when hovered.
 */
const cellBase = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  // Square cells the height of a regular control: well above the 24 × 24 px target.
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  userSelect: "none",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { visibility: "hidden" },
    "&[data-hovered]": { backgroundColor: vars.color.surface },
    "&[data-pressed]": { backgroundColor: vars.color.surfacePressed },
    // Today: a ring and bold figures, so it is not told by colour alone.
    "&[data-today]": {
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.text}`,
    },
    "&[data-unavailable]": {
      color: vars.color.textMuted,
      textDecorationLine: "line-through",
      cursor: "not-allowed",
    },
    "&[data-disabled]": {
      color: vars.color.textDisabled,
      cursor: "default",
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

const filled = {
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
};

const invalidFilled = {
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
};

/** A selection in a disabled calendar: still shown, but greyed like the rest. */
const disabledFilled = {
  backgroundColor: vars.color.surfaceDisabled,
  color: vars.color.textDisabled,
};

/** A day of a single-date calendar: the selected day is filled. */
export const cell = style([
  cellBase,
  {
    selectors: {
      "&[data-selected]": filled,
      "&[data-selected][data-invalid]": invalidFilled,
      "&[data-selected][data-disabled]": disabledFilled,
    },
  },
]);

/**
 * A day of a range calendar: the first and last days are filled, the days between are shaded
 * and joined into one band.
 */
export const rangeCell = style([
  cellBase,
  {
    selectors: {
      "&[data-selected]": {
        borderRadius: 0,
        backgroundColor: vars.color.surfacePressed,
      },
      "&[data-selected][data-invalid]": {
        backgroundColor: vars.color.dangerSurface,
        color: vars.color.danger,
      },
      "&[data-selection-start], &[data-selection-end]": filled,
      "&[data-selection-start][data-invalid], &[data-selection-end][data-invalid]": invalidFilled,
      "&[data-selection-start]": {
        borderStartStartRadius: vars.radius.md,
        borderEndStartRadius: vars.radius.md,
      },
      "&[data-selection-end]": {
        borderStartEndRadius: vars.radius.md,
        borderEndEndRadius: vars.radius.md,
      },
      "&[data-selection-start][data-disabled], &[data-selection-end][data-disabled]":
        disabledFilled,
    },
  },
]);

/** The error under the grid, while the calendar is invalid. */
export const error = style({
  maxWidth: `calc(7 * ${vars.size.controlMd})`,
});
