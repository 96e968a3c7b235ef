import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The form: its summary, fields and actions stacked on the spacing grid. */
export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  fontFamily: vars.font.family.body,
});

/**
 * The error summary: a bordered panel on the danger surface (the text keeps AA contrast on it).
 * It takes focus after a failed submit, so it shows a focus ring whatever moved focus there.
 */
export const summary = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  borderWidth: vars.border.thick,
  borderStyle: "solid",
  borderColor: vars.color.danger,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.text,
  outline: "none",
  selectors: {
    "&:focus": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const title = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

/**
 * A link to an invalid field: underlined (a link, not only a colour, WCAG 1.4.1), at least 24 px
 * high as a target (WCAG 2.5.8).
 */
export const link = style({
  display: "inline-block",
  // Keeps the list's bullet on the first line of a link that wraps.
  verticalAlign: "top",
  minHeight: vars.size.targetMin,
  paddingBlock: vars.space[0],
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  textDecorationLine: "underline",
  textUnderlineOffset: "0.15em",
  overflowWrap: "anywhere",
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: {
    "&:hover": {
      color: vars.color.dangerHover,
      textDecorationThickness: vars.border.thick,
    },
    "&:focus-visible": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
