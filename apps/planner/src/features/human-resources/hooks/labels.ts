import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  AbsenceOrigin,
  AbsenceType,
  ExportDestination,
  ImportedAbsenceStatus,
  ImportKind,
  ImportOutcome,
  ImportSource,
  WorkExportKind,
} from "@releve/domain";
import type { BadgeTone } from "@releve/ui";

/** The files imported (decision 027). */
export const importKindLabels: Record<ImportKind, MessageDescriptor> = {
  absences: msg({ context: "human-resources", message: "Absences" }),
  workSchedules: msg({ context: "human-resources", message: "Plannings de travail" }),
};

export const importOutcomeLabels: Record<ImportOutcome, MessageDescriptor> = {
  running: msg({ context: "human-resources", message: "En cours" }),
  imported: msg({ context: "human-resources", message: "Importé" }),
  refused: msg({ context: "human-resources", message: "Refusé" }),
  failed: msg({ context: "human-resources", message: "En échec" }),
};

export const importOutcomeTones: Record<ImportOutcome, BadgeTone> = {
  running: "info",
  imported: "success",
  refused: "warning",
  failed: "danger",
};

export const importSourceLabels: Record<ImportSource, MessageDescriptor> = {
  upload: msg({ context: "human-resources", message: "Envoi manuel" }),
  folder: msg({ context: "human-resources", message: "Dossier d'échange" }),
};

export const absenceTypeLabels: Record<AbsenceType, MessageDescriptor> = {
  FULL: msg({
    context: "human-resources",
    comment: "An absence of the whole period it covers (type FULL).",
    message: "Complète",
  }),
  PART: msg({
    context: "human-resources",
    comment: "An absence of part of the period it covers: a half day, some hours (type PART).",
    message: "Partielle",
  }),
};

export const absenceStatusLabels: Record<ImportedAbsenceStatus, MessageDescriptor> = {
  approved: msg({ context: "human-resources", message: "Approuvée" }),
  pending: msg({ context: "human-resources", message: "En attente" }),
};

export const absenceStatusTones: Record<ImportedAbsenceStatus, BadgeTone> = {
  approved: "success",
  pending: "warning",
};

export const absenceOriginLabels: Record<AbsenceOrigin, MessageDescriptor> = {
  imported: msg({ context: "human-resources", message: "Importée" }),
  entered: msg({ context: "human-resources", message: "Saisie dans Relève" }),
};

export const exportKindLabels: Record<WorkExportKind, MessageDescriptor> = {
  daily: msg({ context: "human-resources", message: "Export journalier" }),
  monthly: msg({ context: "human-resources", message: "Export mensuel" }),
};

export const exportDestinationLabels: Record<ExportDestination, MessageDescriptor> = {
  download: msg({ context: "human-resources", message: "Téléchargé" }),
  folder: msg({ context: "human-resources", message: "Dossier d'échange" }),
};
