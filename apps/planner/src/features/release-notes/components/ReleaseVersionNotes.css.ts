import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const version = style({
  display: "grid",
  gap: vars.space[2],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const description = style({
  margin: 0,
});

export const notes = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const noteTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const noteText = style({
  margin: 0,
  // Notes are written as plain text: their line breaks are the author's paragraphs.
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});
