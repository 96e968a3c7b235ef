/**
 * The call catalogue: every call of the API described once, by subject (`calls.alert.search`).
 * The API attaches a handler to each; the planner calls them through its client.
 */
export * as alert from "./alert.js";
export * as automatedJob from "./automated-job.js";
export * as availability from "./availability.js";
export * as calendarFeed from "./calendar-feed.js";
export * as meansNotification from "./means-notifications.js";
export * as meansOfIntervention from "./means-of-intervention-subject.js";
export * as meansType from "./means-type.js";
export * as notification from "./notification.js";
export * as operationalActivitySeries from "./operational-activity-series.js";
export * as operationalActivity from "./operational-activity-subject.js";
export * as person from "./person.js";
export * as personPlanning from "./person-planning.js";
export * as referenceData from "./reference-data.js";
export * as registration from "./registration.js";
export * as reinforcement from "./reinforcement.js";
export * as releaseNote from "./release-note.js";
export * as scheduleChange from "./schedule-change.js";
export * as security from "./security.js";
export * as timeAttendance from "./time-attendance.js";
