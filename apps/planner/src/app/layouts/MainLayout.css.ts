import { breakpoints } from "@releve/ui/breakpoints";
import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

const wide = `screen and (width >= ${breakpoints.desktop}px)`;

/** The whole page: navbar on top, then sidebar, page column and side pane side by side. */
export const shell = style({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: "absolute",
  zIndex: vars.zIndex.overlay,
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  padding: vars.space[2],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": {
      transform: "none",
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    },
  },
});

export const logoLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.targetMin,
  borderRadius: vars.radius.sm,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const logo = style({
  display: "block",
  // The logo's drawing is 220 × 48; the navbar's row is a regular control's height.
  height: vars.size.controlMd,
  width: "auto",
});

/** The product's name beside the organisation's logo; phones keep the room for shortcuts. */
export const productName = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
  "@media": {
    [`screen and (width < ${breakpoints.tablet}px)`]: { display: "none" },
  },
});

/** The user's name beside the role label: for wide screens only, the role label stays. */
export const userName = style({
  display: "none",
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: "nowrap",
  "@media": { [wide]: { display: "inline" } },
});

export const body = style({
  flex: 1,
  display: "flex",
  minHeight: 0,
});

/** The page's column: alerts, errors, the page and the footer. */
export const column = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
});

export const errorList = style({
  marginBlockEnd: vars.space[4],
});

export const content = style({
  flex: 1,
  width: "100%",
  // Past this, lines and tables grow too long to read comfortably on wide screens.
  maxWidth: "80rem",
  marginInline: "auto",
  paddingBlock: vars.space[6],
  paddingInline: vars.space[6],
  selectors: { "&:focus": { outline: "none" } },
  "@media": {
    [`screen and (width < ${breakpoints.tablet}px)`]: {
      paddingInline: vars.space[4],
      paddingBlock: vars.space[4],
    },
  },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  borderBlockStart: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const footerLogo = style({
  display: "block",
  height: vars.size.controlSm,
  width: "auto",
});

/** The side pane: beside the page on wide screens, over it on small ones. */
export const sidePane = style({
  display: "flex",
  flexDirection: "column",
  // Wide enough for a detail's two columns of label and value, never wider than a phone.
  width: "min(28rem, 100%)",
  flexShrink: 0,
  backgroundColor: vars.color.surface,
  boxShadow: `inset ${vars.border.thin} 0 0 ${vars.color.borderSubtle}`,
  "@media": {
    [`screen and (width < ${breakpoints.desktop}px)`]: {
      position: "fixed",
      insetBlock: 0,
      insetInlineEnd: 0,
      zIndex: vars.zIndex.overlay,
      boxShadow: vars.elevation.overlay,
    },
  },
});

export const sidePaneHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  padding: vars.space[4],
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
});

export const sidePaneTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const sidePaneBody = style({
  flex: 1,
  overflowY: "auto",
  padding: vars.space[4],
});
