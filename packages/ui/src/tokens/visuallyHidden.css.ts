import { style } from "@vanilla-extract/css";

/**
 * Hides content visually while keeping it in the accessibility tree (the classic "sr-only"
 * pattern). The 1px / -1px values are the technique itself, not design values. A plain rule, for
 * a style that hides its element only under a condition (a container or media query).
 */
export const visuallyHiddenRule = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** {@link visuallyHiddenRule} as a class. */
export const visuallyHidden = style(visuallyHiddenRule);
