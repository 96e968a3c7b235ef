import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";
import { visuallyHiddenRule } from "../../tokens/visuallyHidden.css";
import { narrowScreen } from "../SideNav/SideNav.css";

/**
 * Below this width of the bar (a phone held upright) the role label leaves its room to the
 * title. A container query, not a media query: the bar's own width is what runs out.
 */
const narrowBar = "(width < 30rem)";

/** The top bar: menu button, logo and title at the start, shortcuts at the end. */
export const navbar = style({
  containerType: "inline-size",
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  minHeight: `calc(${vars.size.controlMd} + 2 * ${vars.space[2]})`,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
  backgroundColor: vars.color.background,
  boxShadow: `inset 0 calc(-1 * ${vars.border.thin}) 0 ${vars.color.borderSubtle}`,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/**
 * The menu button opens the sidebar's drawer, so it only shows where the sidebar is a drawer:
 * on narrow screens, or always with the `drawer` layout (`[data-layout]`).
 */
export const menuButton = style({
  display: "none",
  selectors: {
    "&[data-layout='drawer']": { display: "flex" },
  },
  "@media": {
    [narrowScreen]: { display: "flex" },
  },
});

/** The organisation's logo: never squeezed, never taller than a control. */
export const logo = style({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  maxHeight: vars.size.controlMd,
});

/**
 * The page title: takes the room left and wraps rather than pushing the shortcuts away. Title
 * and shortcuts shrink together on a narrow bar, each in proportion to its length.
 */
export const title = style({
  flex: "1 1 auto",
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
  "@container": {
    [narrowBar]: { fontSize: vars.font.size.md },
  },
});

/** The `<nav>` of shortcuts at the end of the bar. */
export const shortcuts = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[1],
  marginInlineStart: "auto",
  flexShrink: 0,
});

/** The profile link: the person's icon and the label of their active role. */
export const profile = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.surface },
    "&[data-pressed]": { backgroundColor: vars.color.surfacePressed },
    "&[data-current]": {
      boxShadow: `inset 0 calc(-1 * ${vars.border.thick}) 0 ${vars.color.primary}`,
    },
    "&[data-focus-visible]": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/**
 * The role label can be long ("Responsable d'activité…"): it takes at most 30 % of the bar and
 * ends with an ellipsis, and on a phone-wide bar it is only read out (hidden the way
 * `visuallyHidden` does). It always stays whole in the link's accessible name.
 */
export const roleLabel = style({
  maxWidth: `min(${vars.size.fieldMaxWidth}, 30cqi)`,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@container": {
    [narrowBar]: visuallyHiddenRule,
  },
});

/** A shortcut that is the current page is marked by a bar under it, like the profile link. */
export const currentShortcut = style({
  selectors: {
    "&[data-current]": {
      boxShadow: `inset 0 calc(-1 * ${vars.border.thick}) 0 ${vars.color.primary}`,
    },
  },
});
