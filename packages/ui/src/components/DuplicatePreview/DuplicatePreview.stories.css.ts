import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Stories only: the width of a duplicate form in a large dialog (three columns of copies). */
export const wide = style({
  width: "52rem",
});

/** Stories only: a phone-wide column. */
export const narrow = style({
  width: vars.size.fieldMaxWidth,
});
