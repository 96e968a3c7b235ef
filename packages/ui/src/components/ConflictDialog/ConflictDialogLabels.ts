import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type Conflict, restRules } from "@releve/domain";

/** The name of a conflict type and what it means for the person concerned. */
export interface ConflictKindLabel {
  /** A short name ("Absence"), the item's heading. */
  name: string;
  /** What the conflict is, in a sentence. */
  explanation: string;
}

/**
 * The texts of the conflict dialog in the current language. A hook of its own, not inline in the
 * dialog: the SWC macro plugin leaves a plural nested in `t` untranslated inside a `forwardRef`
 * callback.
 */
export function useConflictDialogLabels() {
  const { t } = useLingui();
  const { minimumRestHours, maximumDutyHours } = restRules;
  const kinds: Record<Conflict["type"], ConflictKindLabel> = {
    ubiquity: {
      name: t({
        comment: "Conflict type: the person's selected means of intervention overlap in time.",
        message: "Chevauchement dans la sélection",
      }),
      explanation: t({
        comment: "Explains the ubiquity conflict: nobody can be in two places at once.",
        message: "Ce moyen chevauche, dans la sélection, d'autres moyens de la même personne.",
      }),
    },
    absence: {
      name: t({ comment: "Conflict type: the person is absent (approved).", message: "Absence" }),
      explanation: t({
        comment: "Explains the absence conflict.",
        message: "La personne est absente sur cette période.",
      }),
    },
    partialAbsence: {
      name: t({
        comment: "Conflict type: the person is absent for part of the period.",
        message: "Absence partielle",
      }),
      explanation: t({
        comment: "Explains the partial absence conflict; the external tool manages absences.",
        message:
          "La personne est absente sur une partie de la période : vérifiez la compatibilité des horaires dans l'outil de gestion des temps.",
      }),
    },
    pendingAbsence: {
      name: t({
        comment: "Conflict type: an absence of the person waits for approval.",
        message: "Absence en attente",
      }),
      explanation: t({
        comment: "Explains the pending absence conflict.",
        message: "Une absence de la personne sur cette période attend d'être validée.",
      }),
    },
    existingRegistration: {
      name: t({
        comment: "Conflict type: the person is already registered elsewhere at the same time.",
        message: "Déjà inscrite ailleurs",
      }),
      explanation: t({
        comment: "Explains the existing registration conflict.",
        message: "La personne est déjà engagée sur d'autres moyens pendant la même période.",
      }),
    },
    shortRest: {
      name: t({
        comment:
          "Rest warning: the person's working day with this duty leaves them less than the minimum consecutive rest in 24 hours.",
        message: "Repos insuffisant",
      }),
      explanation: t({
        comment:
          "Explains the short rest warning; duty counts paid work schedules and volunteering.",
        message: plural(minimumRestHours, {
          one: "Moins de # heure de repos d'affilée dans la journée de la personne, avec ses autres engagements (moyens ou horaires de travail).",
          other:
            "Moins de # heures de repos d'affilée dans la journée de la personne, avec ses autres engagements (moyens ou horaires de travail).",
        }),
      }),
    },
    longDuty: {
      name: t({
        comment: "Rest warning: too many hours of duty in the person's working day.",
        message: "Journée trop chargée",
      }),
      explanation: t({
        comment:
          "Explains the long duty warning; duty counts paid work schedules and volunteering.",
        message: plural(maximumDutyHours, {
          one: "Plus de # heure de service dans la journée de la personne, avec ses autres engagements (moyens ou horaires de travail).",
          other:
            "Plus de # heures de service dans la journée de la personne, avec ses autres engagements (moyens ou horaires de travail).",
        }),
      }),
    },
  };
  return {
    kinds,
    defaultTitle: t({
      comment: "Title of the dialog listing the scheduling conflicts of an action.",
      message: "Conflits de planification",
    }),
    cancel: t({
      comment: "Button of the conflict dialog that closes it without doing the action.",
      message: "Annuler",
    }),
    defaultConfirm: t({
      comment: "Button of the conflict dialog doing the action despite non-blocking conflicts.",
      message: "Confirmer malgré les conflits",
    }),
    blockingHeading: t({
      comment: "Heading of the conflicts that refuse the action.",
      message: "Conflits bloquants",
    }),
    nonBlockingHeading: t({
      comment: "Heading of the conflicts that let the action through, flagged.",
      message: "Conflits non bloquants",
    }),
    blockingSummary: (count: number) =>
      t({
        comment: "First line of the conflict dialog when some conflicts block the action.",
        message: plural(count, {
          one: "L'action est refusée : # conflit bloquant. Corrigez-le avant de recommencer.",
          other: "L'action est refusée : # conflits bloquants. Corrigez-les avant de recommencer.",
        }),
      }),
    nonBlockingSummary: (count: number) =>
      t({
        comment: "First line of the conflict dialog when no conflict blocks the action.",
        message: plural(count, {
          one: "# conflit non bloquant : vous pouvez confirmer, il restera signalé.",
          other: "# conflits non bloquants : vous pouvez confirmer, ils resteront signalés.",
        }),
      }),
    noConflict: t({
      comment: "The conflict dialog was opened with no conflict.",
      message: "Aucun conflit : l'action peut être confirmée.",
    }),
    means: (id: number) =>
      t({
        comment: "A means of intervention named by its number, e.g. in a list of conflicts.",
        message: `Moyen n° ${id}`,
      }),
    registration: (registrationId: number, meansId: number) =>
      t({
        comment: "The registration a conflict concerns, with its means of intervention.",
        message: `Inscription n° ${registrationId}, moyen n° ${meansId}`,
      }),
    person: (id: number) =>
      t({
        comment: "A person named by number when the name is not given.",
        message: `Personne n° ${id}`,
      }),
    otherMeans: t({
      comment: "Label before the list of the other means of intervention a conflict concerns.",
      message: "Autres moyens concernés :",
    }),
  };
}
