import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** Elevation samples: a card on the page, and the same card on a grouped surface. */
export const ground = style({
  display: "flex",
  gap: vars.space[8],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
});

export const card = style({
  display: "flex",
  alignItems: "flex-end",
  width: "10rem", // wide enough for the caption in each language
  height: vars.space[12],
  padding: vars.space[3],
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});
