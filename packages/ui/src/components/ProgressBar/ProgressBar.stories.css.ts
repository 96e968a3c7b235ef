import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Several bars stacked, as in an upload list. */
export const column = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
});
