import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/**
 * The field, a `<fieldset>` (its legend names the group, the drop area and the button inside):
 * label, drop zone, hint and refusals stacked on the spacing grid.
 */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  width: "100%",
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.family.body,
});

/**
 * The legend, laid out like any field label rather than on the fieldset's border: floated, it
 * becomes an ordinary item of the column.
 */
export const legend = style({
  float: "left",
  width: "100%",
  padding: 0,
});

/**
 * The area files are dropped on. A dashed border says "put something here"; while files are
 * dragged over it (`[data-drop-target]`) the border turns solid and blue and the area is tinted,
 * so the change does not rest on colour alone (WCAG 1.4.1). The keyboard reaches its (hidden)
 * drop button first: `[data-focus-visible]` rings the whole area.
 */
export const zone = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: `calc(2 * ${vars.size.controlMd})`,
  paddingBlock: vars.space[4],
  paddingInline: vars.space[4],
  borderWidth: vars.border.thick,
  borderStyle: "dashed",
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  textAlign: "center",
  transitionProperty: "background-color, border-color",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.borderHover },
    "&[data-drop-target]": {
      borderStyle: "solid",
      borderColor: vars.color.focusRing,
      backgroundColor: vars.color.infoSurface,
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    "&[data-disabled]": {
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceDisabled,
      color: vars.color.textDisabled,
    },
  },
});

/** The upload arrow. */
export const zoneIcon = style({
  color: vars.color.textMuted,
  selectors: {
    [`${zone}[data-drop-target] &`]: { color: vars.color.focusRing },
    [`${zone}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

/** "Drop files here, or": wraps on a narrow screen. */
export const prompt = style({
  fontSize: vars.font.size.md,
  overflowWrap: "anywhere",
});

/** The hint under the zone: accepted formats and limits. */
export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

/** One refusal a line, inside the field's error message. */
export const refusal = style({
  display: "block",
});
