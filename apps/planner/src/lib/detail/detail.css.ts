import { vars } from "@releve/ui/tokens";
import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "../card.css";

export { page, title } from "../page.css";

/** The title with the status beside it, the actions under them. */
export const header = style({ display: "grid", gap: vars.space[4], minWidth: 0 });

export const titleLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** A part of the page (its fields, its people, its history…): a card with its heading. */
export const section = style([card]);

/** A part's heading, and the link that adds to it when there is one. */
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[2],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

/** The page's fields: term above value, in as many columns as the width holds. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space[4],
  margin: 0,
});

export const fact = style({ display: "grid", gap: vars.space[1], minWidth: 0 });

/** A long field (a comment), across every column: it may be a few paragraphs. */
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

/** The lines of a list in a part (means, occurrences, people): what it is, then its badges. */
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

/** The actions in sight: in a row, wrapping on a narrow screen. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
});

/** Why an action of the row cannot be taken, beside it: as wide as the row allows. */
export const barReason = style({
  flex: "1 1 16rem",
  margin: 0,
});

/** A link among the buttons: as high as they are, so the row lines up. */
export const barLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[2],
});
