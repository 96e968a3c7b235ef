import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/** A choice of a few short options, on one line when the editor is wider than a single field. */
export const choice = style({
  maxWidth: "none",
});

/** The first day and the type's pattern, side by side while they fit. */
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space[5],
});

export const nth = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
  minWidth: 0,
});

export const end = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
});

export const preview = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const previewText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const occurrences = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[6],
  fontSize: vars.font.size.sm,
});

export const lastLabel = style({
  fontWeight: vars.font.weight.semibold,
});
