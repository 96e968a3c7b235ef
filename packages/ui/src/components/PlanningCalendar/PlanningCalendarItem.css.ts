import {
  type MeansStatus,
  meansStatuses,
  type StaffCompleteness,
  staffCompletenesses,
} from "@releve/domain";
import { createVar, type StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";
import { meansStatusBadgeIcons } from "../MeansStatusBadge/MeansStatusBadgeIcons";
import { staffCompletenessBadgeIcons } from "../StaffCompletenessBadge/StaffCompletenessBadgeIcons";
import { iconMask } from "./PlanningCalendarGlyphs";

/** How a means is drawn: a line in a month cell, or a box on the time grid. */
export const meansItemLayouts = ["line", "box"] as const;

/** One of {@link meansItemLayouts}. */
export type MeansItemLayout = (typeof meansItemLayouts)[number];

const accent = createVar();

/** Status colours: a tinted surface and an accent border, always with the status's shape. */
const statusLooks: Record<MeansStatus, StyleRule> = {
  draft: {
    vars: { [accent]: vars.color.border },
    backgroundColor: vars.color.background,
    borderStyle: "dashed",
  },
  public: {
    vars: { [accent]: vars.color.info },
    backgroundColor: vars.color.infoSurface,
  },
  open: {
    vars: { [accent]: vars.color.success },
    backgroundColor: vars.color.successSurface,
  },
  cancelled: {
    vars: { [accent]: vars.color.textMuted },
    backgroundColor: vars.color.surface,
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

const maskedIcon: StyleRule = {
  content: '""',
  width: "1em",
  height: "1em",
  maskSize: "contain",
  WebkitMaskSize: "contain",
  maskRepeat: "no-repeat",
  WebkitMaskRepeat: "no-repeat",
};

const focusRing: StyleRule = {
  outlineWidth: vars.focusRing.width,
  outlineStyle: "solid",
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.focusRing.offset,
  // Above the neighbouring means, which would otherwise hide part of the ring.
  zIndex: 2,
};

/**
 * A means: one element. Its `::before` draws the status's icon, its `::after` the staff
 * completeness's icon; the text says the time, the validated / required staff and the title.
 * Two pseudo-elements and a text node, not an icon component and spans: a month of 10,000 means
 * is drawn with as few boxes to lay out as possible.
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
    paddingInlineStart: vars.space[1],
    // Room for the completeness's icon, at the end.
    paddingInlineEnd: `calc(1em + ${vars.space[2]})`,
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderColor: accent,
    borderInlineStartWidth: vars.border.thick,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: "start",
    overflow: "hidden",
    cursor: "pointer",
    outline: "none",
    selectors: {
      "&::before": {
        ...maskedIcon,
        display: "inline-block",
        marginInlineEnd: vars.space[1],
        verticalAlign: "-0.15em",
        backgroundColor: accent,
      },
      "&::after": {
        ...maskedIcon,
        position: "absolute",
        insetInlineEnd: vars.space[1],
      },
      "&:hover": { borderColor: vars.color.borderHover },
      "&:focus-visible": focusRing,
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
    ) as unknown as Record<MeansStatus, StyleRule[]>,
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
    layout: {
      line: {
        height: vars.size.targetMin,
        // One line, centred in the 24 px target; the title gives way to an ellipsis.
        lineHeight: `calc(${vars.size.targetMin} - 2 * ${vars.border.thin})`,
        whiteSpace: "nowrap",
        textOverflow: "ellipsis",
        selectors: {
          "&::after": { top: 0, bottom: 0, marginBlock: "auto" },
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
        // A narrow lane keeps all its width for the text: the icon follows the staff count.
        paddingInlineEnd: vars.space[1],
        whiteSpace: "pre-line",
        overflowWrap: "anywhere",
        selectors: {
          "&::after": {
            position: "static",
            display: "inline-block",
            marginInlineStart: vars.space[1],
            verticalAlign: "-0.15em",
          },
        },
      },
    } satisfies Record<MeansItemLayout, StyleRule>,
  },
});
