import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";
import { card } from "../../../lib/card.css";

export { page, title } from "../../../lib/page.css";

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

/** A part of the activity (its fields, means, series, files, history): a card with its heading. */
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
