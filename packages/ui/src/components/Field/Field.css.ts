import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * The look every form field shares (text, number, date, select, combo box…): label, control,
 * description, non-blocking warning and blocking error stacked on the spacing grid. A field
 * component puts `root` on react-aria's field element and `control` on its input or group, so the
 * states come from react-aria's `data-*` attributes.
 */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  width: "100%",
  maxWidth: vars.size.fieldMaxWidth,
  fontFamily: vars.font.family.body,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  selectors: {
    [`${root}[data-disabled] &`]: {
      color: vars.color.textDisabled,
    },
  },
});

/** The asterisk: its meaning is spoken by the visually hidden text next to it. */
export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space[1],
});

/**
 * The boxed control: an `<input>`, a `<textarea>`, or a react-aria `Group` holding segments and
 * buttons. Styled through `[data-hovered]`, `[data-focused]`/`[data-focus-within]`,
 * `[data-invalid]` and `[data-disabled]`.
 */
export const control = style({
  width: "100%",
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  outline: "none",
  transitionProperty: "border-color, box-shadow",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  "::placeholder": {
    color: vars.color.textMuted,
  },
  selectors: {
    "&[data-hovered]": {
      borderColor: vars.color.borderHover,
    },
    // A field always shows focus (keyboard or pointer): typing needs to know where it goes.
    "&[data-focused], &[data-focus-within]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    // Colour is not the only cue (WCAG 1.4.1): a thicker border and the error text come with it.
    "&[data-invalid]": {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.danger}`,
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceDisabled,
      color: vars.color.textDisabled,
    },
  },
});

export const description = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

/** A non-blocking warning: the value is accepted, but the person should look again. */
export const warning = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[1],
  color: vars.color.warning,
  fontWeight: vars.font.weight.medium,
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

/**
 * The character counter under a text control, "12 caractères sur 200", at the end of the line.
 * `[data-at-limit]` emphasises it when no character is left; `[data-over-limit]` turns it to the
 * error colour when a given value is already longer than the limit (its text says by how much, so
 * colour is not the only cue, WCAG 1.4.1).
 */
export const counter = style({
  alignSelf: "flex-end",
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[data-at-limit]": {
      color: vars.color.text,
      fontWeight: vars.font.weight.semibold,
    },
    "&[data-over-limit]": {
      color: vars.color.danger,
      fontWeight: vars.font.weight.semibold,
    },
  },
});
