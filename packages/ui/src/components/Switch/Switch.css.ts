import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The field: the clickable row, then its description and warning. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontFamily: vars.font.family.body,
});

/**
 * The clickable row (a `<label>` holding the hidden native switch, the track and the text),
 * styled through react-aria's `[data-selected]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]` and `[data-readonly]`.
 */
export const button = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  // The whole row is the pointer target, at least as high as the 24 px track (WCAG 2.5.8).
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
 * The track: 40 × 24 px. Off, a grey outline (3:1 on the page, WCAG 1.4.11) around a grey thumb
 * at the start; on, filled with the brand colour, the white thumb at the end: the position says
 * the state as well as the colour (WCAG 1.4.1).
 */
export const track = style({
  flex: "none",
  display: "flex",
  alignItems: "center",
  width: vars.space[10],
  height: vars.space[6],
  // Padding plus border make the 4 px gap around the thumb.
  padding: `calc(${vars.space[1]} - ${vars.border.thin})`,
  borderWidth: vars.border.thin,
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
    },
    [`${button}[data-selected][data-hovered] &`]: {
      borderColor: vars.color.primaryHover,
      backgroundColor: vars.color.primaryHover,
    },
    [`${button}[data-focus-visible] &`]: {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    [`${button}[data-disabled] &`]: {
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceDisabled,
    },
  },
});

/** The thumb, sliding from the start to the end of the track. */
export const thumb = style({
  width: vars.space[4],
  height: vars.space[4],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transitionProperty: "transform, background-color",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${button}[data-selected] &`]: {
      backgroundColor: vars.color.onPrimary,
      transform: `translateX(${vars.space[4]})`,
    },
    // The thumb moves towards the end of the line in right-to-left text too.
    [`[dir="rtl"] ${button}[data-selected] &`]: {
      transform: `translateX(calc(-1 * ${vars.space[4]}))`,
    },
    [`${button}[data-disabled] &`]: {
      backgroundColor: vars.color.textDisabled,
    },
  },
});

/** The label text: wraps anywhere rather than overflowing a narrow column. */
export const text = style({
  minWidth: 0,
  overflowWrap: "anywhere",
  // Centres one line of text on the 24 px track.
  paddingBlockStart: `calc((${vars.space[6]} - 1em * ${vars.font.lineHeight.tight}) / 2)`,
});

/** Description and warning line up with the label text, not with the track. */
export const messages = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  paddingInlineStart: `calc(${vars.space[10]} + ${vars.space[3]})`,
  selectors: {
    // No message: no gap under the row either.
    "&:empty": { display: "none" },
  },
});
