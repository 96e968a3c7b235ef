import { vars } from "@releve/ui/tokens";
import { style, styleVariants } from "@vanilla-extract/css";

/** A day of a person's week: its items one under the other, in small text. */
export const day = style({
  display: "grid",
  minWidth: 0,
  width: "100%",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * One item: its shape, then its words cut to the day's width; 24 px high, so that the means'
 * links one under the other are each a whole target (WCAG 2.5.8).
 */
export const item = style({
  display: "flex",
  minHeight: "1.5rem",
  alignItems: "center",
  gap: vars.space[1],
  minWidth: 0,
  whiteSpace: "nowrap",
});

/** A registration's link: its hours always whole, then its means cut to what is left. */
export const link = style({ display: "flex", gap: vars.space[1], minWidth: 0 });

/** Hours, never cut. */
export const hours = style({ flex: "none", lineHeight: "1.5rem" });

/** The words of an item, cut with an ellipsis; the whole text stays for assistive technologies. */
export const words = style({
  display: "block",
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  lineHeight: "1.5rem",
});

/** The colour of an item's shape: the registration's status, an absence, a work schedule. */
export const tone = styleVariants({
  validated: { color: vars.color.success, flex: "none" },
  pending: { color: vars.color.warning, flex: "none" },
  proposed: { color: vars.color.info, flex: "none" },
  absence: { color: vars.color.danger, flex: "none" },
  work: { color: vars.color.textMuted, flex: "none" },
  conflict: { color: vars.color.danger, flex: "none" },
});

/** The colour of a day's availability's shape: its words say it too. */
export const availabilityTone = styleVariants({
  available: { color: vars.color.success, flex: "none" },
  partlyAvailable: { color: vars.color.warning, flex: "none" },
  unknown: { color: vars.color.textMuted, flex: "none" },
  unavailable: { color: vars.color.danger, flex: "none" },
});

/** "+2 de plus": what a full day could not show, in the planning's list of the person. */
export const more = style({ color: vars.color.textMuted });

/** A day of the week's header: the weekday above the date. */
export const dayHeader = style({ display: "grid", lineHeight: vars.font.lineHeight.tight });

/** Today's header, told by weight as well as words. */
export const today = style({ color: vars.color.info });

/** The person's cell: their name, then their staff type and function. */
export const person = style({
  display: "grid",
  minWidth: 0,
  lineHeight: vars.font.lineHeight.tight,
});

/** The planning's legend: its entries side by side, wrapping. */
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
});

/** The week's day to go to, the buttons that move it and the week shown, wrapping on a phone. */
export const weekBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space[4],
});

/** Controls kept together on one line: the day and its button, the three moves. */
export const weekGroup = style({
  display: "flex",
  flex: "none",
  whiteSpace: "nowrap",
  alignItems: "end",
  gap: vars.space[2],
});

/** The week shown, beside the buttons that move it. */
export const weekTitle = style({
  margin: 0,
  alignSelf: "center",
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
