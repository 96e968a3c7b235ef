import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The field: the clickable row, then its description, warning and error. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontFamily: vars.font.family.body,
});

/**
 * The clickable row (a `<label>` holding the hidden native input, the box and the text), styled
 * through react-aria's `[data-selected]`, `[data-indeterminate]`, `[data-hovered]`,
 * `[data-focus-visible]`, `[data-invalid]`, `[data-disabled]` and `[data-readonly]`.
 */
export const button = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  // The whole row is the pointer target: at least 24 px high (WCAG 2.5.8).
  minHeight: vars.size.targetMin,
  paddingBlock: vars.space[0],
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-disabled]": {
      cursor: "not-allowed",
      color: vars.color.textDisabled,
    },
    "&[data-readonly]": {
      cursor: "default",
    },
  },
});

/**
 * The drawn box: 20 px, the height of one line of body text at `lineHeight.tight`, so it sits on
 * the first line of a label that wraps. Its 2 px border keeps 3:1 against the page (WCAG 1.4.11).
 */
export const box = style({
  flex: "none",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.space[5],
  height: vars.space[5],
  borderWidth: vars.border.thick,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.onPrimary,
  transitionProperty: "background-color, border-color",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${button}[data-hovered] &`]: {
      borderColor: vars.color.borderHover,
    },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
    },
    [`${button}[data-selected][data-hovered] &, ${button}[data-indeterminate][data-hovered] &`]: {
      borderColor: vars.color.primaryHover,
      backgroundColor: vars.color.primaryHover,
    },
    [`${button}[data-focus-visible] &`]: {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    // The error text under the field says it too: colour is not the only cue (WCAG 1.4.1).
    [`${button}[data-invalid]:not([data-selected]):not([data-indeterminate]) &`]: {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSurface,
    },
    [`${button}[data-disabled] &`]: {
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceDisabled,
      color: vars.color.textDisabled,
    },
  },
});

/** The label text: wraps anywhere rather than overflowing a narrow column. */
export const text = style({
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** Description, warning and error line up with the label text, not with the box. */
export const messages = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  paddingInlineStart: `calc(${vars.space[5]} + ${vars.space[2]})`,
  selectors: {
    // No message: no gap under the row either.
    "&:empty": { display: "none" },
  },
});
