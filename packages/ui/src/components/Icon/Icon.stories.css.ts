import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

export const iconGallery = style({
  display: "grid",
  gridTemplateColumns: "repeat(6, 8rem)",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const iconTile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[1],
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
