import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
// Imported first so that, at equal specificity, the rules below come after the shared control's.
import "../Field/Field.css";

/**
 * The row of segments (day, month, year, hour…) of a date or time field. It sits inside
 * `fieldStyles.control` (alone in a `DateField`/`TimeField`, or in a picker's group), which
 * draws the box and its hover, focus, invalid and disabled states.
 */
export const input = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  // Segments are 24 px high: a smaller padding keeps the box at the height of a text field.
  paddingBlock: vars.space[1],
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  cursor: "text",
  selectors: {
    // Read-only: the value can be read and copied but not changed; a quiet fill says so.
    "&[data-readonly]": {
      backgroundColor: vars.color.surface,
      cursor: "default",
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
    },
  },
});

/** The segments' row when it sits in a picker's group, which already draws the box. */
export const inputInGroup = style([
  input,
  {
    minWidth: 0,
    paddingBlock: 0,
    selectors: {
      "&[data-readonly]": { backgroundColor: "transparent" },
    },
  },
]);

/**
 * One segment. Styled through react-aria's `[data-placeholder]` (not filled yet),
 * `[data-focused]` (the one the keyboard edits), `[data-invalid]`, `[data-disabled]` and
 * `[data-type="literal"]` (separators such as "/" or ":", not editable).
 */
export const segment = style({
  display: "inline-block",
  // Each segment is a pointer target of its own (WCAG 2.5.8): at least 24 × 24 px.
  minWidth: vars.size.targetMin,
  lineHeight: vars.size.targetMin,
  paddingInline: vars.space[1],
  textAlign: "center",
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: "none",
  caretColor: "transparent",
  selectors: {
    '&[data-type="literal"]': {
      minWidth: 0,
      paddingInline: 0,
      color: vars.color.textMuted,
    },
    "&[data-placeholder]": {
      color: vars.color.textMuted,
    },
    // The group already shows the focus ring; this marks which part the keys change, with a
    // fill and an underline so it does not rely on a colour difference alone.
    "&[data-focused]": {
      backgroundColor: vars.color.infoSurface,
      boxShadow: `inset 0 calc(-1 * ${vars.border.thick}) 0 ${vars.color.focusRing}`,
    },
    "&[data-invalid]:not([data-type='literal'])": {
      color: vars.color.danger,
    },
    "&[data-disabled]": {
      color: vars.color.textDisabled,
    },
  },
});
