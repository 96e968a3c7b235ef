import { style } from "@vanilla-extract/css";
import { floatingPanel } from "../../styles/floatingPanel.css";
import { vars } from "../../tokens/contract.css";
// Imported first so that, at equal specificity, the rules below come after the shared control's.
import "../Field/Field.css";

/** The picker's root, beside `fieldStyles.root`: a hook for the group's read-only look. */
export const picker = style({});

/**
 * The boxed control (`fieldStyles.control`) holding the segments and the calendar button: the
 * button sits at the inline end, inside the box, so the box keeps the height of a text field.
 */
export const group = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[1],
  paddingBlock: 0,
  paddingInlineEnd: vars.space[1],
  selectors: {
    [`${picker}[data-readonly] &`]: {
      backgroundColor: vars.color.surface,
    },
  },
});

/** The calendar button, pushed to the end of the box. */
export const button = style({
  marginInlineStart: "auto",
});

/** The dash between the start and the end of a range; hidden from screen readers. */
export const rangeSeparator = style({
  color: vars.color.textMuted,
  paddingInline: vars.space[1],
});

/** The floating panel holding the calendar, above the page. */
export const popover = style({
  ...floatingPanel,
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
});

export const dialog = style({
  outline: "none",
});
