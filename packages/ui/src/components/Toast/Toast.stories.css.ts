import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * Stories only: the region moved from the bottom corner of the viewport to the top of the story
 * stage, where the photographed frame is (react-aria portals the region into `<body>`).
 */
export const storyRegion = style({
  insetBlockStart: vars.space[8],
  insetInlineStart: vars.space[8],
  insetBlockEnd: "auto",
  insetInlineEnd: "auto",
});
