/**
 * How a role selector shows the roles: `full` lists every role as a radio button (the profile
 * page, where the active role is chosen), `compact` is a one-line select (a side pane, a toolbar).
 */
export const roleSelectorVariants = ["full", "compact"] as const;

/** One of {@link roleSelectorVariants}. */
export type RoleSelectorVariant = (typeof roleSelectorVariants)[number];
