import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FeatureCode, ScopeType } from "@releve/domain";

/** What each scope type means for a role given with it (spec 01 §6), as the dialogs offer it. */
export const scopeTypeLabels: Record<ScopeType, MessageDescriptor> = {
  none: msg({ context: "security", message: "Sans restriction" }),
  byTypes: msg({ context: "security", message: "Par types d'activité et d'entité" }),
  byItems: msg({ context: "security", message: "Par activités et entités" }),
  byFunctions: msg({ context: "security", message: "Selon les fonctions de la personne" }),
};

/** What a role given with each scope type may reach, said under its choice. */
export const scopeTypeHints: Record<ScopeType, MessageDescriptor> = {
  none: msg({ context: "security", message: "Toutes les activités de toutes les entités." }),
  byTypes: msg({
    context: "security",
    message: "Les activités et entités des types que ses privilèges nomment.",
  }),
  byItems: msg({
    context: "security",
    message: "Les paires activité × entité que ses privilèges nomment.",
  }),
  byFunctions: msg({
    context: "security",
    message: "Les activités de ses fonctions, et celles que ses privilèges nomment.",
  }),
};

/** The name of each feature of the role table (spec 01 §6). */
export const featureLabels: Record<FeatureCode, MessageDescriptor> = {
  operationalActivity: msg({ context: "security", message: "Activités opérationnelles" }),
  "operationalActivity.create": msg({ context: "security", message: "Création d'activités" }),
  meansOfIntervention: msg({ context: "security", message: "Moyens d'intervention" }),
  registration: msg({ context: "security", message: "Inscriptions" }),
  "registration.self": msg({ context: "security", message: "Ses propres inscriptions" }),
  "registration.manage": msg({ context: "security", message: "Gestion des inscriptions" }),
  "registration.schedule": msg({ context: "security", message: "Changements d'horaire" }),
  "registration.schedule.propose": msg({
    context: "security",
    message: "Propositions d'horaire",
  }),
  personnel: msg({ context: "security", message: "Personnel" }),
  meansOfInterventionType: msg({ context: "security", message: "Types de moyens" }),
  "alert.manage": msg({ context: "security", message: "Alertes" }),
  security: msg({ context: "security", message: "Droits des utilisateurs" }),
  "security.manage": msg({ context: "security", message: "Gestion des rôles et privilèges" }),
  automatedJobs: msg({ context: "security", message: "Tâches automatiques" }),
  humanResources: msg({ context: "security", message: "Ressources humaines" }),
  "reinforcement.manage": msg({ context: "security", message: "Notifications de renfort" }),
  availability: msg({ context: "security", message: "Disponibilités" }),
};
