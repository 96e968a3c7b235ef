import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * The `<fieldset>`: the browser's border, padding and margin removed, the group's legend,
 * messages and one field per language stacked on the spacing grid, a field column wide.
 */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  minWidth: 0,
  maxWidth: vars.size.fieldMaxWidth,
  margin: 0,
  padding: 0,
  border: "none",
  fontFamily: vars.font.family.body,
});

/** The group's name, above its fields: one step above a field's label, so it reads as a heading. */
export const legend = style({
  padding: 0,
  // A rendered legend is not a flex item: the fieldset's gap does not reach it.
  marginBlockEnd: vars.space[2],
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  selectors: {
    [`${root}:disabled &`]: {
      color: vars.color.textDisabled,
    },
  },
});

/** The description and the error of the whole group, under its legend. */
export const messages = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  selectors: {
    "&:empty": {
      display: "none",
    },
  },
});
