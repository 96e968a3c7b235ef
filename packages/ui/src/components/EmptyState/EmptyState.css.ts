import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** `md` fills an empty page or panel; `sm` sits inside a table, a list or a card. */
export const emptyStateSizes = ["sm", "md"] as const;

/** One of {@link emptyStateSizes}. */
export type EmptyStateSize = (typeof emptyStateSizes)[number];

/** Levels a title can take: `h1` belongs to the page, not to an empty region of it. */
export const emptyStateHeadingLevels = [2, 3, 4, 5, 6] as const;

/** One of {@link emptyStateHeadingLevels}. */
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

/** The empty state, centred in the region it fills. */
export const root = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    textAlign: "center",
    marginInline: "auto",
    maxWidth: "32rem", // a short paragraph's measure, so the description stays easy to read
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  },
  variants: {
    size: {
      sm: { gap: vars.space[2], paddingBlock: vars.space[4], paddingInline: vars.space[3] },
      md: { gap: vars.space[3], paddingBlock: vars.space[10], paddingInline: vars.space[6] },
    } satisfies Record<EmptyStateSize, object>,
  },
  defaultVariants: { size: "md" },
});

/** The disc behind the icon; decorative. */
export const iconDisc = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    marginBlockEnd: vars.space[1],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
  },
  variants: {
    size: {
      sm: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.font.size.md },
      md: { width: vars.space[12], height: vars.space[12], fontSize: vars.font.size.lg },
    } satisfies Record<EmptyStateSize, object>,
  },
  defaultVariants: { size: "md" },
});

export const title = recipe({
  base: {
    margin: 0,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.lg },
    } satisfies Record<EmptyStateSize, object>,
  },
  defaultVariants: { size: "md" },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

/** The action slot: one or two buttons or links, side by side, wrapping on narrow screens. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
  marginBlockStart: vars.space[2],
});
