import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MeansStatus, ScheduleType, StaffType } from "@releve/domain";
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

/** A person's staff type (spec 02 §3). */
export const staffTypeLabels: Record<StaffType, MessageDescriptor> = {
  employee: msg({ context: "means", message: "Salarié" }),
  volunteer: msg({ context: "means", message: "Bénévole" }),
  external: msg({ context: "means", message: "Externe" }),
};
