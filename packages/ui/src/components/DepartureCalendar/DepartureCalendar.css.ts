import {
  type MeansStatus,
  meansStatuses,
  type StaffCompleteness,
  staffCompletenesses,
} from "@releve/domain";
import { createVar, type StyleRule, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";
import { iconMask } from "../Icon/iconMask";
import { meansStatusBadgeIcons } from "../MeansStatusBadge/MeansStatusBadgeIcons";
import { staffCompletenessBadgeIcons } from "../StaffCompletenessBadge/StaffCompletenessBadgeIcons";

/**
 * Measures of the timeline in rem. Numbers, not tokens: the virtualizers place rows and hours in
 * pixels, so the component converts them with the root font size and hands them to the styles
 * below through the variables that follow. A lane is a regular control high (2.5 rem less the
 * row's padding), an hour wide enough for "08:00" and a short bar's staff count.
 */
export const departureCalendarMeasures = {
  /** Width of the column of departure names. */
  nameWidthRem: 12,
  /** Width of an hour. */
  hourWidthRem: 4,
  /** Height of the time header: a line of days above a line of hours. */
  headerHeightRem: 3.5,
  /** Height of one lane of bars. */
  laneHeightRem: 2,
  /** Padding above and below the lanes of a row: `vars.space[1]`. */
  rowPaddingRem: 0.25,
} as const;

/** Set inline by the grid, in px. */
export const nameWidth = createVar();
export const hourWidth = createVar();
export const headerHeight = createVar();

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  height: "100%",
  minHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { "&:empty": { display: "none" } },
});

/** The scrolling box: the grid itself. Its own stacking context keeps the sticky layers inside. */
export const scroller = style({
  position: "relative",
  flex: "1 1 auto",
  minHeight: 0,
  overflow: "auto",
  overscrollBehavior: "contain",
  isolation: "isolate",
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const headerRow = style({
  position: "sticky",
  top: 0,
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  display: "flex",
  height: headerHeight,
  backgroundColor: vars.color.background,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.border,
});

const stickyColumn: StyleRule = {
  position: "sticky",
  left: 0,
  zIndex: vars.zIndex.sticky,
  flex: "none",
  boxSizing: "border-box",
  width: nameWidth,
  backgroundColor: vars.color.background,
  borderInlineEndWidth: vars.border.thin,
  borderInlineEndStyle: "solid",
  borderInlineEndColor: vars.color.border,
};

export const corner = style({
  ...stickyColumn,
  display: "flex",
  alignItems: "flex-end",
  padding: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const timeAxis = style({
  position: "relative",
  flex: "none",
  height: "100%",
});

/** A day above its hours; its label stays at the left edge while the day is in view. */
export const day = style({
  position: "absolute",
  top: 0,
  height: "50%",
  display: "flex",
  alignItems: "center",
  borderInlineStartWidth: vars.border.thin,
  borderInlineStartStyle: "solid",
  borderInlineStartColor: vars.color.border,
});

export const dayLabel = style({
  position: "sticky",
  left: nameWidth,
  paddingInline: vars.space[2],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: "nowrap",
  selectors: {
    // Today: underlined, so it is not told by weight alone.
    "&[data-today]": {
      fontWeight: vars.font.weight.bold,
      textDecorationLine: "underline",
      textUnderlineOffset: vars.space[1],
    },
  },
});

export const hour = style({
  position: "absolute",
  bottom: 0,
  height: "50%",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  paddingInline: vars.space[1],
  borderInlineStartWidth: vars.border.thin,
  borderInlineStartStyle: "solid",
  borderInlineStartColor: vars.color.borderSubtle,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: "tabular-nums",
});

export const body = style({
  position: "relative",
});

export const row = style({
  position: "absolute",
  top: 0,
  left: 0,
  display: "flex",
  boxSizing: "border-box",
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.borderSubtle,
});

const focusRing: StyleRule = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
};

export const rowHeader = style({
  ...stickyColumn,
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  paddingInline: vars.space[2],
  outline: "none",
  selectors: {
    // Inside the column, which the sticky layer would otherwise cut.
    "&:focus-visible": {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width} - ${vars.focusRing.offset})`,
    },
  },
});

/** A long name is cut after two lines; the whole name stays in the accessibility tree. */
export const rowName = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The time of a row, ruled every hour (thin) and every day (stronger). */
export const track = style({
  position: "relative",
  flex: "none",
  backgroundImage: `linear-gradient(to right, ${vars.color.border} ${vars.border.thin}, transparent ${vars.border.thin}), linear-gradient(to right, ${vars.color.borderSubtle} ${vars.border.thin}, transparent ${vars.border.thin})`,
  backgroundSize: `calc(24 * ${hourWidth}) 100%, ${hourWidth} 100%`,
});

const accent = createVar();

/** Status looks, the same as the planning calendar's; each status also has its own icon. */
const statusLooks: Record<MeansStatus, StyleRule> = {
  draft: {
    vars: { [accent]: vars.color.border },
    backgroundColor: vars.color.background,
    borderStyle: "dashed",
  },
  public: { vars: { [accent]: vars.color.info }, backgroundColor: vars.color.infoSurface },
  open: { vars: { [accent]: vars.color.success }, backgroundColor: vars.color.successSurface },
  cancelled: {
    vars: { [accent]: vars.color.textMuted },
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    textDecorationLine: "line-through",
  },
};

/** A means: a bar from its start to its end, status icon first, completeness icon last. */
/** An icon of a bar: a pseudo-element masked by the icon, painted by its background. */
const barIcon: StyleRule = {
  content: '""',
  flex: "none",
  width: "1em",
  height: "1em",
  maskSize: "contain",
  WebkitMaskSize: "contain",
  maskRepeat: "no-repeat",
  WebkitMaskRepeat: "no-repeat",
};

/** The colour of each staff completeness's icon: the theme's status colours. */
const completenessColours: Record<StaffCompleteness, string> = {
  allStaffed: vars.color.success,
  readyStaffed: vars.color.info,
  partiallyStaffed: vars.color.warning,
  noneStaffed: vars.color.danger,
};

/**
 * A means on the timeline: its status's icon (`::before`), its text, its staff completeness's
 * icon (`::after`). Two elements, the bar and its text: the icons are pseudo-elements, so a
 * change of day replaces as few elements as possible.
 */
export const bar = recipe({
  base: {
    position: "absolute",
    display: "flex",
    alignItems: "center",
    gap: vars.space[1],
    boxSizing: "border-box",
    minWidth: vars.size.targetMin,
    paddingInline: vars.space[1],
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderColor: accent,
    borderInlineStartWidth: vars.border.thick,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: "nowrap",
    overflow: "hidden",
    cursor: "pointer",
    outline: "none",
    selectors: {
      "&::before": { ...barIcon, backgroundColor: accent },
      "&::after": barIcon,
      "&:hover": { borderColor: vars.color.borderHover },
      // Above the other bars, under the sticky name column and time header.
      "&:focus-visible": {
        ...focusRing,
        outlineOffset: vars.focusRing.offset,
        zIndex: vars.zIndex.dropdown,
      },
    },
  },
  variants: {
    status: Object.fromEntries(
      meansStatuses.map((status) => {
        const icon = iconMask(meansStatusBadgeIcons[status]);
        return [
          status,
          [
            statusLooks[status],
            { selectors: { "&::before": { maskImage: icon, WebkitMaskImage: icon } } },
          ],
        ];
      }),
    ) as unknown as Record<MeansStatus, StyleRule>,
    completeness: Object.fromEntries(
      staffCompletenesses.map((completeness) => {
        const icon = iconMask(staffCompletenessBadgeIcons[completeness]);
        const backgroundColor = completenessColours[completeness];
        return [
          completeness,
          {
            selectors: { "&::after": { maskImage: icon, WebkitMaskImage: icon, backgroundColor } },
          },
        ];
      }),
    ) as unknown as Record<StaffCompleteness, StyleRule>,
  },
});

export const barText = style({
  flex: "1 1 auto",
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
});

/** The colour of each staff completeness's icon in the legend: the bars' colours. */
export const completenessIcon = recipe({
  base: { flex: "none" },
  variants: {
    completeness: Object.fromEntries(
      staffCompletenesses.map((completeness) => [
        completeness,
        { color: completenessColours[completeness] },
      ]),
    ) as Record<StaffCompleteness, StyleRule>,
  },
});

/** Bars of the loading placeholder, laid out like rows. */
export const loadingRows = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});
