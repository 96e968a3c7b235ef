import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

// The sections under a day of the field staff's calendar: its availability and its open means.

/** A section's items (declarations, open means), one under the other, as wide as the calendar. */
export const list = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** One item: e.g. an open means with its name and hours, its activity, its staff and a button. */
export const item = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});

export const itemLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
});

export const detail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
});
