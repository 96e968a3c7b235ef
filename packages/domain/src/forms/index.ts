/**
 * The forms of spec 02 §2 with the rules of §5: one schema, one check and one validate per form,
 * shared by the planner (findings as people type) and the API (refusal on a blocking finding).
 * The wall-clock helpers stay private.
 */
export * from "./alert.js";
export * from "./attachment-upload.js";
export * from "./attachments.js";
export * from "./availability.js";
export * from "./duplicate.js";
export * from "./duplicate-means.js";
export * from "./fields.js";
export * from "./finding-codes.js";
export * from "./means-of-intervention.js";
export * from "./means-of-intervention-type.js";
export * from "./operational-activity.js";
export * from "./operational-activity-clone.js";
export * from "./operational-activity-series.js";
export * from "./recurrence.js";
export * from "./registration-edit.js";
export * from "./registration-settings.js";
export * from "./reinforcement.js";
export * from "./role-assignment.js";
export * from "./rules.js";
export * from "./schedule-proposition.js";
export * from "./unregistration.js";
export * from "./user-profile-scope.js";
export * from "./validation.js";
