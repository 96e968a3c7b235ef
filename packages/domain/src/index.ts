export * from "./authorization.js";
export * from "./errors.js";
export * from "./features.js";
export * from "./reference-data.js";
export * from "./roles.js";
export * from "./routes.js";
