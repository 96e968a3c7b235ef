import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/**
 * Where a link sits: `inline` inside a sentence (takes the surrounding text's size and flow),
 * `standalone` on its own (a "see all" under a list, a link in a card footer).
 */
export const linkVariants = ["inline", "standalone"] as const;

/** One of {@link linkVariants}. */
export type LinkVariant = (typeof linkVariants)[number];

/** Class names of a link for a given variant. */
export const link = recipe({
  base: {
    color: vars.color.link,
    // Always underlined: a link is never told apart from the text around it by colour alone
    // (WCAG 1.4.1), in either theme.
    textDecorationLine: "underline",
    textDecorationThickness: vars.border.thin,
    textUnderlineOffset: "0.2em", // clears the descenders of Inter (g, p, ç)
    borderRadius: vars.radius.sm,
    cursor: "pointer",
    outline: "none",
    overflowWrap: "anywhere",
    transitionProperty: "color, text-decoration-thickness",
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      // A thicker underline comes with the hover colour, so hover is not a colour change only.
      "&[data-hovered]": {
        color: vars.color.linkHover,
        textDecorationThickness: vars.border.thick,
      },
      "&[data-pressed]": {
        color: vars.color.linkHover,
      },
      "&[data-focus-visible]": {
        outlineWidth: vars.focusRing.width,
        outlineStyle: "solid",
        outlineColor: vars.color.focusRing,
        outlineOffset: vars.focusRing.offset,
      },
      "&[data-disabled]": {
        color: vars.color.textDisabled,
        cursor: "not-allowed",
      },
    },
  },
  variants: {
    variant: {
      inline: {
        font: "inherit",
      },
      standalone: {
        // Inline-block, not flex: a long label wraps like text and the icon follows its last word.
        display: "inline-block",
        // Inline links are exempt from the 24 px target (WCAG 2.5.8, "inline"); standalone are not.
        minHeight: vars.size.targetMin,
        fontWeight: vars.font.weight.semibold,
      },
    },
  },
  defaultVariants: { variant: "inline" },
});

/** The "opens in a new tab" icon, after the link text (a no-break space apart). */
export const externalIcon = style({
  verticalAlign: "-0.125em", // the icon's optical baseline
});
