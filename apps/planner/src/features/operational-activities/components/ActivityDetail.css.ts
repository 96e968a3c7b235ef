import { vars } from "@releve/ui/tokens";
import { globalStyle, style } from "@vanilla-extract/css";

/** The activity's fields: term above value, in as many columns as the width holds. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space[4],
  margin: 0,
});

export const fact = style({ display: "grid", gap: vars.space[1], minWidth: 0 });

/** The comment, across every column: it may be a few paragraphs. */
export const wideFact = style([fact, { gridColumn: "1 / -1" }]);

globalStyle(`${facts} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });

/** A text as written, its line breaks kept. */
export const comment = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const problem = style({ margin: 0, color: vars.color.danger });

/** The history's changes, one under the other. */
export const history = style({
  display: "grid",
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const entry = style({
  display: "grid",
  gap: vars.space[1],
  paddingInlineStart: vars.space[3],
  borderInlineStart: `${vars.border.thick} solid ${vars.color.borderSubtle}`,
});

export const entryHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
});

/** The series' pattern, above its occurrences. */
export const pattern = style({ margin: 0 });

/** The lines of a list of means or occurrences: what it is on the left, its badges on the right. */
export const rows = style({
  display: "grid",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
});

export const rowMain = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space[2],
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
