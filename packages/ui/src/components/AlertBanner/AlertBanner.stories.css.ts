import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Stories only: banners stacked as they would be at the top of a page. */
export const storyStack = style({
  display: "grid",
  gap: vars.space[4],
});
