import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** A table as wide as a planner's list: wide enough for four columns, narrower than the viewport. */
export const stage = style({
  width: `calc(${vars.size.fieldMaxWidth} * 2.5)`,
});

/** A narrow table, to show how long cell text and long column names are cut. */
export const stageNarrow = style({
  width: `calc(${vars.size.fieldMaxWidth} * 1.5)`,
});
