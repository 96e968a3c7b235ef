import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * The box a picker story renders in, and its popover's portal: as wide as a field, positioned so
 * the popover is placed inside it, and tall enough, when the calendar is open, for the photographed
 * frame to hold it (label, field, 8 px offset and a six-week month).
 */
export const pickerFrame = style({
  position: "relative",
  width: vars.size.fieldMaxWidth,
});

export const pickerFrameOpen = style([
  pickerFrame,
  {
    // Label and field (≈ 4.5rem) plus the popover's six-week month (≈ 23rem).
    minHeight: "28rem",
  },
]);
