export * from "./activity.js";
export * from "./alert.js";
export * from "./machine.js";
export * from "./means.js";
export * from "./registration.js";
export * from "./schedule-change.js";
