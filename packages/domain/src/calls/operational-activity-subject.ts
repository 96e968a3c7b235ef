/**
 * Every call of the operational activities' subject, as `calls.operationalActivity`: those that
 * read or change an activity without its form, and those that carry the form (decision 030).
 */
export * from "./operational-activity.js";
export * from "./operational-activity-forms.js";
