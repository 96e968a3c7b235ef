import { vars } from "../tokens/contract.css";

/*
 * What the choice controls share: `Checkbox`, `Radio`, `Switch` and the table's selection
 * checkbox. Each is a clickable row (react-aria's `<label>` around the hidden native input) with a
 * drawn indicator (a box, a circle or a track) and its text. react-aria sets the states on the row,
 * so each control keys the indicator's states on its own row class (`${button}[data-selected] &`).
 * These are plain rules, not classes: every part keeps a single class, each control's selectors
 * keep their order (a later state wins over an earlier one of the same specificity: disabled over
 * selected, selected over hovered), and this module adds no stylesheet of its own to the order in
 * which the components' stylesheets load. Imported as `choice`.
 */

/** The field: the clickable row, then its messages. */
export const field = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontFamily: vars.font.family.body,
} as const;

/** The clickable row: all of it is the pointer target, at least 24 px high (WCAG 2.5.8). */
export const row = {
  display: "flex",
  alignItems: "flex-start",
  minHeight: vars.size.targetMin,
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
} as const;

/** The label text: wraps anywhere rather than overflowing a narrow column. */
export const text = {
  minWidth: 0,
  overflowWrap: "anywhere",
} as const;

/**
 * The description, warning and error under the row, indented to line up with the label text
 * (each control sets `paddingInlineStart` to its indicator's width plus the row's gap).
 */
export const messages = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  selectors: {
    // No message: no gap under the row either.
    "&:empty": { display: "none" },
  },
} as const;

/** The indicator at rest: an outline that keeps 3:1 against the page (WCAG 1.4.11). */
export const indicator = {
  borderStyle: "solid",
  borderColor: vars.color.border,
  backgroundColor: vars.color.background,
} as const;

/**
 * A checkbox's box, in a form or in a table: 20 px, the height of one line of body text at
 * `lineHeight.tight`, so it sits on the first line of a label that wraps; the check or the dash
 * centred in it. Its 2 px border keeps 3:1 against the page (WCAG 1.4.11).
 */
export const checkbox = {
  ...indicator,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.space[5],
  height: vars.space[5],
  borderWidth: vars.border.thick,
  borderRadius: vars.radius.sm,
  color: vars.color.onPrimary,
} as const;

/** The indicator eases from one state to the next. */
export const transition = {
  transitionProperty: "background-color, border-color",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/** The indicator under the pointer. */
export const hovered = {
  borderColor: vars.color.borderHover,
} as const;

/** The indicator checked, on, or (a checkbox) indeterminate: filled with the brand colour. */
export const selected = {
  borderColor: vars.color.primary,
  backgroundColor: vars.color.primary,
} as const;

/** The filled indicator under the pointer. */
export const selectedHovered = {
  borderColor: vars.color.primaryHover,
  backgroundColor: vars.color.primaryHover,
} as const;

/**
 * The indicator of an invalid field while nothing is chosen. The error text under the field says
 * it too: colour is not the only cue (WCAG 1.4.1).
 */
export const invalid = {
  borderColor: vars.color.danger,
  backgroundColor: vars.color.dangerSurface,
} as const;

/** The indicator of a disabled control. */
export const disabled = {
  borderColor: vars.color.borderSubtle,
  backgroundColor: vars.color.surfaceDisabled,
} as const;
