import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { SidebarEntry, SidebarGroup } from "@releve/domain";
import type { IconName, SideNavEntry, SideNavSection } from "@releve/ui";

/** The label of each sidebar entry, under its translation key `sidebar.{id}` (spec 01 §2). */
const entryLabels: Record<string, MessageDescriptor> = {
  "home.home": msg({ id: "sidebar.home.home", message: "Accueil" }),
  "operationalActivity.list": msg({
    id: "sidebar.operationalActivity.list",
    message: "Activités opérationnelles",
  }),
  "operationalActivity.create": msg({
    id: "sidebar.operationalActivity.create",
    message: "Créer une activité",
  }),
  "meansOfIntervention.list": msg({
    id: "sidebar.meansOfIntervention.list",
    message: "Moyens d'intervention",
  }),
  "meansOfIntervention.calendar": msg({
    id: "sidebar.meansOfIntervention.calendar",
    message: "Calendrier des moyens",
  }),
  "meansOfIntervention.departureCalendar": msg({
    id: "sidebar.meansOfIntervention.departureCalendar",
    message: "Calendrier des départs",
  }),
  "registration.userRegistrations": msg({
    id: "sidebar.registration.userRegistrations",
    message: "Mes inscriptions",
  }),
  "registration.recentChanges": msg({
    id: "sidebar.registration.recentChanges",
    message: "Changements récents",
  }),
  "registration.scheduleChanges": msg({
    id: "sidebar.registration.scheduleChanges",
    message: "Changements d'horaire",
  }),
  "registration.personnelPlanning": msg({
    id: "sidebar.registration.personnelPlanning",
    message: "Planning du personnel",
  }),
  "meansOfInterventionType.list": msg({
    id: "sidebar.meansOfInterventionType.list",
    message: "Types de moyens",
  }),
  "reinforcement.notifications": msg({
    id: "sidebar.reinforcement.notifications",
    message: "Notifications de renfort",
  }),
  "reinforcement.management": msg({
    id: "sidebar.reinforcement.management",
    message: "Demander un renfort",
  }),
  "alert.create": msg({ id: "sidebar.alert.create", message: "Créer une alerte" }),
  "alert.list": msg({ id: "sidebar.alert.list", message: "Alertes" }),
  "security.userProfileScopes": msg({
    id: "sidebar.security.userProfileScopes",
    message: "Périmètres des utilisateurs",
  }),
  "automatedJobs.automatedJobs": msg({
    id: "sidebar.automatedJobs.automatedJobs",
    message: "Tâches automatisées",
  }),
  "humanResources.data": msg({
    id: "sidebar.humanResources.data",
    message: "Données de gestion des temps",
  }),
};

/** The heading of each group with more than one possible entry. */
const groupLabels: Partial<Record<SidebarGroup, MessageDescriptor>> = {
  operationalActivity: msg({ id: "sidebar.group.operationalActivity", message: "Activités" }),
  meansOfIntervention: msg({ id: "sidebar.group.meansOfIntervention", message: "Moyens" }),
  registration: msg({ id: "sidebar.group.registration", message: "Suivi des inscriptions" }),
  reinforcement: msg({ id: "sidebar.group.reinforcement", message: "Renforts" }),
  alert: msg({ id: "sidebar.group.alert", message: "Alertes" }),
  meansOfInterventionType: msg({ id: "sidebar.group.referenceData", message: "Référentiels" }),
  security: msg({ id: "sidebar.group.administration", message: "Administration" }),
  automatedJobs: msg({ id: "sidebar.group.administration", message: "Administration" }),
  humanResources: msg({ id: "sidebar.group.administration", message: "Administration" }),
};

/** The drawing of each entry: what the collapsed sidebar shows. */
const entryIcons: Record<string, IconName> = {
  "home.home": "home",
  "operationalActivity.list": "fileText",
  "operationalActivity.create": "add",
  "meansOfIntervention.list": "vehicle",
  "meansOfIntervention.calendar": "calendar",
  "meansOfIntervention.departureCalendar": "clock",
  "registration.userRegistrations": "check",
  "registration.recentChanges": "bell",
  "registration.scheduleChanges": "edit",
  "registration.personnelPlanning": "users",
  "meansOfInterventionType.list": "fileSheet",
  "reinforcement.notifications": "bell",
  "reinforcement.management": "users",
  "alert.create": "add",
  "alert.list": "alert",
  "security.userProfileScopes": "unlock",
  "automatedJobs.automatedJobs": "loader",
  "humanResources.data": "download",
};

/** The profile counts the badges show (spec 01 §2). */
export interface SidebarCounts {
  newRegistrationCount: number | undefined;
  newProposedScheduleCount: number | undefined;
}

/** The path and query an entry leads to. */
export function sidebarHref(entry: Pick<SidebarEntry, "path" | "search">): string {
  const query = new URLSearchParams(entry.search).toString();
  return query ? `${entry.path}?${query}` : entry.path;
}

/**
 * Which of the menu's addresses names the page shown, for the menu to mark it: the one of the
 * same path whose query the address holds in full, the most precise when several do (a list's
 * tab beside its filters and days: `list?tab=calendar&date=…` is the calendar's entry). None
 * when no address does.
 */
export function currentMenuHref(
  hrefs: readonly string[],
  pathname: string,
  search: string,
): string | undefined {
  const shown = new URLSearchParams(search);
  let best: { href: string; precision: number } | undefined;
  for (const href of hrefs) {
    const [path = "", query = ""] = href.split("?");
    if (path !== pathname) continue;
    const asked = [...new URLSearchParams(query)];
    if (!asked.every(([name, value]) => shown.getAll(name).includes(value))) continue;
    if (!best || asked.length > best.precision) best = { href, precision: asked.length };
  }
  return best?.href;
}

/**
 * The design system's menu sections out of the domain's entries for the active role: labels
 * translated, counts as badges, consecutive entries of groups sharing a heading in one section.
 */
export function sidebarSections(
  entries: readonly SidebarEntry[],
  counts: SidebarCounts,
  i18n: I18n,
): SideNavSection[] {
  const sections: { id: string; label?: string; entries: SideNavEntry[] }[] = [];
  for (const entry of entries) {
    const heading = groupLabels[entry.group];
    const label = heading ? i18n._(heading) : undefined;
    const sectionId = heading?.id ?? entry.group;
    let section = sections.at(-1);
    if (!section || section.id !== sectionId) {
      section = { id: sectionId, ...(label === undefined ? {} : { label }), entries: [] };
      sections.push(section);
    }
    const base = {
      href: sidebarHref(entry),
      label: sidebarEntryLabel(entry, i18n),
      icon: entryIcons[entry.id] ?? "file",
    };
    const count = entry.badge === null ? undefined : counts[entry.badge];
    section.entries.push(
      count === undefined ? base : { ...base, count, countLabel: countLabel(entry, count, i18n) },
    );
  }
  return sections;
}

function countLabel(entry: SidebarEntry, count: number, i18n: I18n): string {
  return entry.badge === "newProposedScheduleCount"
    ? i18n._(
        msg({
          comment: "Read with the schedule changes entry of the sidebar: how many are new.",
          message: plural(count, { one: "# horaire proposé", other: "# horaires proposés" }),
        }),
      )
    : i18n._(
        msg({
          comment: "Read with a registrations entry of the sidebar: how many are new.",
          message: plural(count, {
            one: "# nouvelle inscription",
            other: "# nouvelles inscriptions",
          }),
        }),
      );
}

/** The words of a sidebar entry in the active language (translation key `sidebar.{id}`). */
export function sidebarEntryLabel(entry: Pick<SidebarEntry, "id">, i18n: I18n): string {
  const descriptor = entryLabels[entry.id];
  return descriptor ? i18n._(descriptor) : entry.id;
}
