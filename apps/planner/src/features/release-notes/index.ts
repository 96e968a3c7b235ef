/**
 * Release notes (spec 01 §1, §2): the latest notes shown once at start, and the page of every
 * version.
 */
export { LatestReleaseNotes } from "./components/LatestReleaseNotes";
