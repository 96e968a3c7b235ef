/**
 * The profile feature (spec 01 §2, §3, §6): the profile page, the profile (role) selection, and
 * the hooks that switch the active role and the interface language.
 */
export { useSwitchLanguage } from "./hooks/useSwitchLanguage";
export { useSwitchRole } from "./hooks/useSwitchRole";
