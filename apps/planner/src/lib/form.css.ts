import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

/** A form page's form: its sections one under the other, at a readable width. */
export const form = style({
  display: "grid",
  gap: vars.space[6],
  maxWidth: "56rem",
  minWidth: 0,
});

/** A part of a form under its heading (what, when, registrations, files…). */
export const section = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: "none",
});

/** A section's heading, a level under the page's title. */
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** Fields side by side while they fit, one under the other on a phone. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "start",
  gap: vars.space[4],
});

/** A date and its time, side by side whatever the width: they read as one value. */
export const dateTime = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
  alignItems: "start",
  gap: vars.space[2],
  minWidth: 0,
});

/** The form's buttons, the main one first. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
});

/** What the form's rules found outside its fields, in words. */
export const findings = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});

/** What the rules found on a list of a form (its files), under it. */
export const findingsText = style({ margin: 0, color: vars.color.danger });
