import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** Orientations a tab list can have; arrow keys follow it (Left/Right or Up/Down). */
export const tabsOrientations = ["horizontal", "vertical"] as const;

/** One of {@link tabsOrientations}. */
export type TabsOrientation = (typeof tabsOrientations)[number];

/** The whole: tab list above (or beside) the panel. */
export const tabs = style({
  display: "flex",
  minWidth: 0,
  fontFamily: vars.font.family.body,
  selectors: {
    "&[data-orientation='horizontal']": { flexDirection: "column" },
    "&[data-orientation='vertical']": { flexDirection: "row", gap: vars.space[4] },
  },
});

/**
 * The row (or column) of tabs. A horizontal list that does not fit scrolls sideways instead of
 * wrapping onto a second row, which would break the one-line reading of "tab, then panel".
 */
export const tabList = style({
  display: "flex",
  minWidth: 0,
  selectors: {
    "&[data-orientation='horizontal']": {
      flexDirection: "row",
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollbarWidth: "thin",
      boxShadow: `inset 0 calc(-1 * ${vars.border.thin}) 0 ${vars.color.borderSubtle}`,
    },
    "&[data-orientation='vertical']": {
      flexDirection: "column",
      // Long names wrap instead of pushing the panel out; the panel keeps at least half the row.
      maxWidth: "50%",
      boxShadow: `inset calc(-1 * ${vars.border.thin}) 0 0 ${vars.color.borderSubtle}`,
    },
  },
});

/** One tab: text, an optional count, and the selection bar along the list's edge. */
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flexShrink: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  WebkitTapHighlightColor: "transparent",
  transitionProperty: "background-color, color, box-shadow",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.surface, color: vars.color.text },
    "&[data-pressed]": { backgroundColor: vars.color.surfacePressed },
    "&[data-selected]": { color: vars.color.text },
    // The bar, not the colour alone, says which tab is selected (WCAG 1.4.1); the primary red
    // has 4.9:1 against the background (≥ 3:1, WCAG 1.4.11).
    [`${tabList}[data-orientation='horizontal'] &[data-selected]`]: {
      boxShadow: `inset 0 calc(-1 * ${vars.border.thick}) 0 ${vars.color.primary}`,
    },
    [`${tabList}[data-orientation='vertical'] &[data-selected]`]: {
      boxShadow: `inset calc(-1 * ${vars.border.thick}) 0 0 ${vars.color.primary}`,
    },
    [`${tabList}[data-orientation='vertical'] &`]: { whiteSpace: "normal" },
    // Drawn inside the tab, clear of the selection bar: the list may scroll, and its overflow
    // would clip a ring drawn outside.
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * (${vars.focusRing.width} + ${vars.border.thick}))`,
    },
    "&[data-disabled]": {
      color: vars.color.textDisabled,
      cursor: "not-allowed",
      backgroundColor: "transparent",
    },
  },
});

/** The content of the selected tab. */
export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space[4],
  color: vars.color.text,
  outline: "none",
  selectors: {
    [`${tabs}[data-orientation='vertical'] &`]: { paddingBlock: 0 },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
