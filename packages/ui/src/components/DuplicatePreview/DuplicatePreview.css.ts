import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** How a copy of the preview is marked: accepted, refused by a rule, or accepted with a warning. */
export const duplicateCopyFlags = ["none", "refused", "toCheck"] as const;

/** One of {@link duplicateCopyFlags}. */
export type DuplicateCopyFlag = (typeof duplicateCopyFlags)[number];

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const offset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: "none",
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const offsetFields = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
});

/** Three short numbers side by side; each keeps room for its label and its two buttons. */
export const offsetField = style({
  // Wide enough for "366" and the two step buttons (not a spacing step).
  width: "9rem",
});

export const offsetMessage = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const preview = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const original = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const originalLabel = style({
  fontWeight: vars.font.weight.semibold,
});

/**
 * The copies in as many columns as fit, one line each, scrolling past a fixed height: 52 copies
 * stay a compact block. When it scrolls it is a tab stop, and shows the focus ring when reached.
 */
export const copies = style({
  display: "grid",
  // The width of a copy's name and period on one line (not a spacing step).
  gridTemplateColumns: "repeat(auto-fill, minmax(min(22rem, 100%), 1fr))",
  alignContent: "start",
  gap: vars.space[2],
  // About eight rows of copies: the fields stay in view above the list (not a spacing step).
  maxHeight: "20rem",
  overflowY: "auto",
  overscrollBehavior: "contain",
  margin: 0,
  padding: vars.space[1],
  listStyle: "none",
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

/** One copy; a refused or flagged one has a coloured side as well as its badge. */
export const copy = recipe({
  base: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "baseline",
    columnGap: vars.space[2],
    rowGap: vars.space[1],
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderColor: vars.color.borderSubtle,
    borderInlineStartWidth: vars.border.thick,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
  },
  variants: {
    flag: {
      none: { borderInlineStartColor: vars.color.border },
      refused: { borderInlineStartColor: vars.color.danger },
      toCheck: { borderInlineStartColor: vars.color.warning },
    } satisfies Record<DuplicateCopyFlag, object>,
  },
});

export const copyName = style({
  fontWeight: vars.font.weight.semibold,
});

/** The badge and its reason, on a line of their own under the period. */
export const copyFlag = style({
  flexBasis: "100%",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
});
