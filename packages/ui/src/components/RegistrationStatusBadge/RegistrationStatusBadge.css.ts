import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The status and, when proposed, the flag beside it; the flag wraps under it when room is short. */
export const group = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[1],
  maxWidth: "100%",
  verticalAlign: "middle",
});
