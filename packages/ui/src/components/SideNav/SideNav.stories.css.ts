import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** A column as tall as a laptop's main layout, for the sidebar to fill. */
export const column = style({
  display: "flex",
  height: "52rem",
});

/** A short column, to show the entries scrolling while the version link stays in view. */
export const shortColumn = style({
  display: "flex",
  height: "24rem",
});

/**
 * A phone-sized screen. `contain: layout paint` makes it the containing block of the drawer's
 * fixed overlay, so the drawer opens inside the photographed frame instead of the whole page.
 */
export const phone = style({
  position: "relative",
  width: "22.5rem",
  height: "40rem",
  overflow: "hidden",
  contain: "layout paint",
  boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.background,
});

/** Keeps a collapsed sidebar's tooltip inside the frame. */
export const withTooltipRoom = style({
  position: "relative",
  display: "flex",
  gap: vars.space[12],
  height: "30rem",
  paddingInlineEnd: "14rem",
});
