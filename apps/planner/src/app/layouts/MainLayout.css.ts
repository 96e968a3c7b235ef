import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const shell = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateRows: "auto 1fr auto",
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  padding: vars.space[2],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": {
      transform: "none",
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    },
  },
});

export const navbar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[6],
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const brand = style({
  color: vars.color.onPrimary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  minHeight: vars.size.targetMin,
  display: "inline-flex",
  alignItems: "center",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.onPrimary}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const userBox = style({
  display: "grid",
  justifyItems: "end",
  fontSize: vars.font.size.sm,
});

export const userName = style({ fontWeight: vars.font.weight.semibold });

export const content = style({
  paddingBlock: vars.space[6],
  paddingInline: vars.space[6],
  width: "100%",
  maxWidth: "80rem",
  marginInline: "auto",
  selectors: { "&:focus": { outline: "none" } },
});

export const footer = style({
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  borderBlockStart: `${vars.border.thin} solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
