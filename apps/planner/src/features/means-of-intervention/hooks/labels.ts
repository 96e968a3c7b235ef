import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  MeansStatus,
  MeansStatusFilter,
  ScheduleType,
  StaffCompleteness,
} from "@releve/domain";
import { meansStatusBadgeTones } from "@releve/ui";
import type { MeansHistoryEntry } from "../api/means";

/** A means' statuses (spec 02 §4), as its history names them. */
export const meansStatusLabels: Record<MeansStatus, MessageDescriptor> = {
  draft: msg({ context: "means", message: "Brouillon" }),
  public: msg({ context: "means", message: "Public" }),
  open: msg({ context: "means", message: "Ouvert" }),
  cancelled: msg({ context: "means", message: "Annulé" }),
};

/** What a change of a means' history was. */
export const meansHistoryActionLabels: Record<MeansHistoryEntry["action"], MessageDescriptor> = {
  create: msg({ context: "means", message: "Création" }),
  clone: msg({ context: "means", message: "Création par copie" }),
  duplicate: msg({ context: "means", message: "Création par duplication" }),
  edit: msg({ context: "means", message: "Modification" }),
  publish: msg({ context: "means", message: "Publication" }),
  open: msg({ context: "means", message: "Ouverture" }),
  cancel: msg({ context: "means", message: "Annulation" }),
  split: msg({ context: "means", message: "Scission" }),
};

/** The words and badges of a means' status history. */
export const meansHistoryWords = {
  actions: meansHistoryActionLabels,
  statuses: meansStatusLabels,
  tones: meansStatusBadgeTones,
};

/** How a means' schedule is set. */
export const scheduleTypeLabels: Record<ScheduleType, MessageDescriptor> = {
  FREE: msg({ context: "means", message: "Libre" }),
  PREDEFINED: msg({ context: "means", message: "Horaire prédéfini" }),
};

/** The status filter of the means' lists: one status, every one, or every one but cancelled. */
export const meansStatusFilterLabels: Record<MeansStatusFilter, MessageDescriptor> = {
  ...meansStatusLabels,
  all: msg({ context: "means", message: "Tous les statuts" }),
  allExceptCancelled: msg({ context: "means", message: "Tous sauf annulés" }),
};

/** How far a means is staffed (spec 01 §4), in the words of the design system's badge. */
export const staffCompletenessLabels: Record<StaffCompleteness, MessageDescriptor> = {
  allStaffed: msg({ context: "means", message: "Complet" }),
  readyStaffed: msg({ context: "means", message: "Personnel à valider" }),
  partiallyStaffed: msg({ context: "means", message: "Partiellement pourvu" }),
  noneStaffed: msg({ context: "means", message: "Aucun personnel" }),
};
