import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The banners each language's readers will see, one under the other. */
export const preview = style({ display: "grid", gap: vars.space[3] });

export const previewItem = style({ display: "grid", gap: vars.space[1] });

/** Whose banner it is: the readers' language, and whose text they read when not theirs. */
export const previewLanguage = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const previewEmpty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
