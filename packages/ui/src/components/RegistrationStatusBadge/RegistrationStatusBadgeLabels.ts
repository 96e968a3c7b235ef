import { useLingui } from "@lingui/react/macro";
import {
  type RegistrationState,
  type RegistrationStatus,
  registrationLifecycleStatus,
} from "@releve/domain";

/** The parts of a registration its status label reads: the status and the proposed flag. */
export type RegistrationStatusLabelInput = Pick<RegistrationState, "status"> &
  Partial<Pick<RegistrationState, "isProposed">>;

/**
 * Whether a registration shows as proposed by a manager. The domain folds the flag into the
 * lifecycle (`pendingProposed`, `rejectedProposed`); on any other status it means nothing.
 */
export function isProposedRegistration({
  status,
  isProposed = false,
}: RegistrationStatusLabelInput): boolean {
  const lifecycle = registrationLifecycleStatus({ status, isProposed });
  return lifecycle === "pendingProposed" || lifecycle === "rejectedProposed";
}

/** The words of a registration's status and of its proposed flag, in the current language. */
export interface RegistrationStatusLabels {
  /** The word of a status (spec 01 §4), the flag aside: "En attente". */
  status: (status: RegistrationStatus) => string;
  /** The words of the proposed flag: "Proposée par un responsable". */
  proposed: string;
  /**
   * The whole state in one phrase, for places with room for a single text (a calendar entry, a
   * table cell read aloud): "En attente, proposée par un responsable".
   */
  full: (registration: RegistrationStatusLabelInput) => string;
}

/**
 * The words of each registration status and of the proposed flag, so that every place showing a
 * registration (badge, calendars, follow-up lists) says the same thing.
 */
export function useRegistrationStatusLabel(): RegistrationStatusLabels {
  const { t } = useLingui();
  const labels: Record<RegistrationStatus, string> = {
    pending: t({
      comment:
        "Status of a registration: waiting for a manager's validation or the person's answer.",
      message: "En attente",
    }),
    validated: t({ comment: "Status of a registration (une inscription).", message: "Validée" }),
    rejected: t({ comment: "Status of a registration (une inscription).", message: "Refusée" }),
    cancelled: t({
      comment: "Status of a registration whose means or activity was cancelled.",
      message: "Annulée",
    }),
    unregistered: t({
      comment: "Status of a registration the person withdrew from (unregistered).",
      message: "Retirée",
    }),
    deleted: t({ comment: "Status of a registration (une inscription).", message: "Supprimée" }),
  };
  const proposed = t({
    comment:
      "Flag of a registration proposed to the person by a manager, shown next to its status.",
    message: "Proposée par un responsable",
  });
  return {
    status: (status) => labels[status],
    proposed,
    full: (registration) => {
      const status = labels[registration.status];
      return isProposedRegistration(registration)
        ? t({
            comment:
              "A registration's status ({status}) followed by the flag saying a manager proposed it.",
            message: `${status}, proposée par un responsable`,
          })
        : status;
    },
  };
}
