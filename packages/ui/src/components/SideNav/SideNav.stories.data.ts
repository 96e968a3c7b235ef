/**
 * Sample content of the SideNav stories: the product's own menu (spec 01 §2) in every language
 * the toolbar offers. Not part of the shipped catalogue: a host builds its menu from its routes.
 */
import type { UiLocale } from "../../i18n/locales";
import type { SideNavSection } from "./SideNavContent";

type EntryKey =
  | "home"
  | "activities"
  | "means"
  | "meansCalendar"
  | "departures"
  | "registrations"
  | "scheduleChanges"
  | "planning"
  | "meansTypes"
  | "alerts"
  | "reinforcements"
  | "profiles"
  | "jobs"
  | "humanResources";

export interface MenuCopy {
  entries: Record<EntryKey, string>;
  sections: Record<"planning" | "followUp" | "administration", string>;
  registrations: (count: number) => string;
  scheduleChanges: (count: number) => string;
  longEntry: string;
  longSection: string;
}

/** The product's menu, in every language the toolbar offers (not part of the shipped catalogue). */
export const copy: Record<UiLocale, MenuCopy> = {
  fr: {
    entries: {
      home: "Accueil",
      activities: "Activités opérationnelles",
      means: "Moyens d'intervention",
      meansCalendar: "Calendrier des moyens",
      departures: "Calendrier des départs",
      registrations: "Inscriptions",
      scheduleChanges: "Changements d'horaire",
      planning: "Planning du personnel",
      meansTypes: "Types de moyens",
      alerts: "Alertes",
      reinforcements: "Notifications de renfort",
      profiles: "Profils utilisateurs",
      jobs: "Tâches automatisées",
      humanResources: "Données de gestion des temps",
    },
    sections: { planning: "Planification", followUp: "Suivi", administration: "Administration" },
    registrations: (n) => (n === 1 ? "1 nouvelle inscription" : `${n} nouvelles inscriptions`),
    scheduleChanges: (n) => (n === 1 ? "1 horaire proposé" : `${n} horaires proposés`),
    longEntry: "Gestion des périmètres des profils utilisateurs de la délégation territoriale",
    longSection: "Suivi des inscriptions et des changements d'horaire",
  },
  en: {
    entries: {
      home: "Home",
      activities: "Operational activities",
      means: "Means of intervention",
      meansCalendar: "Means calendar",
      departures: "Departure calendar",
      registrations: "Registrations",
      scheduleChanges: "Schedule changes",
      planning: "Personnel planning",
      meansTypes: "Means types",
      alerts: "Alerts",
      reinforcements: "Reinforcement notifications",
      profiles: "User profiles",
      jobs: "Automated jobs",
      humanResources: "Time-and-attendance data",
    },
    sections: { planning: "Planning", followUp: "Follow-up", administration: "Administration" },
    registrations: (n) => (n === 1 ? "1 new registration" : `${n} new registrations`),
    scheduleChanges: (n) => (n === 1 ? "1 proposed schedule" : `${n} proposed schedules`),
    longEntry: "Management of the user profile scopes of the local branch",
    longSection: "Follow-up of registrations and schedule changes",
  },
  de: {
    entries: {
      home: "Startseite",
      activities: "Einsatzaktivitäten",
      means: "Einsatzmittel",
      meansCalendar: "Einsatzmittelkalender",
      departures: "Abfahrtskalender",
      registrations: "Anmeldungen",
      scheduleChanges: "Dienstzeitänderungen",
      planning: "Personalplanung",
      meansTypes: "Einsatzmitteltypen",
      alerts: "Warnmeldungen",
      reinforcements: "Verstärkungsbenachrichtigungen",
      profiles: "Benutzerprofile",
      jobs: "Automatisierte Aufgaben",
      humanResources: "Zeiterfassungsdaten",
    },
    sections: { planning: "Planung", followUp: "Nachverfolgung", administration: "Verwaltung" },
    registrations: (n) => (n === 1 ? "1 neue Anmeldung" : `${n} neue Anmeldungen`),
    scheduleChanges: (n) =>
      n === 1 ? "1 vorgeschlagene Dienstzeit" : `${n} vorgeschlagene Dienstzeiten`,
    longEntry: "Verwaltung der Geltungsbereiche der Benutzerprofile des Kreisverbands",
    longSection: "Nachverfolgung der Anmeldungen und Dienstzeitänderungen",
  },
};

export interface MenuOptions {
  registrations?: number;
  scheduleChanges?: number;
  isLong?: boolean;
}

/** The sidebar of a coordination manager, who sees every entry (spec 01 §2, sidebar menu). */
export function menu(locale: UiLocale, options: MenuOptions = {}): SideNavSection[] {
  const { registrations = 3, scheduleChanges = 1, isLong = false } = options;
  const text = copy[locale];
  const label = text.entries;
  return [
    {
      id: "planning",
      label: text.sections.planning,
      entries: [
        { href: "/home", label: label.home, icon: "home" },
        { href: "/operational-activity/list", label: label.activities, icon: "file" },
        { href: "/means-of-intervention/list", label: label.means, icon: "vehicle" },
        {
          href: "/means-of-intervention/list?tab=calendar",
          label: label.meansCalendar,
          icon: "calendar",
        },
        {
          href: "/means-of-intervention/list?tab=departureCalendar",
          label: label.departures,
          icon: "clock",
        },
      ],
    },
    {
      id: "follow-up",
      label: isLong ? text.longSection : text.sections.followUp,
      entries: [
        {
          href: "/registration/recent-change-list",
          label: label.registrations,
          icon: "users",
          count: registrations,
          countLabel: text.registrations(registrations),
        },
        {
          href: "/registration/schedule-change-list",
          label: label.scheduleChanges,
          icon: "clock",
          count: scheduleChanges,
          countLabel: text.scheduleChanges(scheduleChanges),
        },
        { href: "/registration/personnel-planning", label: label.planning, icon: "calendar" },
      ],
    },
    {
      id: "administration",
      label: text.sections.administration,
      entries: [
        { href: "/means-of-intervention-types/list", label: label.meansTypes, icon: "vehicle" },
        { href: "/alert/list", label: label.alerts, icon: "alert" },
        { href: "/reinforcements/notification/list", label: label.reinforcements, icon: "bell" },
        {
          href: "/security/user-profile-scope-list",
          label: isLong ? text.longEntry : label.profiles,
          icon: "user",
        },
        { href: "/automated-jobs", label: label.jobs, icon: "sort" },
        { href: "/human-resources", label: label.humanResources, icon: "download" },
      ],
    },
  ];
}
