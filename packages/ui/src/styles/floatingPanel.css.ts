import { vars } from "../tokens/contract.css";

/**
 * The surface of a panel floating above the page, next to its trigger: a `Popover` and a date
 * picker's calendar. Each adds its own padding, corners and layout.
 */
export const floatingPanel = {
  zIndex: vars.zIndex.dropdown,
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  backgroundColor: vars.color.background,
  boxShadow: vars.elevation.overlay,
  outline: "none",
} as const;
