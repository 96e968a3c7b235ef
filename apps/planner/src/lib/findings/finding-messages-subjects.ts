import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FindingCode } from "@releve/domain";

/**
 * Messages of the findings of one subject's forms (spec 02 §5, §9): means of intervention and
 * their staff, registrations and schedule changes, duplication, alerts, reinforcements, roles and
 * privileges, under `rule.{code}`.
 */
export const subjectFindingMessages = {
  "availability.periodTooLong": msg({
    id: "rule.availability.periodTooLong",
    comment: "days: the longest one-off availability period, in days.",
    message:
      "Période trop longue\u00a0: {days, plural, one {# jour} other {# jours}} au maximum. Pour une disponibilité qui revient, choisissez « Chaque semaine ».",
  }),
  "means.outsideActivityPeriod": msg({
    id: "rule.means.outsideActivityPeriod",
    comment: "start and end: the activity's period, as dates and times.",
    message:
      "Ce moyen d'intervention sort de la période de l'activité (du {start} au {end}). Vérifiez ses horaires.",
  }),
  "means.predefinedScheduleNotCurrent": msg({
    id: "rule.means.predefinedScheduleNotCurrent",
    message: "Cet horaire prédéfini n'est plus en vigueur\u00a0: choisissez-en un autre.",
  }),
  "means.rendezvousAfterStart": msg({
    id: "rule.means.rendezvousAfterStart",
    message: "Le rendez-vous ne peut pas être après l'heure de début.",
  }),
  "means.returnBeforeEnd": msg({
    id: "rule.means.returnBeforeEnd",
    message: "Le retour ne peut pas être avant l'heure de fin.",
  }),
  "means.typeUnknown": msg({
    id: "rule.means.typeUnknown",
    message: "Ce type de moyen d'intervention n'existe pas ou a été supprimé.",
  }),
  "means.typeDisabled": msg({
    id: "rule.means.typeDisabled",
    message: "Ce type de moyen d'intervention est désactivé\u00a0: choisissez-en un autre.",
  }),
  "means.typeNotOffered": msg({
    id: "rule.means.typeNotOffered",
    message:
      "Ce type de moyen d'intervention n'est pas proposé pour l'entité de l'activité\u00a0: choisissez-en un autre.",
  }),
  "means.departureUnknown": msg({
    id: "rule.means.departureUnknown",
    message: "Ce départ n'existe pas ou a été supprimé.",
  }),
  "means.departureNotOfType": msg({
    id: "rule.means.departureNotOfType",
    message: "Ce départ n'est pas prévu pour ce type de moyen d'intervention.",
  }),
  "staff.belowValidated": msg({
    id: "rule.staff.belowValidated",
    comment: "min: how many people are already validated on the means.",
    message:
      "{min, plural, one {# personne est déjà validée} other {# personnes sont déjà validées}}\u00a0: le personnel requis ne peut pas être inférieur.",
  }),
  "staff.maximumExceeded": msg({
    id: "rule.staff.maximumExceeded",
    comment: "max: the staff the means requires, which is also its maximum.",
    message:
      "Le personnel maximal serait dépassé ({max, plural, one {# personne requise} other {# personnes requises}}).",
  }),
  "split.notTwelveHours": msg({
    id: "rule.split.notTwelveHours",
    comment: "hours: the length of the only shift that can be split.",
    message:
      "Seul un moyen d'intervention de {hours, plural, one {# heure} other {# heures}} peut être scindé.",
  }),
  "registration.startTooEarly": msg({
    id: "rule.registration.startTooEarly",
    comment: "hours: how long before the means' start a registration may start.",
    message:
      "L'inscription peut commencer au plus tôt {hours, plural, one {# heure} other {# heures}} avant le début du moyen d'intervention.",
  }),
  "registration.endTooLate": msg({
    id: "rule.registration.endTooLate",
    comment: "hours: how long after the means' end a registration may end.",
    message:
      "L'inscription peut finir au plus tard {hours, plural, one {# heure} other {# heures}} après la fin du moyen d'intervention.",
  }),
  "registration.outsideMeansPeriod": msg({
    id: "rule.registration.outsideMeansPeriod",
    comment: "start and end: the means' period, as dates and times.",
    message: "Cette inscription sort de la période du moyen d'intervention (du {start} au {end}).",
  }),
  "registration.overlapsParticipation": msg({
    id: "rule.registration.overlapsParticipation",
    message: "Cette personne participe déjà à un autre moyen d'intervention pendant cette période.",
  }),
  "registration.operationalRoleNotOfType": msg({
    id: "rule.registration.operationalRoleNotOfType",
    message: "Ce rôle opérationnel n'est pas prévu pour ce type de moyen d'intervention.",
  }),
  "registration.unregistrationCommentRequired": msg({
    id: "rule.registration.unregistrationCommentRequired",
    message: "Indiquez pourquoi cette inscription validée est retirée.",
  }),
  "registration.unregisterShortNotice": msg({
    id: "rule.registration.unregisterShortNotice",
    comment: "hours: the notice under which the manager must be told directly.",
    message:
      "Le début est dans moins de {hours, plural, one {# heure} other {# heures}}\u00a0: prévenez aussi directement le responsable.",
  }),
  "schedule.unchanged": msg({
    id: "rule.schedule.unchanged",
    message:
      "Ces horaires sont ceux de l'inscription\u00a0: modifiez-les pour proposer un changement.",
  }),
  "duplicate.copyCountTooLow": msg({
    id: "rule.duplicate.copyCountTooLow",
    comment: "min: the fewest copies allowed.",
    message: "Demandez au moins {min, plural, one {# copie} other {# copies}}.",
  }),
  // Spec 02 §5: the maximum is not shown.
  "duplicate.copyCountTooHigh": msg({
    id: "rule.duplicate.copyCountTooHigh",
    message: "Trop de copies\u00a0: demandez-en moins.",
  }),
  "duplicate.offsetRequired": msg({
    id: "rule.duplicate.offsetRequired",
    message: "Indiquez l'écart entre les copies.",
  }),
  "duplicate.targetNotAfterSource": msg({
    id: "rule.duplicate.targetNotAfterSource",
    message: "La première copie doit tomber après le jour du moyen d'intervention copié.",
  }),
  "duplicate.targetTooFar": msg({
    id: "rule.duplicate.targetTooFar",
    comment: "days: how many days after the copied means the first copy may fall.",
    message:
      "La première copie peut tomber au plus {days, plural, one {# jour} other {# jours}} après le moyen d'intervention copié.",
  }),
  "alert.textRequired": msg({
    id: "rule.alert.textRequired",
    message: "Saisissez au moins un texte, avec son titre, dans une langue.",
  }),
  "alert.dateInPast": msg({
    id: "rule.alert.dateInPast",
    message: "Cette date est déjà passée.",
  }),
  "reinforcement.sharedAddressExists": msg({
    id: "rule.reinforcement.sharedAddressExists",
    message:
      "Cette adresse reçoit déjà les demandes de renfort pour cette entité et cette activité.",
  }),
  "scope.typeNotForRole": msg({
    id: "rule.scope.typeNotForRole",
    comment:
      "allowed: the scope types this role takes, as a list of words (par activités et entités).",
    message: "Pour ce rôle, le périmètre doit être défini {allowed}.",
  }),
  "scope.unknownActivity": msg({
    id: "rule.scope.unknownActivity",
    message: "Cette activité n'existe pas ou a été supprimée.",
  }),
  "scope.unknownActivityType": msg({
    id: "rule.scope.unknownActivityType",
    message: "Ce type d'activité n'existe pas ou a été supprimé.",
  }),
  "scope.unknownEntity": msg({
    id: "rule.scope.unknownEntity",
    message: "Cette entité n'existe pas ou a été supprimée.",
  }),
  "scope.unknownEntityType": msg({
    id: "rule.scope.unknownEntityType",
    message: "Ce type d'entité n'existe pas ou a été supprimé.",
  }),
  "scope.typeMismatch": msg({
    id: "rule.scope.typeMismatch",
    message: "Ce type n'est pas celui de l'élément choisi.",
  }),
  "scope.itemsOrTypes": msg({
    id: "rule.scope.itemsOrTypes",
    message:
      "Choisissez une activité et une entité, ou un type d'activité et un type d'entité, sans les mélanger.",
  }),
  "scope.kindMismatch": msg({
    id: "rule.scope.kindMismatch",
    comment: "scopeType: the scope type of the role, in words (par activités et entités).",
    message: "Ce choix ne convient pas au périmètre du rôle, défini {scopeType}.",
  }),
} as const satisfies Partial<Record<FindingCode, MessageDescriptor>>;
