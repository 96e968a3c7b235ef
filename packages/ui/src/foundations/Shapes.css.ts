import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** A tile whose corners, border or ring is the token shown; set inline from `vars.*`. */
export const tile = style({
  width: vars.space[12],
  height: vars.space[12],
  backgroundColor: vars.color.infoSurface,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderWidth: vars.border.thin,
});

/** The focus ring exactly as components draw it on `[data-focus-visible]`. */
export const focused = style({
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineWidth: vars.focusRing.width,
  outlineOffset: vars.focusRing.offset,
  borderRadius: vars.radius.md,
});
