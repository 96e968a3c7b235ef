import { createVar, type StyleRule } from "@vanilla-extract/css";
import { vars } from "../tokens/contract.css";

/** Tones of a message to the person: news, something done, something to check, a problem. */
export const feedbackTones = ["info", "success", "warning", "danger"] as const;

/** One of {@link feedbackTones}. */
export type FeedbackTone = (typeof feedbackTones)[number];

/** The tone's colour: the coloured edge and the icon of a banner or a toast. */
export const toneColor = createVar();

/** The tone's tinted surface, behind text in the body colour (4.5:1 on each, WCAG 1.4.3). */
export const toneSurface = createVar();

/**
 * Sets {@link toneColor} and {@link toneSurface} for each tone: a banner's or a toast's variant
 * takes the entry of its tone, and its parts read the two variables. Each colour and its surface
 * are one of the theme's documented pairs.
 */
export const feedbackToneVars = {
  info: { vars: { [toneColor]: vars.color.info, [toneSurface]: vars.color.infoSurface } },
  success: { vars: { [toneColor]: vars.color.success, [toneSurface]: vars.color.successSurface } },
  warning: { vars: { [toneColor]: vars.color.warning, [toneSurface]: vars.color.warningSurface } },
  danger: { vars: { [toneColor]: vars.color.danger, [toneSurface]: vars.color.dangerSurface } },
} satisfies Record<FeedbackTone, StyleRule>;
