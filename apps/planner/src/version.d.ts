/** The planner's version, from its package.json, written in at build time (vite.config.ts). */
declare const __PLANNER_VERSION__: string;
