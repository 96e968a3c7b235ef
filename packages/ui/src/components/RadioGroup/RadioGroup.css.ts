import { type StyleRule, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import * as choice from "../../styles/choiceIndicator.css";
import { focusRing } from "../../styles/focusRing.css";
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
  ...choice.row,
  gap: vars.space[2],
});

/**
 * The drawn circle, one line of body text high so it sits on the first line of a wrapping label.
 * Selected, it fills with the brand colour around a white ring (the dot), 3:1 or more against the
 * page (WCAG 1.4.11).
 */
export const circle = style({
  ...choice.indicator,
  ...choice.transition,
  flex: "none",
  width: vars.space[5],
  height: vars.space[5],
  borderWidth: vars.border.thick,
  borderRadius: vars.radius.full,
  selectors: {
    [`${button}[data-hovered] &`]: choice.hovered,
    [`${button}[data-selected] &`]: {
      ...choice.selected,
      boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.background}`,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid]:not([data-selected]) &`]: choice.invalid,
    [`${button}[data-disabled] &`]: {
      ...choice.disabled,
      boxShadow: "none",
    },
    [`${button}[data-disabled][data-selected] &`]: {
      backgroundColor: vars.color.textDisabled,
      boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.surfaceDisabled}`,
    },
  },
});

/** The option's text: wraps anywhere rather than overflowing a narrow column. */
export const text = style(choice.text);

/** An option's own description, lined up with its text rather than with the circle. */
export const optionDescription = style({
  paddingInlineStart: `calc(${vars.space[5]} + ${vars.space[2]})`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});
