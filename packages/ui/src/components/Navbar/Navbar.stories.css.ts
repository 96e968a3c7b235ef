import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** A laptop-wide bar, with room under it for a shortcut's tooltip. */
export const desktop = style({
  position: "relative",
  width: "60rem",
  paddingBlockEnd: vars.space[10],
});

/** A phone-wide bar. */
export const mobile = style({
  position: "relative",
  width: "22.5rem",
  paddingBlockEnd: vars.space[10],
});

/** The sample logo: the organisation's red, never a real emblem. */
export const logo = style({
  display: "block",
  height: vars.size.controlMd,
  width: "auto",
});

export const logoMark = style({
  fill: vars.color.primary,
});

export const logoText = style({
  fill: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
