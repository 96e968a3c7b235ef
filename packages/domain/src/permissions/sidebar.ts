import type { Authorization } from "../authorization.js";
import type { MeansTab } from "../enums.js";
import type { FeatureCode } from "../features.js";
import { canUseRoute, type RouteName, routes } from "./route-table.js";

/** Groups of the sidebar menu, in the order of spec 01 §2. */
export const sidebarGroups = [
  "home",
  "operationalActivity",
  "meansOfIntervention",
  "registration",
  "meansOfInterventionType",
  "reinforcement",
  "alert",
  "security",
  "automatedJobs",
  "humanResources",
] as const;

/** One group of the sidebar menu. */
export type SidebarGroup = (typeof sidebarGroups)[number];

/** Profile counters a sidebar entry shows as a badge (spec 01 §3 profile state). */
export type SidebarBadge = "newRegistrationCount" | "newProposedScheduleCount";

/**
 * One entry of the sidebar menu (spec 01 §2). Its label is the translation key
 * `sidebar.{id}`; the entry leads to `path` with the `search` parameters.
 */
export interface SidebarEntry {
  /** Stable id, `group.entry`, e.g. `registration.scheduleChanges`. */
  id: string;
  group: SidebarGroup;
  /** The route's name in the route table. */
  routeName: RouteName;
  /** Absolute path, e.g. `/means-of-intervention/list`. */
  path: string;
  search: Readonly<Record<string, string>>;
  /** The feature that gates the entry (the route's), or `null`. */
  feature: FeatureCode | null;
  /** The profile counter shown as a badge, or `null`. */
  badge: SidebarBadge | null;
}

const entry = (
  group: SidebarGroup,
  name: string,
  routeName: RouteName,
  options: { search?: Record<string, string>; badge?: SidebarBadge } = {},
): SidebarEntry => {
  const route = routes[routeName];
  return {
    id: `${group}.${name}`,
    group,
    routeName,
    path: `/${route.path}`,
    search: options.search ?? {},
    feature: route.feature,
    badge: options.badge ?? null,
  };
};

const meansTab = (tab: MeansTab) =>
  entry("meansOfIntervention", tab, "means-of-intervention-list", { search: { tab } });

/**
 * Every entry of the sidebar menu of spec 01 §2, in order. Decisions where the spec is terse:
 * the reinforcement "notifications" entry leads to the notification list and "management" to
 * the notification form; "user profile scope administrator" leads to the scope list.
 */
export const sidebarMenu: readonly SidebarEntry[] = [
  entry("home", "home", "home"),
  entry("operationalActivity", "list", "operational-activity-list"),
  entry("operationalActivity", "create", "operational-activity-create"),
  meansTab("list"),
  meansTab("calendar"),
  meansTab("departureCalendar"),
  entry("registration", "userRegistrations", "registration-user-registration", {
    badge: "newRegistrationCount",
  }),
  entry("registration", "recentChanges", "registration-recent-change-list", {
    badge: "newRegistrationCount",
  }),
  entry("registration", "scheduleChanges", "registration-schedule-change-list", {
    badge: "newProposedScheduleCount",
  }),
  entry("registration", "personnelPlanning", "registration-personnel-planning"),
  entry("meansOfInterventionType", "list", "means-of-intervention-types-list"),
  entry("reinforcement", "notifications", "reinforcements-notification-list"),
  entry("reinforcement", "management", "reinforcements-notification-create"),
  entry("alert", "create", "alert-create"),
  entry("alert", "list", "alert-list"),
  entry("security", "userProfileScopes", "security-user-profile-scope-list"),
  entry("automatedJobs", "automatedJobs", "automated-jobs"),
  entry("humanResources", "data", "human-resources"),
];

/**
 * The sidebar entries shown for the active authorization (spec 01 §2: "each entry is shown only
 * when its feature is authorised for the active role"). An entry is shown exactly when its
 * route may be used, so the menu never offers a page that would send the user back. The menu
 * depends on features only, never on role codes; whether field staff see the sidebar at all is
 * the shell's choice (they get the simplified mobile navigation).
 */
export function sidebarEntries(authorization: Authorization | undefined): SidebarEntry[] {
  return sidebarMenu.filter((item) => canUseRoute(routes[item.routeName], authorization));
}
