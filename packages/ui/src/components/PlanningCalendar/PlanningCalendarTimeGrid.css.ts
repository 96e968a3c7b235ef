import { createVar, style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { insetFocusRing } from "./PlanningCalendarMonth.css";

/** The width the lanes share in a day column that keeps a "+N" strip (the day view). */
export const laneArea = createVar();

/** Height of an hour: 48 px at the default font size, so 30 minutes still make a 24 px target. */
const hourHeight = vars.space[12];
const gutterWidth = `calc(${vars.space[12]} + ${vars.space[2]})`;

export const scroller = style({
  flex: "1 1 auto",
  minHeight: 0,
  overflow: "auto",
  // Its size comes from the calendar, never from the means: a change of week lays out this box only.
  contain: "strict",
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  // The grid keeps its scroll position itself (the hour it opens on); no anchoring to work out.
  overflowAnchor: "none",
});

export const grid = style({
  position: "relative",
  minWidth: "100%",
});

/**
 * The hour gutter at the start of both rows; the days share the rest equally. Rows are flex
 * boxes, not a grid: a change of week lays out the same columns with less work.
 */
export const gutter = style({
  flex: `0 0 ${gutterWidth}`,
});

export const headRow = style({
  position: "sticky",
  top: 0,
  zIndex: 3,
  display: "flex",
  backgroundColor: vars.color.surface,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.borderSubtle,
});

/**
 * A day's header, the day's tab stop: it stays in view while the hours scroll, so moving from
 * day to day never scrolls the grid. Enter opens the day.
 */
export const columnHeader = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[1],
  flex: "1 1 0",
  minWidth: 0,
  // Room for the day and its "+N" whether or not a day has one: a header row that changed
  // height from one week to the next would lay the whole grid out again.
  minHeight: `calc(${vars.size.targetMin} * 2 + ${vars.space[1]} * 3)`,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[aria-current]": {
      color: vars.color.primary,
      textDecorationLine: "underline",
      textDecorationThickness: vars.border.thick,
      textUnderlineOffset: vars.space[1],
    },
    "&:focus-visible": insetFocusRing,
  },
});

export const bodyRow = style({
  display: "flex",
  height: `calc(${hourHeight} * 24)`,
});

/** The hours down the side: drawn for the eye, the means say their own times. */
export const hours = style({
  display: "flex",
  flexDirection: "column",
  paddingInlineEnd: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: "tabular-nums",
  lineHeight: vars.font.lineHeight.tight,
  textAlign: "end",
});

export const hour = style({
  flex: `0 0 ${hourHeight}`,
});

/** A day: hour lines drawn by its background, the means laid over it. */
export const dayColumn = style({
  position: "relative",
  contain: "layout paint",
  flex: "1 1 0",
  minWidth: 0,
  borderInlineStartWidth: vars.border.thin,
  borderInlineStartStyle: "solid",
  borderInlineStartColor: vars.color.borderSubtle,
  backgroundImage: `linear-gradient(to bottom, ${vars.color.borderSubtle} ${vars.border.thin}, transparent ${vars.border.thin})`,
  backgroundSize: `100% ${hourHeight}`,
  selectors: {
    "&[data-today]": { backgroundColor: vars.color.surface },
    "&[data-has-more]": { vars: { [laneArea]: `calc(100% - ${vars.size.controlSm})` } },
  },
});

/** "+N" of the means beyond the lanes: in a day's header (week), or an hour's strip (day). */
export const more = style({
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space[1],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.link,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: "none",
  textDecorationLine: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover, &[data-hovered]": {
      color: vars.color.linkHover,
      borderColor: vars.color.borderHover,
    },
    "&:focus-visible, &[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** In the day view, the "+N" of an hour sits in a strip at the end of that hour. */
export const hourMore = style({
  position: "absolute",
  insetInlineEnd: 0,
  zIndex: 1,
  width: vars.size.controlSm,
});

export const skeleton = style({
  position: "absolute",
  insetInline: vars.space[1],
  height: `calc(${hourHeight} * 2)`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfacePressed,
});

export const popover = style({
  maxWidth: "min(24rem, 90vw)",
  maxHeight: "min(24rem, 60vh)",
  overflow: "auto",
  padding: vars.space[2],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  boxShadow: vars.elevation.overlay,
  outline: "none",
});

export const popoverList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
