import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Several examples stacked in a form-width column. */
export const storyColumn = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  width: vars.size.fieldMaxWidth,
});
