import type { DayStatus } from "@releve/domain";
import { type StyleRule, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/**
 * Touch targets of the field staff calendar: 3 rem (48 px at the default size), above the 44 px
 * that touch guidelines and WCAG 2.5.5 (AAA) ask for, since it is used with a thumb, outdoors.
 */
const touchTarget = vars.space[12];

const focusRing: StyleRule = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.focusRing.offset,
};

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  width: "100%",
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const calendar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  width: "100%",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[1],
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: "center",
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  outline: "none",
  // "juin 2026" and "mercredi 10 juin" are written lower-case in French; a title starts upper-case.
  "::first-letter": { textTransform: "uppercase" },
  // The day's title takes the focus when the day opens.
  selectors: { "&:focus-visible": focusRing },
});

/** A square button a thumb can hit: previous/next month or day. */
export const navButton = style({
  selectors: {
    "&&": { minWidth: touchTarget, minHeight: touchTarget, paddingInline: 0 },
  },
});

/** The back button: as high as a touch target, as wide as its words. */
export const backButton = style({
  alignSelf: "flex-start",
  selectors: { "&&": { minHeight: touchTarget } },
});

export const grid = style({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "collapse",
  borderSpacing: 0,
});

export const weekday = style({
  paddingBlockEnd: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textAlign: "center",
});

/**
 * A day, styled through react-aria's `[data-hovered]`, `[data-pressed]`, `[data-selected]` (the
 * day last opened), `[data-outside-month]` and `[data-focus-visible]`, and the calendar's own
 * `[data-is-today]` (from its `today` prop, so pictures do not depend on the date).
 */
export const day = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[0],
  boxSizing: "border-box",
  minHeight: touchTarget,
  marginInline: "auto",
  width: "100%",
  maxWidth: vars.space[12],
  borderRadius: vars.radius.md,
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { visibility: "hidden" },
    "&[data-hovered]": { backgroundColor: vars.color.surface },
    "&[data-pressed]": { backgroundColor: vars.color.surfacePressed },
    "&[data-selected]": {
      boxShadow: `inset 0 0 0 ${vars.border.thick} ${vars.color.text}`,
    },
    "&[data-focus-visible]": focusRing,
  },
});

export const dayNumber = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.md,
  fontVariantNumeric: "tabular-nums",
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    // Today: a filled disc and bold figures, so it is not told by colour alone.
    [`${day}[data-is-today] &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.font.weight.bold,
    },
  },
});

const statusColours: Record<DayStatus, string> = {
  validated: vars.color.success,
  proposed: vars.color.info,
  registered: vars.color.warning,
  incomplete: vars.color.danger,
};

/** The day status's icon; a day without status keeps the room, empty. */
export const marker = style({
  flex: "none",
  width: "1em",
  height: "1em",
  fontSize: vars.font.size.sm,
});

/** The colour of each day status, always next to its icon (and, outside the grid, its word). */
export const statusColour = recipe({
  variants: {
    status: Object.fromEntries(
      Object.entries(statusColours).map(([status, color]) => [status, { color }]),
    ) as Record<DayStatus, StyleRule>,
  },
});

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
  listStyle: "none",
});

export const legendItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
});

export const dayStatus = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A registration's place in the list: its card fills it. */
export const listItem = style({
  display: "flex",
  flexDirection: "column",
});

/** A registration of the day: a card as high as a touch target at least. */
export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  boxSizing: "border-box",
  minHeight: touchTarget,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  overflowWrap: "anywhere",
  // A button: its text starts where the card does, in the page's font and colour.
  width: "100%",
  margin: 0,
  font: "inherit",
  color: "inherit",
  textAlign: "start",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.surface },
    "&[data-pressed]": { backgroundColor: vars.color.surfacePressed },
    "&[data-focus-visible]": focusRing,
  },
});

export const itemTop = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
});

export const itemTime = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: "tabular-nums",
});

export const itemTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const itemActivity = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
