/**
 * The business time the product starts at for the journeys (`RELEVE_CLOCK_START`), a Monday
 * morning in Paris: every run plays the same demo day, so the home screenshots show the same
 * means.
 */
export const demoDay = "2026-11-23T08:00:00+01:00";
