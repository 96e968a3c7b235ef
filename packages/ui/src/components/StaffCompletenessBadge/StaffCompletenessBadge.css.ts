import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * How much a staff completeness badge shows: `full` the counts and the completeness in words,
 * `compact` the counts only (dense tables, calendar cells); both read the whole sentence out.
 */
export const staffCompletenessBadgeVariants = ["full", "compact"] as const;

/** One of {@link staffCompletenessBadgeVariants}. */
export type StaffCompletenessBadgeVariant = (typeof staffCompletenessBadgeVariants)[number];

/** The visible part, counts then word; a long word wraps under the counts, never over them. */
export const shown = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space[2],
  minWidth: 0,
});

/** "3/5": digits of equal width, so a column of badges lines up, and never broken in two. */
export const counts = style({
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
});
