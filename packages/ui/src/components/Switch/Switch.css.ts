import { style } from "@vanilla-extract/css";
import * as choice from "../../styles/choiceIndicator.css";
import { focusRing } from "../../styles/focusRing.css";
import { vars } from "../../tokens/contract.css";

/** The field: the clickable row, then its description and warning. */
export const root = style(choice.field);

/**
 * The clickable row (a `<label>` holding the hidden native switch, the track and the text),
 * styled through react-aria's `[data-selected]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]` and `[data-readonly]`.
 */
export const button = style({
  ...choice.row,
  gap: vars.space[3],
});

/**
 * The track: 40 × 24 px. Off, a grey outline (3:1 on the page, WCAG 1.4.11) around a grey thumb
 * at the start; on, filled with the brand colour, the white thumb at the end: the position says
 * the state as well as the colour (WCAG 1.4.1).
 */
export const track = style({
  ...choice.indicator,
  ...choice.transition,
  flex: "none",
  display: "flex",
  alignItems: "center",
  width: vars.space[10],
  height: vars.space[6],
  // Padding plus border make the 4 px gap around the thumb.
  padding: `calc(${vars.space[1]} - ${vars.border.thin})`,
  borderWidth: vars.border.thin,
  borderRadius: vars.radius.full,
  selectors: {
    [`${button}[data-hovered] &`]: choice.hovered,
    [`${button}[data-selected] &`]: choice.selected,
    [`${button}[data-selected][data-hovered] &`]: choice.selectedHovered,
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: choice.disabled,
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
  ...choice.text,
  // Centres one line of text on the 24 px track.
  paddingBlockStart: `calc((${vars.space[6]} - 1em * ${vars.font.lineHeight.tight}) / 2)`,
});

/** Description and warning line up with the label text, not with the track. */
export const messages = style({
  ...choice.messages,
  paddingInlineStart: `calc(${vars.space[10]} + ${vars.space[3]})`,
});
