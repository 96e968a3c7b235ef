import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * The box a story's calendar fills: the calendar takes the height of its parent, and the
 * picture needs a fixed one. Sizes in rem, inside the 1200 × 900 px test viewport.
 */
export const stage = style({
  width: "68rem",
  height: "50rem",
  backgroundColor: vars.color.background,
});

/** A narrower box, where long titles must wrap or be cut without spilling out. */
export const stageNarrow = style([stage, { width: "44rem", height: "44rem" }]);
