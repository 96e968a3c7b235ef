import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

/** Sizes follow the type scale: an icon sits next to text of the same size. */
export const iconSizes = ["sm", "md", "lg"] as const;

/** One of {@link iconSizes}. */
export type IconSize = (typeof iconSizes)[number];

const base = style({
  display: "inline-block",
  flexShrink: 0,
  verticalAlign: "middle",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

/** Icon sizes in em, so an icon scales with the text it accompanies. */
export const icon = recipe({
  base,
  variants: {
    size: {
      sm: { width: "1em", height: "1em" },
      md: { width: "1.25em", height: "1.25em" },
      lg: { width: "1.5em", height: "1.5em" },
    } satisfies Record<IconSize, object>,
  },
  defaultVariants: { size: "md" },
});
