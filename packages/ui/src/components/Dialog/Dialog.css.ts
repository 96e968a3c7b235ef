import { createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { breakpoints } from "../../tokens/breakpoints";
import { vars } from "../../tokens/contract.css";

/** Widths of a dialog; on a small screen every size takes the whole screen. */
export const dialogSizes = ["sm", "md", "lg"] as const;

/**
 * Tones of a dialog: `warning` and `danger` add an icon and a coloured top border, so the tone is
 * never carried by colour alone (WCAG 1.4.1).
 */
export const dialogVariants = ["default", "warning", "danger"] as const;

/** One of {@link dialogSizes}. */
export type DialogSize = (typeof dialogSizes)[number];
/** One of {@link dialogVariants}. */
export type DialogVariant = (typeof dialogVariants)[number];

/**
 * Below 640 CSS px (a phone, or a narrow split screen) a dialog fills the screen. Measured on the
 * overlay, which covers the viewport, through a container query rather than a media query, so the
 * rule also holds where the overlay is given a smaller box (an embedded preview, a story stage).
 */
const smallScreen = `(width < ${breakpoints.tablet}px)`;

/** The backdrop: covers the viewport, dims the page, and centres the dialog. */
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  // react-aria measures the visual viewport, which shrinks when an on-screen keyboard opens.
  maxHeight: "var(--visual-viewport-height)",
  // The text colour at half strength: a dim backdrop that follows the theme.
  backgroundColor: `color-mix(in srgb, ${vars.color.text} 50%, transparent)`,
  containerType: "inline-size",
  transitionProperty: "opacity",
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    "&[data-entering], &[data-exiting]": {
      opacity: 0,
    },
  },
});

// Dialog widths are layout decisions of their own: the theme has no scale for them.
const widths: Record<DialogSize, string> = {
  sm: "25rem",
  md: "36rem",
  lg: "52rem",
};

/** The panel holding the dialog. */
export const modal = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    width: `calc(100% - 2 * ${vars.space[4]})`,
    maxHeight: `calc(100% - 2 * ${vars.space[4]})`,
    overflow: "hidden",
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.elevation.overlay,
    fontFamily: vars.font.family.body,
    outline: "none",
  },
  variants: {
    size: {
      sm: { maxWidth: widths.sm },
      md: { maxWidth: widths.md },
      lg: { maxWidth: widths.lg },
    } satisfies Record<DialogSize, object>,
  },
  defaultVariants: { size: "md" },
});

/** Applied with every size: on a small screen the panel becomes the whole screen. */
export const modalFullScreenOnSmall = style({
  "@container": {
    [smallScreen]: {
      width: "100%",
      maxWidth: "none",
      height: "100%",
      maxHeight: "100%",
      borderRadius: 0,
    },
  },
});

const tone = createVar();

/** The dialog inside the panel: header, scrolling body, footer. */
export const dialog = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    flex: "1 1 auto",
    minHeight: 0,
    outline: "none",
    // Twice the thick border: a band that reads as the dialog's tone, not as a hairline.
    borderBlockStartWidth: `calc(2 * ${vars.border.thick})`,
    borderBlockStartStyle: "solid",
    borderBlockStartColor: tone,
  },
  variants: {
    variant: {
      default: { vars: { [tone]: "transparent" } },
      warning: { vars: { [tone]: vars.color.warning } },
      danger: { vars: { [tone]: vars.color.danger } },
    } satisfies Record<DialogVariant, object>,
  },
  defaultVariants: { variant: "default" },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  paddingBlockStart: vars.space[3],
  paddingBlockEnd: vars.space[2],
  paddingInlineStart: vars.space[5],
  paddingInlineEnd: vars.space[3],
  fontSize: vars.font.size.xl,
});

/** Without a close button the title runs to the same margin as the body. */
export const headerWithoutClose = style({
  paddingInlineEnd: vars.space[5],
});

/** The tone's icon, in the tone's colour, aligned with the first line of the title. */
export const toneIcon = style({
  marginBlockStart: vars.space[2],
  color: tone,
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space[2],
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

/**
 * The content scrolls between a fixed header and footer. When it overflows it becomes a tab stop,
 * so that keyboard users can scroll it too (WCAG 2.1.1), and shows the focus ring when reached.
 */
export const body = style({
  flex: "1 1 auto",
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  paddingBlock: vars.space[2],
  paddingInline: vars.space[5],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
  outline: "none",
  selectors: {
    "&:focus-visible": {
      outlineWidth: vars.focusRing.width,
      outlineStyle: "solid",
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

/** Actions, at the end of the reading direction, wrapping onto new lines when they must. */
export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[5],
  borderBlockStartWidth: vars.border.thin,
  borderBlockStartStyle: "solid",
  borderBlockStartColor: vars.color.borderSubtle,
});
