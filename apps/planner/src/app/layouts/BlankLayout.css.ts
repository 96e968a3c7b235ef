import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export const page = style({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[6],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({ display: "flex", justifyContent: "center" });

export const logo = style({
  display: "block",
  height: `calc(1.5 * ${vars.size.controlMd})`,
  width: "auto",
});

export const content = style({
  flex: 1,
  width: "100%",
  // A short message reads best in one narrow column.
  maxWidth: "36rem",
});

export const footer = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
