import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Running text around an inline link, at the body size and measure. */
export const paragraph = style({
  margin: 0,
  maxWidth: vars.size.fieldMaxWidth,
  color: vars.color.text,
});

/** Standalone links stacked, as under a card or a list. */
export const stack = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[2],
});
