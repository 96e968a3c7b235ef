import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** A bar as long as the token it shows; its width is set inline from `vars.*`. */
export const bar = style({
  display: "block",
  height: vars.space[4],
  backgroundColor: vars.color.info,
});

/** A square as large as a size token, outlined so its edge is what is measured. */
export const square = style({
  display: "block",
  boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.border}`,
  backgroundColor: vars.color.infoSurface,
});
