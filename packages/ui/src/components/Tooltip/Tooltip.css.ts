import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * A tooltip: body text colours inverted (16.5:1 in the organisation's theme), small type, a short
 * measure. It sits above modals, as it can belong to a control inside one.
 */
export const tooltip = style({
  // 16rem keeps a tooltip to a few short lines; a longer explanation belongs in a popover.
  maxWidth: "16rem",
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  boxShadow: vars.elevation.raised,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  zIndex: vars.zIndex.toast,
  transitionProperty: "opacity",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&[data-entering], &[data-exiting]": {
      opacity: 0,
    },
  },
});

/** The arrow points at the trigger; it turns with `[data-placement]`. */
export const arrow = style({
  display: "block",
  fill: vars.color.text,
  selectors: {
    "[data-placement='bottom'] &": { transform: "rotate(180deg)" },
    "[data-placement='left'] &": { transform: "rotate(-90deg)" },
    "[data-placement='right'] &": { transform: "rotate(90deg)" },
  },
});
