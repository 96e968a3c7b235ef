import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The box of a story of a field with a floating list: a field column wide. */
export const stage = style({
  width: vars.size.fieldMaxWidth,
});

/**
 * Room for an open list under the field: label, control and the list's seven and a half rows
 * (see `Select.css.ts`) take about ten control heights.
 */
export const stageOpen = style({
  minHeight: `calc(${vars.size.controlMd} * 10)`,
});

/** A wider stage, for controls laid out in a row (pagination). */
export const stageWide = style({
  width: `calc(${vars.size.fieldMaxWidth} * 2)`,
});
