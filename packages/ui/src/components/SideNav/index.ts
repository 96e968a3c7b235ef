export { SideNav, type SideNavProps } from "./SideNav";
export { type SideNavLayout, sideNavLayouts } from "./SideNav.css";
export type { SideNavRelease, SideNavSection } from "./SideNavContent";
export type {
  SideNavEntry,
  SideNavEntryWithCount,
  SideNavEntryWithoutCount,
} from "./SideNavLink";
