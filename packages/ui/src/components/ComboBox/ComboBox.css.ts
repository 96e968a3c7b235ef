import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { control } from "../Field/Field.css";

/**
 * The boxed part of a combo box (and of a multi-select): the field's control look on react-aria's
 * `Group`, which carries `[data-focus-within]`, `[data-invalid]` and `[data-disabled]`.
 */
export const group = style([
  control,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space[1],
    paddingBlock: 0,
    paddingInlineEnd: vars.space[1],
    cursor: "text",
  },
]);

/** The text input, borderless inside the group that draws the box and the focus ring. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: "stretch",
  paddingBlock: vars.space[2],
  paddingInline: 0,
  borderWidth: 0,
  backgroundColor: "transparent",
  color: "inherit",
  fontFamily: "inherit",
  fontSize: "inherit",
  lineHeight: "inherit",
  outline: "none",
  "::placeholder": {
    color: vars.color.textMuted,
  },
  selectors: {
    "&[data-disabled]": {
      cursor: "not-allowed",
    },
  },
});

/**
 * The chevron button that opens the whole list. Pointer only (react-aria keeps it out of the Tab
 * order: ArrowDown does the same from the input), and above the 24 × 24 px minimum target.
 */
export const button = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": {
      backgroundColor: vars.color.surface,
    },
    "&[data-pressed]": {
      backgroundColor: vars.color.surfacePressed,
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
      backgroundColor: "transparent",
      color: vars.color.textDisabled,
    },
  },
});

const spin = keyframes({
  from: { transform: "rotate(0deg)" },
  to: { transform: "rotate(360deg)" },
});

/**
 * The loading arc. One turn a second is the usual spinner pace, not a motion token (those time
 * transitions); it stands still for people who ask for reduced motion, and in stories.
 */
export const spinner = style({
  flex: "none",
  color: vars.color.textMuted,
  animationName: spin,
  animationDuration: "1s",
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationName: "none",
    },
  },
});
