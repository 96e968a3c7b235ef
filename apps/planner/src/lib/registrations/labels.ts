import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AvailabilityStatus, StaffType } from "@releve/domain";

/** A person's staff type (spec 02 §3). */
export const staffTypeLabels: Record<StaffType, MessageDescriptor> = {
  employee: msg({ context: "registration", message: "Salarié" }),
  volunteer: msg({ context: "registration", message: "Bénévole" }),
  external: msg({ context: "registration", message: "Externe" }),
};

/**
 * What a person's availability says of a means' hours (decision 046), as a manager choosing
 * people reads it; nothing declared says nothing.
 */
export const availabilityLabels: Record<AvailabilityStatus, MessageDescriptor | null> = {
  available: msg({ context: "availability", message: "Disponible" }),
  partlyAvailable: msg({ context: "availability", message: "Disponible en partie" }),
  unknown: null,
  unavailable: msg({ context: "availability", message: "Indisponible" }),
};
