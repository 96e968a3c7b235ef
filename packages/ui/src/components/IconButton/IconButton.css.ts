import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Square: as wide as it is high, so the target is the control's height in both directions. */
export const square = style({
  paddingInline: 0,
  aspectRatio: "1",
  selectors: {
    "&[data-size='sm']": { minWidth: vars.size.controlSm },
    "&[data-size='md']": { minWidth: vars.size.controlMd },
  },
});
