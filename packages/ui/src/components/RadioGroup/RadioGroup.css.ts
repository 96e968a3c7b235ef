import { type StyleRule, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/**
 * How the options are laid out. Arrow keys move in both directions either way (react-aria);
 * `aria-orientation` tells screen readers which one is shown.
 */
export const radioGroupOrientations = ["vertical", "horizontal"] as const;

/** One of {@link radioGroupOrientations}. */
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** The group: its label, the options, then the group's messages. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  maxWidth: vars.size.fieldMaxWidth,
  fontFamily: vars.font.family.body,
});

/** The options, stacked or side by side (wrapping when the line is full). */
export const items = recipe({
  base: { display: "flex" },
  variants: {
    orientation: {
      vertical: { flexDirection: "column", gap: vars.space[2] },
      horizontal: {
        flexDirection: "row",
        flexWrap: "wrap",
        columnGap: vars.space[5],
        rowGap: vars.space[2],
      },
    } satisfies Record<RadioGroupOrientation, StyleRule>,
  },
  defaultVariants: { orientation: "vertical" },
});

/** One option: its clickable row, then its own description. */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
});

/**
 * The clickable row (a `<label>` holding the hidden native radio, the circle and the text), styled
 * through react-aria's `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`,
 * `[data-invalid]`, `[data-disabled]` and `[data-readonly]`.
 */
export const button = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  // The whole row is the pointer target: at least 24 px high (WCAG 2.5.8).
  minHeight: vars.size.targetMin,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-disabled]": {
      cursor: "not-allowed",
      color: vars.color.textDisabled,
    },
    "&[data-readonly]": {
      cursor: "default",
    },
  },
});

/**
 * The drawn circle, one line of body text high so it sits on the first line of a wrapping label.
 * Selected, it fills with the brand colour around a white ring (the dot), 3:1 or more against the
 * page (WCAG 1.4.11).
 */
export const circle = style({
  flex: "none",
  width: vars.space[5],
  height: vars.space[5],
  borderWidth: vars.border.thick,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  transitionProperty: "background-color, border-color",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${button}[data-hovered] &`]: {
      borderColor: vars.color.borderHover,
    },
    [`${button}[data-selected] &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.background}`,
    },
    [`${button}[data-focus-visible] &`]: {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    // The group's error text says it too: colour is not the only cue (WCAG 1.4.1).
    [`${button}[data-invalid]:not([data-selected]) &`]: {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSurface,
    },
    [`${button}[data-disabled] &`]: {
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceDisabled,
      boxShadow: "none",
    },
    [`${button}[data-disabled][data-selected] &`]: {
      backgroundColor: vars.color.textDisabled,
      boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.surfaceDisabled}`,
    },
  },
});

/** The option's text: wraps anywhere rather than overflowing a narrow column. */
export const text = style({
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** An option's own description, lined up with its text rather than with the circle. */
export const optionDescription = style({
  paddingInlineStart: `calc(${vars.space[5]} + ${vars.space[2]})`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});
