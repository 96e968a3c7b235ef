import { meansStatuses, staffCompletenesses } from "@releve/domain";
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { iconMask } from "../Icon/iconMask";
import { meansStatusBadgeIcons } from "../MeansStatusBadge/MeansStatusBadgeIcons";
import { staffCompletenessBadgeIcons } from "../StaffCompletenessBadge/StaffCompletenessBadgeIcons";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  height: "100%",
  minHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
});

export const navigation = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[1],
});

export const title = style({
  flex: "1 1 12rem",
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const viewSwitch = style({
  display: "inline-flex",
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const viewButton = style({
  minHeight: vars.size.controlSm,
  minWidth: vars.size.targetMin,
  margin: 0,
  paddingInline: vars.space[3],
  border: "none",
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:not(:first-child)": {
      borderInlineStartWidth: vars.border.thin,
      borderInlineStartStyle: "solid",
      borderInlineStartColor: vars.color.border,
    },
    "&[data-hovered]": { backgroundColor: vars.color.surface },
    "&[data-pressed]": { backgroundColor: vars.color.surfacePressed },
    // Selected: filled and underlined, so it is not told by colour alone.
    "&[data-selected]": {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      textDecorationLine: "underline",
      textUnderlineOffset: vars.space[1],
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width} * 2)`,
    },
  },
});

const legendIcon = style({
  display: "inline-block",
  flex: "none",
  width: "1em",
  height: "1em",
  backgroundColor: "currentColor",
  maskSize: "contain",
  WebkitMaskSize: "contain",
  maskRepeat: "no-repeat",
  WebkitMaskRepeat: "no-repeat",
});

const masked = (icon: string) => [legendIcon, { maskImage: icon, WebkitMaskImage: icon }];

/** The legend's icons: the very masks the means wear, so the two always match. */
export const legendStatusIcon = styleVariants(
  Object.fromEntries(meansStatuses.map((status) => [status, status])),
  (status) => masked(iconMask(meansStatusBadgeIcons[status as keyof typeof meansStatusBadgeIcons])),
);

export const legendCompletenessIcon = styleVariants(
  Object.fromEntries(staffCompletenesses.map((completeness) => [completeness, completeness])),
  (completeness) =>
    masked(
      iconMask(
        staffCompletenessBadgeIcons[completeness as keyof typeof staffCompletenessBadgeIcons],
      ),
    ),
);

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
