import { createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** Kinds of menu item: an ordinary action, or a destructive one (delete, cancel an operation). */
export const menuItemVariants = ["default", "danger"] as const;

/** One of {@link menuItemVariants}. */
export type MenuItemVariant = (typeof menuItemVariants)[number];

export const menu = style({
  // 12rem: wide enough for a verb, an icon and a shortcut side by side without wrapping.
  minWidth: "12rem",
  // 24rem: past that a label wraps, which reads better than a menu across the whole screen.
  maxWidth: "24rem",
  maxHeight: "inherit",
  minHeight: 0,
  overflowY: "auto",
  outline: "none",
});

const foreground = createVar();
const highlight = createVar();

/**
 * One row: icon, label (and description), then the shortcut or the submenu chevron. At least
 * `controlSm` high, so every item is a target well above 24 × 24 px. Focus (keyboard or pointer)
 * is `[data-focused]`; the ring is added for the keyboard through `[data-focus-visible]`.
 */
export const item = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    gap: vars.space[2],
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    color: foreground,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    cursor: "pointer",
    outline: "none",
    userSelect: "none",
    selectors: {
      "&[data-focused], &[data-open]": {
        backgroundColor: highlight,
      },
      "&[data-pressed]": {
        backgroundColor: vars.color.surfacePressed,
      },
      "&[data-focus-visible]": {
        outlineWidth: vars.focusRing.width,
        outlineStyle: "solid",
        outlineColor: vars.color.focusRing,
        // Drawn inside the row: the menu scrolls, and would clip a ring drawn outside it.
        outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
      },
      "&[data-disabled]": {
        cursor: "not-allowed",
        color: vars.color.textDisabled,
      },
    },
  },
  variants: {
    variant: {
      default: { vars: { [foreground]: vars.color.text, [highlight]: vars.color.surface } },
      danger: { vars: { [foreground]: vars.color.danger, [highlight]: vars.color.dangerSurface } },
    } satisfies Record<MenuItemVariant, object>,
  },
  defaultVariants: { variant: "default" },
});

/** Label and description stacked; the label takes the room left by the icon and the shortcut. */
export const itemText = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const itemDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    "[data-disabled] &": { color: vars.color.textDisabled },
  },
});

/** The check of a selected item, or its empty place so that labels stay aligned. */
export const check = style({
  visibility: "hidden",
  selectors: {
    "[data-selected] &": { visibility: "visible" },
  },
});

/** A keyboard shortcut, as text: body font (not monospace), secondary colour, after the label. */
export const shortcut = style({
  marginInlineStart: vars.space[4],
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  whiteSpace: "nowrap",
  selectors: {
    "[data-disabled] &": { color: vars.color.textDisabled },
  },
});

export const submenuChevron = style({
  marginInlineStart: "auto",
  color: vars.color.textMuted,
  selectors: {
    // The chevron points to where the submenu opens, which is the other side in right-to-left.
    "[dir='rtl'] &": { transform: "scaleX(-1)" },
  },
});

export const section = style({
  selectors: {
    "&:not(:first-child)": { marginBlockStart: vars.space[1] },
  },
});

export const sectionHeader = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

export const separator = style({
  height: vars.border.thin,
  marginBlock: vars.space[1],
  marginInline: vars.space[2],
  border: "none",
  backgroundColor: vars.color.borderSubtle,
});
