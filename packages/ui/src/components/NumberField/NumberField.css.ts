import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { control } from "../Field/Field.css";

/**
 * The boxed group (put next to the shared `fieldStyles.control`, which draws its border and
 * states): the input, then the − and + buttons. No padding of its own, so the buttons fill the
 * box's height; their backgrounds are clipped to its rounded corners.
 */
export const group = style({
  display: "flex",
  alignItems: "stretch",
  overflow: "hidden",
  selectors: {
    // Doubled class: wins over the shared control's padding whatever order the sheets load in.
    [`${control}&`]: {
      paddingBlock: 0,
      paddingInline: 0,
    },
  },
});

/** The text input, without a box of its own: the group is the box. */
export const input = style({
  flex: "1 1 auto",
  minWidth: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: "none",
  backgroundColor: "transparent",
  color: "inherit",
  fontVariantNumeric: "tabular-nums",
  outline: "none",
  "::placeholder": {
    color: vars.color.textMuted,
  },
});

/**
 * A step button: as wide as the field is high (40 px, above the 24 × 24 px target of WCAG
 * 2.5.8). react-aria keeps it out of the Tab order (arrow keys do the same on the input) and
 * disables it at `minValue`/`maxValue`, which `[data-disabled]` shows.
 */
export const stepButton = style({
  flex: "none",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlMd,
  padding: 0,
  border: "none",
  borderInlineStart: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  backgroundColor: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  outline: "none",
  selectors: {
    "&[data-hovered]": {
      backgroundColor: vars.color.surface,
    },
    "&[data-pressed]": {
      backgroundColor: vars.color.surfacePressed,
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
      backgroundColor: "transparent",
      color: vars.color.textDisabled,
    },
  },
});
