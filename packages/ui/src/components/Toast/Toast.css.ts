import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { feedbackToneVars, toneColor } from "../../styles/feedbackTones.css";
import { focusRing } from "../../styles/focusRing.css";
import { vars } from "../../tokens/contract.css";
import type { ToastKind } from "./ToastQueue";

/**
 * Where the toasts stack: the bottom corner at the end of the reading direction, above every
 * other layer, newest on top.
 */
export const region = style({
  position: "fixed",
  insetBlockEnd: vars.space[4],
  insetInlineEnd: vars.space[4],
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  // 24rem: two short lines of text; narrower screens keep a margin on each side.
  width: `min(24rem, calc(100vw - 2 * ${vars.space[4]}))`,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": focusRing,
  },
});

/**
 * One toast. The kind shows three ways, never by colour alone (WCAG 1.4.1): its icon (or the
 * spinner), its title, and the coloured edge.
 */
export const toast = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space[3],
    paddingBlock: vars.space[3],
    paddingInlineStart: vars.space[4],
    paddingInlineEnd: vars.space[2],
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderColor: vars.color.borderSubtle,
    borderInlineStartWidth: vars.border.thick,
    borderInlineStartColor: toneColor,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.elevation.overlay,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    outline: "none",
    selectors: {
      "&[data-focus-visible]": focusRing,
    },
  },
  variants: {
    kind: {
      saving: feedbackToneVars.info,
      saved: feedbackToneVars.success,
      error: feedbackToneVars.danger,
      info: feedbackToneVars.info,
    } satisfies Record<ToastKind, object>,
  },
});

/** The icon column: the kind's colour, aligned with the title's first line. */
export const icon = style({
  display: "flex",
  paddingBlock: vars.space[2],
  color: toneColor,
});

const spin = keyframes({
  to: { transform: "rotate(1turn)" },
});

/** A ring turning while a save runs; still for people who asked for less motion. */
export const spinner = style({
  display: "inline-block",
  width: "1.25em",
  height: "1.25em",
  borderWidth: vars.border.thick,
  borderStyle: "solid",
  borderColor: "currentColor",
  borderBlockStartColor: "transparent",
  borderRadius: vars.radius.full,
  animationName: spin,
  // Five slow steps: one turn a second reads as busy without being agitated.
  animationDuration: `calc(5 * ${vars.motion.duration.normal})`,
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationName: "none",
    },
  },
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space[2],
  overflowWrap: "anywhere",
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
