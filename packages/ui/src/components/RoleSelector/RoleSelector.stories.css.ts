import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Both variants one under the other, a form's spacing apart. */
export const stack = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
});
