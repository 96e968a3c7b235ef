/**
 * Widths, in CSS pixels, where the layout changes: below `tablet` is mobile (field staff's phones),
 * from `desktop` on the planner's full layout; below `sidebar` the main layout's 16rem sidebar
 * becomes a drawer (it would leave less than two thirds of the screen to the page). Media queries
 * cannot read custom properties, so these are the one layout measurement that is not a `vars.*`
 * token.
 */
export const breakpoints = { tablet: 640, sidebar: 768, desktop: 1024 } as const;
