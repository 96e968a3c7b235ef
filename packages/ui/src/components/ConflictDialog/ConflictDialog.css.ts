import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../tokens/contract.css";

/** Whether a conflict refuses the action or lets it through, flagged (spec 02 §8). */
export const conflictTones = ["blocking", "nonBlocking"] as const;

/** One of {@link conflictTones}. */
export type ConflictTone = (typeof conflictTones)[number];

const toneColors: Record<ConflictTone, string> = {
  blocking: vars.color.danger,
  nonBlocking: vars.color.warning,
};

export const summary = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
});

export const section = style({
  marginBlockEnd: vars.space[4],
});

/** The heading of a group, in its tone's colour; the icon of each item repeats the tone. */
export const sectionHeading = recipe({
  base: {
    margin: 0,
    marginBlockEnd: vars.space[2],
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    tone: {
      blocking: { color: toneColors.blocking },
      nonBlocking: { color: vars.color.text },
    } satisfies Record<ConflictTone, object>,
  },
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
});

/** Aligned with the first line of the item's text. */
export const itemIcon = recipe({
  base: {
    flex: "none",
    marginBlockStart: vars.space[1],
  },
  variants: {
    tone: {
      blocking: { color: toneColors.blocking },
      nonBlocking: { color: toneColors.nonBlocking },
    } satisfies Record<ConflictTone, object>,
  },
});

export const itemText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
});

export const kind = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

export const subject = style({
  margin: 0,
});

export const explanation = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const others = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space[3],
  fontSize: vars.font.size.sm,
});

export const otherList = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
