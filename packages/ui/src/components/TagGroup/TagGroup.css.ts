import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The row of tags; wraps onto as many lines as it needs. */
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  outline: "none",
});

/**
 * One tag: text on the surface colour, with room for the remove button when there is one
 * (`[data-allows-removing]`). Focus (arrow keys move it between tags) shows the focus ring.
 */
export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  maxWidth: "100%",
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  outline: "none",
  cursor: "default",
  selectors: {
    "&[data-allows-removing]": {
      paddingInlineEnd: vars.space[1],
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    "&[data-disabled]": {
      color: vars.color.textDisabled,
      backgroundColor: vars.color.surfaceDisabled,
    },
  },
});

/** The remove button: exactly the 24 × 24 px minimum target of WCAG 2.5.8, icon centred. */
export const removeButton = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.full,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": {
      backgroundColor: vars.color.surfacePressed,
      color: vars.color.text,
    },
    "&[data-pressed]": {
      backgroundColor: vars.color.borderSubtle,
      color: vars.color.text,
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
      color: vars.color.textDisabled,
    },
  },
});

export const emptyState = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
