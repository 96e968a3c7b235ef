import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  paddingBlockEnd: vars.space[2],
});

export const paragraph = style({
  margin: 0,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
});

/** The three types fit on one line in a dialog wider than a single field. */
export const splitTypes = style({
  maxWidth: "none",
});

export const preview = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The two halves side by side, stacked when the dialog is narrow. */
export const halves = style({
  display: "grid",
  // The width a half's full date needs before the two halves stack (not a spacing step).
  gridTemplateColumns: "repeat(auto-fit, minmax(min(14rem, 100%), 1fr))",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const half = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderWidth: vars.border.thin,
  borderStyle: "solid",
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const halfName = style({
  fontWeight: vars.font.weight.semibold,
});

export const halfDuration = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** The people registered, one under the other: a name, then where each goes. */
export const followers = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const follower = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  paddingBlockEnd: vars.space[2],
  borderBlockEndWidth: vars.border.thin,
  borderBlockEndStyle: "solid",
  borderBlockEndColor: vars.color.borderSubtle,
});

export const followerName = style({
  fontWeight: vars.font.weight.semibold,
});

export const followerStaffType = style({
  color: vars.color.textMuted,
});
