import { style } from "@vanilla-extract/css";
import { floatingPanel } from "../../styles/floatingPanel.css";
import { vars } from "../../tokens/contract.css";

/**
 * The floating panel of a popover, a menu or a picker. react-aria positions it and sets its
 * `max-height` to the room it measured. The panel itself does not scroll (that would clip the
 * arrow, drawn outside its box): its content does, as a flex child allowed to shrink.
 */
export const popover = style({
  ...floatingPanel,
  display: "flex",
  flexDirection: "column",
  minWidth: "var(--trigger-width)",
  maxWidth: `calc(100vw - 2 * ${vars.space[4]})`,
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transitionProperty: "opacity",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&[data-entering], &[data-exiting]": {
      opacity: 0,
    },
  },
});

/** The panel of a popover that holds a dialog: roomier than a menu, and text-width bounded. */
export const dialogPopover = style({
  // 20rem: a comfortable reading measure for a short explanation next to its trigger.
  maxWidth: `min(20rem, calc(100vw - 2 * ${vars.space[4]}))`,
  // The padding moves to the dialog, the part that scrolls, so focus rings inside are not clipped.
  padding: 0,
});

/**
 * The arrow, drawn as a square turned 45°: it takes the panel's fill and border, and react-aria
 * places it against the trigger through `[data-placement]`.
 */
export const arrow = style({
  display: "block",
  fill: vars.color.background,
  stroke: vars.color.borderSubtle,
  strokeWidth: vars.border.thin,
  selectors: {
    "[data-placement='bottom'] &": { transform: "rotate(180deg)" },
    "[data-placement='left'] &": { transform: "rotate(-90deg)" },
    "[data-placement='right'] &": { transform: "rotate(90deg)" },
  },
});

/** The dialog inside a popover: no focus ring on the container itself, only on its controls. */
export const dialog = style({
  minHeight: 0,
  padding: vars.space[4],
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  outline: "none",
  overflowWrap: "anywhere",
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
