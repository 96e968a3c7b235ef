import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** A column as narrow as a calendar cell, to show how a badge wraps when room is short. */
export const cell = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[2],
  width: `calc(${vars.space[12]} * 3)`,
});

/** Badges one under the other, as in a table column. */
export const column = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[2],
});
