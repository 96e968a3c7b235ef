import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { group as comboBoxGroup, input as comboBoxInput } from "../ComboBox/ComboBox.css";

/** The box: the chosen tags and the search input, then the chevron, kept at the end. */
export const group = style([
  comboBoxGroup,
  {
    paddingBlock: vars.space[1],
    paddingInlineStart: vars.space[1],
  },
]);

/** Tags, then the input, wrapping onto more lines as tags pile up. */
export const values = style({
  display: "flex",
  flex: 1,
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  minWidth: 0,
});

/**
 * The tag group's own box steps aside (`display: contents`), so that its tags sit in the row of
 * values next to the input. Two classes deep to win over the field root it also has.
 */
export const tags = style({
  selectors: {
    [`${values} > &`]: {
      display: "contents",
    },
  },
});

/**
 * The input keeps room for a few letters beside the tags (a quarter of a field, a layout choice)
 * and goes to its own line when there is less.
 */
export const input = style([
  comboBoxInput,
  {
    flexBasis: `calc(${vars.size.fieldMaxWidth} / 4)`,
    paddingInlineStart: vars.space[2],
  },
]);

/** The chosen options of a disabled field: the tags' look, without a list's own spacing. */
export const staticTags = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});
