import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { control } from "../Field/Field.css";

/**
 * Marker put next to `Field.css.ts`'s `root` on react-aria's `Select`, so the trigger and the
 * chevron can follow the field's `[data-open]` and `[data-invalid]`.
 */
export const root = style({});

/** The button that opens the list: a field control laid out as value + chevron. */
export const trigger = style([
  control,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space[2],
    textAlign: "start",
    cursor: "pointer",
    selectors: {
      // react-aria puts [data-invalid] on the field, not on its button.
      [`${root}[data-invalid] &`]: {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.danger}`,
      },
    },
  },
]);

/** The chosen option's text, or the placeholder (`[data-placeholder]`). */
export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: "anywhere",
  selectors: {
    "&[data-placeholder]": {
      color: vars.color.textMuted,
    },
  },
});

/** The chevron turns over while the list is open. */
export const chevron = style({
  flex: "none",
  transitionProperty: "transform",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-open] &`]: {
      transform: "rotate(180deg)",
    },
  },
});

/**
 * The floating panel: as wide as its trigger (`--trigger-width`, set by react-aria), never
 * narrower than a comfortable column.
 */
export const popover = style({
  width: "var(--trigger-width)",
  minWidth: `calc(${vars.size.fieldMaxWidth} / 2)`,
  display: "flex",
  flexDirection: "column",
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  boxShadow: vars.elevation.overlay,
  zIndex: vars.zIndex.dropdown,
  outline: "none",
  fontFamily: vars.font.family.body,
});

/**
 * The list of options. About seven and a half rows are visible: the half row shows that the list
 * scrolls (the factor is a layout choice, not a design token).
 */
export const listBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[0],
  maxHeight: `calc(${vars.size.controlMd} * 7.5)`,
  overflowY: "auto",
  padding: vars.space[1],
  outline: "none",
});

export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered], &[data-focused]": {
      backgroundColor: vars.color.surface,
    },
    "&[data-pressed]": {
      backgroundColor: vars.color.surfacePressed,
    },
    // Drawn inside the option: the list scrolls, so an outer ring would be cut off.
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    "&[data-selected]": {
      fontWeight: vars.font.weight.semibold,
    },
    "&[data-disabled]": {
      cursor: "not-allowed",
      color: vars.color.textDisabled,
    },
  },
});

/** The check mark: its place is kept on every row so labels stay aligned. */
export const itemCheck = style({
  flex: "none",
  visibility: "hidden",
  selectors: {
    [`${item}[data-selected] &`]: {
      visibility: "visible",
    },
  },
});

export const itemText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const itemDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    [`${item}[data-disabled] &`]: {
      color: vars.color.textDisabled,
    },
  },
});

export const section = style({
  display: "flex",
  flexDirection: "column",
  selectors: {
    "&:not(:first-child)": {
      marginBlockStart: vars.space[1],
      paddingBlockStart: vars.space[1],
      borderBlockStartWidth: vars.border.thin,
      borderBlockStartStyle: "solid",
      borderBlockStartColor: vars.color.borderSubtle,
    },
  },
});

export const sectionHeader = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

/** "No option", "No result", "Loading…": said in the list itself, where the person looks. */
export const emptyState = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
