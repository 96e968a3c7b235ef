import {
  type MeansStatus,
  meansStatuses,
  type StaffCompleteness,
  staffCompletenesses,
} from "@releve/domain";
import type { StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";
import { iconMask } from "../Icon/iconMask";
import { meansStatusBadgeIcons } from "../MeansStatusBadge/MeansStatusBadgeIcons";
import { staffCompletenessBadgeIcons } from "../StaffCompletenessBadge/StaffCompletenessBadgeIcons";

/** How a means is drawn: a line in a month cell, or a box on the time grid. */
export const meansItemLayouts = ["line", "box"] as const;

/** One of {@link meansItemLayouts}. */
export type MeansItemLayout = (typeof meansItemLayouts)[number];

/** The colour of each status's border and icon: its accent. */
const statusAccents: Record<MeansStatus, string> = {
  draft: vars.color.border,
  public: vars.color.info,
  open: vars.color.success,
  cancelled: vars.color.textMuted,
};

/**
 * Status looks: a tinted surface and an accent border, always with the status's shape. Plain
 * values, no custom property of its own: restyling a means at a change of period stays cheap.
 */
const statusLooks: Record<MeansStatus, StyleRule> = {
  draft: {
    backgroundColor: vars.color.background,
    borderColor: statusAccents.draft,
    borderStyle: "dashed",
  },
  public: {
    backgroundColor: vars.color.infoSurface,
    borderColor: statusAccents.public,
  },
  open: {
    backgroundColor: vars.color.successSurface,
    borderColor: statusAccents.open,
  },
  cancelled: {
    backgroundColor: vars.color.surface,
    borderColor: statusAccents.cancelled,
    color: vars.color.textMuted,
    textDecorationLine: "line-through",
  },
};

/** The colour of each staff completeness's icon: the theme's status colours, AA on the surfaces. */
const completenessColours: Record<StaffCompleteness, string> = {
  allStaffed: vars.color.success,
  readyStaffed: vars.color.info,
  partiallyStaffed: vars.color.warning,
  noneStaffed: vars.color.danger,
};

/** Gap between the two icons, and after them. */
const iconGap = vars.space[1];
/** The two icons side by side: the first line of the text starts after them. */
const iconsWidth = `calc(2em + ${iconGap})`;

const focusRing: StyleRule = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.focusRing.offset,
  // Above the neighbouring means, which would otherwise hide part of the ring.
  zIndex: 2,
};

/**
 * The icons of one status and one completeness: two mask layers side by side on one
 * pseudo-element, painted by a background whose halves are the two icons' colours.
 */
function iconPair(status: MeansStatus, completeness: StaffCompleteness): StyleRule {
  const masks = `${iconMask(meansStatusBadgeIcons[status])}, ${iconMask(staffCompletenessBadgeIcons[completeness])}`;
  return {
    selectors: {
      "&::before": {
        maskImage: masks,
        WebkitMaskImage: masks,
        backgroundImage: `linear-gradient(to right, ${statusAccents[status]} 1em, ${completenessColours[completeness]} 1em)`,
      },
    },
  };
}

/**
 * A means: one element. Its `::before` draws the status's icon and the staff completeness's
 * icon, out of the flow at the start of the first line; the text says the time, the validated /
 * required staff and the title. One pseudo-element and a text node, not icon components and
 * spans: a month of 10,000 means is drawn with as few boxes to style and lay out as possible.
 */
export const meansItem = recipe({
  base: {
    position: "relative",
    display: "block",
    boxSizing: "border-box",
    width: "100%",
    minHeight: vars.size.targetMin,
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space[1],
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderInlineStartWidth: vars.border.thick,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: "start",
    // The first line leaves room for the icons.
    textIndent: `calc(${iconsWidth} + ${iconGap})`,
    overflow: "hidden",
    cursor: "pointer",
    outline: "none",
    selectors: {
      "&::before": {
        content: '""',
        position: "absolute",
        insetInlineStart: vars.space[1],
        width: iconsWidth,
        height: "1em",
        maskSize: "1em 1em",
        WebkitMaskSize: "1em 1em",
        maskRepeat: "no-repeat",
        WebkitMaskRepeat: "no-repeat",
        maskPosition: `0 0, calc(1em + ${iconGap}) 0`,
        WebkitMaskPosition: `0 0, calc(1em + ${iconGap}) 0`,
      },
      "&:hover": { borderColor: vars.color.borderHover },
      "&:focus-visible": focusRing,
    },
  },
  variants: {
    status: Object.fromEntries(
      meansStatuses.map((status) => [status, statusLooks[status]]),
    ) as Record<MeansStatus, StyleRule>,
    completeness: Object.fromEntries(
      staffCompletenesses.map((completeness) => [completeness, {}]),
    ) as Record<StaffCompleteness, StyleRule>,
    layout: {
      line: {
        height: vars.size.targetMin,
        // One line, centred in the 24 px target; the title gives way to an ellipsis.
        lineHeight: `calc(${vars.size.targetMin} - 2 * ${vars.border.thin})`,
        whiteSpace: "nowrap",
        textOverflow: "ellipsis",
        selectors: {
          "&::before": { insetBlock: 0, marginBlock: "auto" },
        },
      },
      box: {
        position: "absolute",
        zIndex: 1,
        // Sized by its four insets.
        width: "auto",
        // Placed and sized by the grid: its text never changes the page's layout.
        contain: "strict",
        paddingBlock: vars.space[1],
        whiteSpace: "pre-line",
        overflowWrap: "anywhere",
        selectors: {
          // Centred on the first line.
          "&::before": {
            insetBlockStart: `calc(${vars.space[1]} + (${vars.font.lineHeight.normal} * 1em - 1em) / 2)`,
          },
        },
      },
    } satisfies Record<MeansItemLayout, StyleRule>,
  },
  // One rule per pair of icons: 4 statuses × 4 completenesses.
  compoundVariants: meansStatuses.flatMap((status) =>
    staffCompletenesses.map((completeness) => ({
      variants: { status, completeness },
      style: iconPair(status, completeness),
    })),
  ),
});
