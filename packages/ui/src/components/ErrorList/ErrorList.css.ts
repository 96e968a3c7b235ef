import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The box: the danger tone on its edge and icon, text in the body colour. */
export const root = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[3],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.danger,
  borderInlineStartWidth: vars.border.thick,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: "none",
  selectors: {
    // Focus arrives by script when the list appears: the ring shows where the keyboard now is.
    "&:focus-visible": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  // Centres a 1.25em icon on a 1.5 line-height first line.
  marginBlockStart: "0.125em",
  color: vars.color.danger,
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
  overflowWrap: "anywhere",
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

export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space[1]})`,
});
