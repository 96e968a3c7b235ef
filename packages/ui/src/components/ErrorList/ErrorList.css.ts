import { style } from "@vanilla-extract/css";
import { focusRing } from "../../styles/focusRing.css";
import { vars } from "../../tokens/contract.css";

/**
 * Beside a danger banner's box, icon, content and dismiss button (`AlertBanner.css.ts`): the box
 * is a place focus lands on.
 */
export const root = style({
  outline: "none",
  selectors: {
    // Focus arrives by script when the list appears: the ring shows where the keyboard now is.
    "&:focus-visible": focusRing,
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

/** The error's code: secondary, in the monospace face, for support and for searching logs. */
export const code = style({
  display: "block",
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});
