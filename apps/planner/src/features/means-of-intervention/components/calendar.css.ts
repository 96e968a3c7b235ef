import { style } from "@vanilla-extract/css";

/**
 * The box a calendar fills: the design system's calendars take their parent's height and scroll
 * inside it, so the page gives them most of the screen, never less than a month's six weeks.
 */
export const calendarBox = style({
  height: "clamp(32rem, 75vh, 56rem)",
  minWidth: 0,
});
