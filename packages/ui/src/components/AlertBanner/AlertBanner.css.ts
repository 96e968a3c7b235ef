import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import {
  type FeedbackTone,
  feedbackToneVars,
  toneColor,
  toneSurface,
} from "../../styles/feedbackTones.css";
import { vars } from "../../tokens/contract.css";

/** Levels of an alert banner, from news to an urgent problem. */
export const alertBannerLevels = [
  "info",
  "warning",
  "danger",
] as const satisfies readonly FeedbackTone[];

/** One of {@link alertBannerLevels}. */
export type AlertBannerLevel = (typeof alertBannerLevels)[number];

/**
 * A banner across the content. The level shows through its icon, a visually hidden word and a
 * coloured edge; the text stays in the body colour, whose contrast holds on every tinted surface.
 * The page's `ErrorList` is drawn as a danger banner.
 */
export const banner = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space[3],
    paddingBlock: vars.space[3],
    paddingInlineStart: vars.space[4],
    paddingInlineEnd: vars.space[3],
    borderWidth: vars.border.thin,
    borderStyle: "solid",
    borderColor: toneColor,
    borderInlineStartWidth: vars.border.thick,
    borderRadius: vars.radius.md,
    backgroundColor: toneSurface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    level: {
      info: feedbackToneVars.info,
      warning: feedbackToneVars.warning,
      danger: feedbackToneVars.danger,
    } satisfies Record<AlertBannerLevel, object>,
  },
  defaultVariants: { level: "info" },
});

/** The level's icon, in its colour, aligned with the first line of text. */
export const icon = style({
  flexShrink: 0,
  // Centres a 1.25em icon on a 1.5 line-height first line.
  marginBlockStart: "0.125em",
  color: toneColor,
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

export const text = style({
  margin: 0,
});

/** The dismiss button sits on the first line, pulled up so it does not add height. */
export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space[1]})`,
});
