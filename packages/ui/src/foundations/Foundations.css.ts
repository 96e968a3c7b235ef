import { style } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** A Foundations page: a title, an introduction and sections, on the spacing grid. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[6],
  // The pages are documentation, read at desktop width; 70rem keeps them inside the 1200 px
  // viewport the visual tests use.
  maxWidth: "70rem",
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const intro = style({
  margin: 0,
  maxWidth: "48rem", // a comfortable reading measure (≈ 75 characters)
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A token table: name, value, measured value, and a sample drawn with the token. */
export const table = style({
  borderCollapse: "collapse",
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const headerCell = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBlockEnd: `${vars.border.thick} solid ${vars.color.border}`,
  textAlign: "start",
  fontWeight: vars.font.weight.semibold,
  whiteSpace: "nowrap",
});

export const cell = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  verticalAlign: "middle",
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: "nowrap",
});

/** A row of samples that wraps. */
export const sampleRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space[6],
});

/** A sample with its caption under it. */
export const sample = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

/** A value with a small drawing of it beside it. */
export const valueWithSample = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
});
