import { createVar, type StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** Visual emphasis of a button, from the strongest call to action to the most discreet. */
export const buttonVariants = ["primary", "secondary", "danger", "quiet"] as const;

/** Sizes of a button; both keep a target of at least 24 × 24 CSS px (WCAG 2.5.8). */
export const buttonSizes = ["sm", "md"] as const;

/** One of {@link buttonVariants}. */
export type ButtonVariant = (typeof buttonVariants)[number];
/** One of {@link buttonSizes}. */
export type ButtonSize = (typeof buttonSizes)[number];

// Each variant only fills these slots; the states below read them, so a new variant is one row.
const background = createVar();
const backgroundHovered = createVar();
const backgroundPressed = createVar();
const backgroundDisabled = createVar();
const foreground = createVar();
const borderColor = createVar();

interface Tone {
  background: string;
  backgroundHovered: string;
  backgroundPressed: string;
  /** Disabled look: greyed, but a quiet button stays without a fill. */
  backgroundDisabled: string;
  foreground: string;
  border: string;
}

const tones: Record<ButtonVariant, Tone> = {
  primary: {
    background: vars.color.primary,
    backgroundHovered: vars.color.primaryHover,
    backgroundPressed: vars.color.primaryPressed,
    backgroundDisabled: vars.color.surfaceDisabled,
    foreground: vars.color.onPrimary,
    border: vars.color.primary,
  },
  secondary: {
    background: vars.color.background,
    backgroundHovered: vars.color.surface,
    backgroundPressed: vars.color.surfacePressed,
    backgroundDisabled: vars.color.surfaceDisabled,
    foreground: vars.color.text,
    border: vars.color.border,
  },
  danger: {
    background: vars.color.danger,
    backgroundHovered: vars.color.dangerHover,
    backgroundPressed: vars.color.dangerPressed,
    backgroundDisabled: vars.color.surfaceDisabled,
    foreground: vars.color.onDanger,
    border: vars.color.danger,
  },
  quiet: {
    background: "transparent",
    backgroundHovered: vars.color.surface,
    backgroundPressed: vars.color.surfacePressed,
    backgroundDisabled: "transparent",
    foreground: vars.color.text,
    border: "transparent",
  },
};

const toneStyle = (tone: Tone): StyleRule => ({
  vars: {
    [background]: tone.background,
    [backgroundHovered]: tone.backgroundHovered,
    [backgroundPressed]: tone.backgroundPressed,
    [backgroundDisabled]: tone.backgroundDisabled,
    [foreground]: tone.foreground,
    [borderColor]: tone.border,
  },
});

const sizes: Record<ButtonSize, StyleRule> = {
  sm: {
    minHeight: vars.size.controlSm,
    paddingInline: vars.space[3],
    fontSize: vars.font.size.sm,
    gap: vars.space[1],
  },
  md: {
    minHeight: vars.size.controlMd,
    paddingInline: vars.space[4],
    fontSize: vars.font.size.md,
    gap: vars.space[2],
  },
};

/** Class names of a button for a given variant and size. */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minWidth: vars.size.targetMin,
    maxWidth: "100%",
    paddingBlock: vars.space[1],
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderColor,
    borderRadius: vars.radius.md,
    backgroundColor: background,
    color: foreground,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: "center",
    overflowWrap: "anywhere",
    cursor: "pointer",
    userSelect: "none",
    WebkitTapHighlightColor: "transparent",
    outline: "none",
    transitionProperty: "background-color, border-color, color",
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      "&[data-hovered]": {
        backgroundColor: backgroundHovered,
      },
      "&[data-pressed]": {
        backgroundColor: backgroundPressed,
      },
      "&[data-focus-visible]": {
        outlineWidth: vars.focusRing.width,
        outlineStyle: "solid",
        outlineColor: vars.color.focusRing,
        outlineOffset: vars.focusRing.offset,
      },
      "&[data-disabled]": {
        cursor: "not-allowed",
        backgroundColor: backgroundDisabled,
        borderColor: backgroundDisabled,
        color: vars.color.textDisabled,
      },
    },
  },
  variants: {
    variant: {
      primary: toneStyle(tones.primary),
      secondary: toneStyle(tones.secondary),
      danger: toneStyle(tones.danger),
      quiet: toneStyle(tones.quiet),
    },
    size: sizes,
  },
  defaultVariants: {
    variant: "primary",
    size: "md",
  },
});
