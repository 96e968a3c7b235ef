import { style } from "@vanilla-extract/css";
import * as choice from "../../styles/choiceIndicator.css";
import { focusRing } from "../../styles/focusRing.css";
import { vars } from "../../tokens/contract.css";

/** The field: the clickable row, then its description, warning and error. */
export const root = style(choice.field);

/**
 * The clickable row (a `<label>` holding the hidden native input, the box and the text), styled
 * through react-aria's `[data-selected]`, `[data-indeterminate]`, `[data-hovered]`,
 * `[data-focus-visible]`, `[data-invalid]`, `[data-disabled]` and `[data-readonly]`.
 */
export const button = style({
  ...choice.row,
  gap: vars.space[2],
  paddingBlock: vars.space[0],
});

/** The drawn box (`choice.checkbox`), which keeps its size beside a label that wraps. */
export const box = style({
  ...choice.checkbox,
  ...choice.transition,
  flex: "none",
  selectors: {
    [`${button}[data-hovered] &`]: choice.hovered,
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: choice.selected,
    [`${button}[data-selected][data-hovered] &, ${button}[data-indeterminate][data-hovered] &`]:
      choice.selectedHovered,
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid]:not([data-selected]):not([data-indeterminate]) &`]: choice.invalid,
    [`${button}[data-disabled] &`]: {
      ...choice.disabled,
      color: vars.color.textDisabled,
    },
  },
});

/** The label text: wraps anywhere rather than overflowing a narrow column. */
export const text = style(choice.text);

/** Description, warning and error line up with the label text, not with the box. */
export const messages = style({
  ...choice.messages,
  paddingInlineStart: `calc(${vars.space[5]} + ${vars.space[2]})`,
});
