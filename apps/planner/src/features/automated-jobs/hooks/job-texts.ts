import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  AutomatedJobName,
  JobOutcome,
  JobTrigger,
  MailStatus,
  NotificationKind,
} from "@releve/domain";
import type { BadgeTone } from "@releve/ui";

/** The jobs' names and what each does (decision 025). */
export const jobNames: Record<AutomatedJobName, MessageDescriptor> = {
  outboxPreparation: msg({ context: "automated-jobs", message: "Préparation des e-mails" }),
  meansOpening: msg({ context: "automated-jobs", message: "Ouverture des moyens" }),
  shiftReminders: msg({ context: "automated-jobs", message: "Rappels avant les gardes" }),
  housekeeping: msg({ context: "automated-jobs", message: "Nettoyage" }),
  absencesImport: msg({ context: "automated-jobs", message: "Import des absences" }),
  workSchedulesImport: msg({
    context: "automated-jobs",
    message: "Import des plannings de travail",
  }),
  workExportDaily: msg({ context: "automated-jobs", message: "Export journalier pour la paie" }),
  workExportMonthly: msg({ context: "automated-jobs", message: "Export mensuel pour la paie" }),
};

export const jobDescriptions: Record<AutomatedJobName, MessageDescriptor> = {
  outboxPreparation: msg({
    context: "automated-jobs",
    message:
      "Écrit un e-mail par destinataire, dans sa langue, pour chaque annulation, mobilisation, ouverture ou demande de renfort, puis le confie à l'envoi.",
  }),
  meansOpening: msg({
    context: "automated-jobs",
    message:
      "Ouvre aux bénévoles les moyens publiés dont l'option d'ouverture est arrivée à échéance, et annonce l'ouverture.",
  }),
  shiftReminders: msg({
    context: "automated-jobs",
    message:
      "Rappelle sa garde à chaque personne validée, une seule fois, avec les liens « Je confirme » et « Je ne peux pas venir ».",
  }),
  housekeeping: msg({
    context: "automated-jobs",
    message:
      "Efface les liens de réponse expirés ainsi que les anciens e-mails, exécutions et événements.",
  }),
  absencesImport: msg({
    context: "automated-jobs",
    message: "Importe les fichiers d'absences du dossier d'échange, du plus ancien au plus récent.",
  }),
  workSchedulesImport: msg({
    context: "automated-jobs",
    message:
      "Importe les fichiers de plannings de travail du dossier d'échange, du plus ancien au plus récent.",
  }),
  workExportDaily: msg({
    context: "automated-jobs",
    message:
      "Écrit dans le dossier d'échange les participations validées de la veille et du jour (CSV et XLSX).",
  }),
  workExportMonthly: msg({
    context: "automated-jobs",
    message:
      "Écrit dans le dossier d'échange les participations validées du mois précédent et du mois en cours (CSV et XLSX).",
  }),
};

export const triggerLabels: Record<JobTrigger, MessageDescriptor> = {
  schedule: msg({ context: "automated-jobs", message: "Planifiée" }),
  manual: msg({ context: "automated-jobs", message: "À la main" }),
  event: msg({ context: "automated-jobs", message: "Sur événement" }),
};

export const outcomeLabels: Record<JobOutcome, MessageDescriptor> = {
  queued: msg({ context: "automated-jobs", message: "En attente" }),
  running: msg({ context: "automated-jobs", message: "En cours" }),
  succeeded: msg({ context: "automated-jobs", message: "Réussie" }),
  failed: msg({ context: "automated-jobs", message: "En échec" }),
};

export const outcomeTones: Record<JobOutcome, BadgeTone> = {
  queued: "neutral",
  running: "info",
  succeeded: "success",
  failed: "danger",
};

export const mailStatusLabels: Record<MailStatus, MessageDescriptor> = {
  queued: msg({ context: "automated-jobs", message: "À envoyer" }),
  sent: msg({ context: "automated-jobs", message: "Envoyé" }),
  failed: msg({ context: "automated-jobs", message: "Échec" }),
};

export const mailStatusTones: Record<MailStatus, BadgeTone> = {
  queued: "neutral",
  sent: "success",
  failed: "danger",
};

export const notificationKindLabels: Record<NotificationKind, MessageDescriptor> = {
  cancellation: msg({ context: "automated-jobs", message: "Annulation" }),
  mobilisation: msg({ context: "automated-jobs", message: "Mobilisation" }),
  opening: msg({ context: "automated-jobs", message: "Ouverture" }),
  reinforcement: msg({ context: "automated-jobs", message: "Renfort" }),
  reminder: msg({ context: "automated-jobs", message: "Rappel" }),
};

/** What an import job counted: the files of the folder read, imported and refused, their lines. */
const importCounts: Record<string, MessageDescriptor> = {
  files: msg({ context: "automated-jobs", message: "Fichiers lus" }),
  imported: msg({ context: "automated-jobs", message: "Fichiers importés" }),
  refused: msg({ context: "automated-jobs", message: "Fichiers refusés" }),
  lines: msg({ context: "automated-jobs", message: "Lignes lues" }),
};

/** What an export job counted: the lines of each file written. */
const exportCounts: Record<string, MessageDescriptor> = {
  lines: msg({ context: "automated-jobs", message: "Lignes exportées" }),
};

/** What a run counted, by the keys each job records; a key not listed is shown as written. */
export const countLabels: Record<AutomatedJobName, Record<string, MessageDescriptor>> = {
  outboxPreparation: {
    events: msg({ context: "automated-jobs", message: "Événements préparés" }),
    messages: msg({ context: "automated-jobs", message: "E-mails écrits" }),
    failed: msg({ context: "automated-jobs", message: "Événements en erreur" }),
  },
  meansOpening: {
    opened: msg({ context: "automated-jobs", message: "Moyens ouverts" }),
  },
  shiftReminders: {
    reminded: msg({ context: "automated-jobs", message: "Rappels écrits" }),
  },
  housekeeping: {
    links: msg({ context: "automated-jobs", message: "Liens effacés" }),
    runs: msg({ context: "automated-jobs", message: "Exécutions effacées" }),
    messages: msg({ context: "automated-jobs", message: "E-mails effacés" }),
    events: msg({ context: "automated-jobs", message: "Événements effacés" }),
  },
  absencesImport: importCounts,
  workSchedulesImport: importCounts,
  workExportDaily: exportCounts,
  workExportMonthly: exportCounts,
};
