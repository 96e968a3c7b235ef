import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The group: its label, the list of checkboxes, then the group's messages. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  maxWidth: vars.size.fieldMaxWidth,
  fontFamily: vars.font.family.body,
});

/** The checkboxes, one per line, a little apart so each row stays a distinct target. */
export const items = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});
