import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** A card of a page (a start-page block, an automated job): its parts one under the other. */
export const card = style({
  display: "grid",
  gap: vars.space[4],
  alignContent: "start",
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.raised,
});

/** The line under a card's heading that says what it is about. */
export const cardDescription = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
