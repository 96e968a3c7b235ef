import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The width of a form column, where the list sits under its drop zone. */
export const stage = style({
  width: `calc(${vars.size.fieldMaxWidth} * 1.5)`,
});

/** A narrow column, to show long names wrapping. */
export const stageNarrow = style({
  width: vars.size.fieldMaxWidth,
});
