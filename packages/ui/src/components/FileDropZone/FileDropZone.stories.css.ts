import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The width of a form column. */
export const stage = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  width: `calc(${vars.size.fieldMaxWidth} * 1.5)`,
});
