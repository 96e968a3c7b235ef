import { style } from "@vanilla-extract/css";
import { breakpoints } from "../../tokens/breakpoints";
import { vars } from "../../tokens/contract.css";

/**
 * How the sidebar is presented: `responsive` is a sidebar on wide screens and an off-canvas
 * drawer on narrow ones; `drawer` is always the drawer (the field staff's mobile navigation).
 */
export const sideNavLayouts = ["responsive", "drawer"] as const;

/** One of {@link sideNavLayouts}. */
export type SideNavLayout = (typeof sideNavLayouts)[number];

/**
 * Below this width the sidebar leaves the layout and the navbar's menu button opens it as a
 * drawer (the `sidebar` breakpoint of the tokens).
 */
export const narrowScreen = `screen and (width < ${breakpoints.sidebar}px)`;

const expandedWidth = "16rem"; // the longest French entry fits on two lines next to its icon
const drawerWidth = "min(20rem, 85vw)"; // leaves a strip of the page visible to tap and close

/** The sidebar as it sits in the main layout. Hidden on narrow screens (see the drawer). */
export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  width: expandedWidth,
  minHeight: "100%",
  flexShrink: 0,
  backgroundColor: vars.color.surface,
  boxShadow: `inset calc(-1 * ${vars.border.thin}) 0 0 ${vars.color.borderSubtle}`,
  transitionProperty: "width",
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&[data-collapsed]": {
      width: `calc(${vars.size.controlMd} + 2 * ${vars.space[3]})`,
    },
  },
  "@media": {
    [narrowScreen]: { display: "none" },
  },
});

/** The `<nav>` landmark: entries scroll, the version link stays at the bottom. */
export const nav = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  minHeight: 0,
  gap: vars.space[2],
  padding: vars.space[3],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** The row holding the collapse toggle (or the drawer's close button), at the end. */
export const toolbar = style({
  display: "flex",
  justifyContent: "flex-end",
  selectors: {
    [`${nav}[data-collapsed] &`]: { justifyContent: "center" },
  },
});

export const sections = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  overscrollBehaviorY: "contain",
});

export const sectionLabel = style({
  display: "block",
  paddingInline: vars.space[3],
  paddingBlockEnd: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: "0.04em", // small capitals read better slightly spaced
  textTransform: "uppercase",
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  selectors: {
    // Without its heading, a line tells sections apart in the collapsed sidebar.
    [`${nav}[data-collapsed] ${sections} > * + * > &`]: {
      paddingBlockStart: vars.space[3],
      boxShadow: `inset 0 ${vars.border.thin} 0 ${vars.color.borderSubtle}`,
    },
  },
});

/**
 * An entry. The current page has a bar at its start edge and bold text (not colour alone,
 * WCAG 1.4.1); the focus ring is drawn inside, as the list scrolls and would clip it outside.
 */
export const entry = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.surfacePressed },
    "&[data-pressed]": { backgroundColor: vars.color.surfaceDisabled },
    "&[data-current]": {
      backgroundColor: vars.color.background,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset ${vars.border.thick} 0 0 ${vars.color.primary}, ${vars.elevation.raised}`,
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    [`${nav}[data-collapsed] &`]: {
      justifyContent: "center",
      paddingInline: 0,
    },
  },
});

export const entryIcon = style({
  color: vars.color.textMuted,
  selectors: {
    [`${entry}[data-current] &`]: { color: vars.color.primary },
  },
});

/** German compounds get hyphenated where the browser has a dictionary, broken anywhere else. */
export const entryLabel = style({
  flex: 1,
  minWidth: 0,
  hyphens: "auto",
  overflowWrap: "anywhere",
});

/** The count after the label; in the collapsed sidebar it sits on the icon's corner. */
export const entryCount = style({
  flexShrink: 0,
  selectors: {
    [`${nav}[data-collapsed] &`]: {
      position: "absolute",
      insetBlockStart: 0,
      insetInlineEnd: 0,
    },
  },
});

/** The version link: quieter than the entries, pinned under them. */
export const version = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  selectors: {
    "&:not([data-current])": { textDecorationLine: "underline" },
  },
});

/** The label beside a collapsed entry, shown on hover and keyboard focus. */
export const tooltip = style({
  maxWidth: vars.size.fieldMaxWidth,
  paddingInline: vars.space[2],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.elevation.overlay,
  zIndex: vars.zIndex.overlay,
});

/** The dimmed page behind the open drawer; a press on it closes the drawer. */
export const drawerOverlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: `color-mix(in srgb, ${vars.color.text} 48%, transparent)`,
});

export const drawer = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineStart: 0,
  display: "flex",
  width: drawerWidth,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.overlay,
});

export const drawerDialog = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  minWidth: 0,
  outline: "none",
});
