import { vars } from "../tokens/contract.css";

/**
 * The keyboard focus ring, drawn outside the element in the theme's focus colour (WCAG 2.4.7,
 * 1.4.11). A plain rule rather than a class: a component puts it under its own
 * `[data-focus-visible]` (or `:focus-visible`) selector, which keeps that selector's specificity.
 */
export const focusRing = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.focusRing.offset,
} as const;
