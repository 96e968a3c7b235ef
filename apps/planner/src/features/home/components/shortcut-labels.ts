import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The words of each sidebar entry the start page offers as a shortcut, by the entry's id
 * (`sidebarMenu` of the domain). The home entry is not offered: it is this page.
 */
export const shortcutLabels: Readonly<Record<string, MessageDescriptor>> = {
  "operationalActivity.list": msg`Activités opérationnelles`,
  "operationalActivity.create": msg`Créer une activité`,
  "meansOfIntervention.list": msg`Moyens d'intervention`,
  "meansOfIntervention.calendar": msg`Calendrier des moyens`,
  "meansOfIntervention.departureCalendar": msg`Calendrier des départs`,
  "registration.userRegistrations": msg`Mes inscriptions`,
  "registration.recentChanges": msg`Changements récents`,
  "registration.scheduleChanges": msg`Changements d'horaire`,
  "registration.personnelPlanning": msg`Planning du personnel`,
  "meansOfInterventionType.list": msg`Types de moyens`,
  "reinforcement.notifications": msg`Notifications de renfort`,
  "reinforcement.management": msg`Demander un renfort`,
  "alert.create": msg`Créer une alerte`,
  "alert.list": msg`Alertes`,
  "security.userProfileScopes": msg`Périmètres des utilisateurs`,
  "automatedJobs.automatedJobs": msg`Tâches automatisées`,
  "humanResources.data": msg`Données de gestion des temps`,
};
