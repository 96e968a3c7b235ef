import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { control } from "../Field/Field.css";

/**
 * The `<textarea>`, next to the shared `fieldStyles.control`: its height comes from `rows`, and
 * the person may make it taller (never wider, which would break the form's column).
 */
export const textArea = style({
  display: "block",
  resize: "vertical",
  selectors: {
    // Doubled class: wins over the shared control's single-line values whatever the sheet order.
    [`${control}&`]: {
      minHeight: vars.size.controlMd,
      lineHeight: vars.font.lineHeight.normal,
    },
  },
});
