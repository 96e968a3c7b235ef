import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FindingCode } from "@releve/domain";

/**
 * Messages of the findings every form meets (spec 02 §5, §9): a schema's refusals, the rules of
 * dates, times and deadlines the forms share, the opening of registrations, attachments and
 * recurrence, under `rule.{code}`. A parameter that a rule gives only sometimes (`fileName`, on
 * an upload's file) is `none` when absent, for the message's `select`.
 */
export const fieldFindingMessages = {
  required: msg({ id: "rule.required", message: "Champ obligatoire" }),
  "value.invalid": msg({ id: "rule.value.invalid", message: "Valeur non valide" }),
  "value.duplicate": msg({
    id: "rule.value.duplicate",
    comment: "fileName: the name of the file given twice, or none for another value.",
    message:
      "{fileName, select, none {Cette valeur est déjà saisie.} other {Un fichier nommé {fileName} est déjà joint.}}",
  }),
  "value.unknown": msg({
    id: "rule.value.unknown",
    message: "Cet élément n'existe pas ou a été supprimé.",
  }),
  "text.malformed": msg({
    id: "rule.text.malformed",
    comment: "fileName: the name of the file concerned, or none for a text typed in the form.",
    message:
      "{fileName, select, none {Ce texte contient un caractère non valide. Saisissez-le à nouveau.} other {Le nom du fichier {fileName} contient un caractère non valide. Renommez-le.}}",
  }),
  "text.tooLong": msg({
    id: "rule.text.tooLong",
    comment:
      "max: the longest text allowed, in characters; fileName: the name of the file concerned, or none for a text typed in the form.",
    message:
      "{fileName, select, none {Texte trop long\u00a0: {max, plural, one {# caractère} other {# caractères}} au maximum.} other {Le nom du fichier {fileName} est trop long\u00a0: {max, plural, one {# caractère} other {# caractères}} au maximum. Renommez-le.}}",
  }),
  "number.integer": msg({ id: "rule.number.integer", message: "Saisissez un nombre entier." }),
  "number.tooSmall": msg({
    id: "rule.number.tooSmall",
    comment: "min: the smallest value allowed.",
    message: "La valeur doit être au moins {min, number}.",
  }),
  "number.tooLarge": msg({
    id: "rule.number.tooLarge",
    comment: "max: the largest value allowed.",
    message: "La valeur doit être au plus {max, number}.",
  }),
  "list.tooLong": msg({
    id: "rule.list.tooLong",
    comment: "max: the most items the list may hold.",
    message: "Trop d'éléments\u00a0: {max, plural, one {# élément} other {# éléments}} au maximum.",
  }),
  "email.invalid": msg({ id: "rule.email.invalid", message: "Adresse e-mail non valide" }),
  "date.invalid": msg({ id: "rule.date.invalid", message: "Date non valide" }),
  "date.outOfRange": msg({
    id: "rule.date.outOfRange",
    comment: "min and max: the first and the last day the product handles, as dates.",
    message: "La date doit être comprise entre le {min} et le {max}.",
  }),
  "time.notOnGrid": msg({
    id: "rule.time.notOnGrid",
    comment: "minutes: the step of the times, in minutes.",
    message: "Saisissez une heure par pas de {minutes, plural, one {# minute} other {# minutes}}.",
  }),
  "time.nearestOnGrid": msg({
    id: "rule.time.nearestOnGrid",
    comment: "value: the nearest time on the step, as a time of day.",
    message: "Heure la plus proche\u00a0: {value}",
  }),
  "time.endBeforeStart": msg({
    id: "rule.time.endBeforeStart",
    message: "L'heure de fin doit être postérieure à l'heure de début.",
  }),
  "date.startInPast": msg({
    id: "rule.date.startInPast",
    comment: "months: how far in the past a start may lie.",
    message:
      "Le début ne peut pas remonter à plus de {months, plural, one {# mois} other {# mois}} dans le passé.",
  }),
  "date.startInPastLimit": msg({
    id: "rule.date.startInPastLimit",
    comment: "months: how far in the past a start may lie.",
    message:
      "Ce début est passé\u00a0: il peut remonter jusqu'à {months, plural, one {# mois} other {# mois}} en arrière.",
  }),
  "date.endAfterStart": msg({
    id: "rule.date.endAfterStart",
    message: "La fin doit être postérieure au début.",
  }),
  "date.endBeforeStart": msg({
    id: "rule.date.endBeforeStart",
    message: "La date de fin ne peut pas précéder la date de début.",
  }),
  "date.periodFarAhead": msg({
    id: "rule.date.periodFarAhead",
    comment: "years: the horizon beyond which a start is unusual.",
    message:
      "Cette période commence dans plus {years, plural, one {d'un an} other {de # ans}}. Vérifiez la date.",
  }),
  "date.periodTooLong": msg({
    id: "rule.date.periodTooLong",
    comment: "years: the length beyond which a period is unusual.",
    message:
      "Cette période dure plus {years, plural, one {d'un an} other {de # ans}}. Vérifiez les dates.",
  }),
  "date.periodInPast": msg({
    id: "rule.date.periodInPast",
    message: "Cette période est déjà passée.",
  }),
  "deadline.inPast": msg({
    id: "rule.deadline.inPast",
    message: "La date limite d'inscription est déjà passée.",
  }),
  "deadline.farAhead": msg({
    id: "rule.deadline.farAhead",
    comment: "years: the horizon beyond which a deadline is unusual.",
    message:
      "La date limite d'inscription est dans plus {years, plural, one {d'un an} other {de # ans}}. Vérifiez la date.",
  }),
  "opening.dateRequired": msg({
    id: "rule.opening.dateRequired",
    message: "Indiquez la date d'ouverture des inscriptions.",
  }),
  "opening.daysBeforeStart": msg({
    id: "rule.opening.daysBeforeStart",
    message:
      "En jours avant le début\u00a0: les inscriptions ouvrent autant de jours avant, à la même heure.",
  }),
  "opening.daysBeforeStartRequired": msg({
    id: "rule.opening.daysBeforeStartRequired",
    comment: "min: the fewest days allowed.",
    message: "Indiquez un nombre entier de jours, au moins {min, number}.",
  }),
  "opening.dateInPast": msg({
    id: "rule.opening.dateInPast",
    message: "L'ouverture des inscriptions tombe dans le passé.",
  }),
  "opening.afterRegistrationDeadline": msg({
    id: "rule.opening.afterRegistrationDeadline",
    message:
      "Les inscriptions ouvriraient après la date limite d'inscription\u00a0: personne ne pourrait s'inscrire.",
  }),
  "attachment.required": msg({
    id: "rule.attachment.required",
    message: "Ajoutez au moins un fichier.",
  }),
  "attachment.typeNotAllowed": msg({
    id: "rule.attachment.typeNotAllowed",
    comment: "fileName: the name of the refused file.",
    message: "Le fichier {fileName} n'est pas d'un type accepté.",
  }),
  "attachment.tooMany": msg({
    id: "rule.attachment.tooMany",
    comment: "max: the most files an activity may hold.",
    message:
      "Trop de fichiers\u00a0: {max, plural, one {# fichier} other {# fichiers}} au maximum.",
  }),
  "attachment.tooLarge": msg({
    id: "rule.attachment.tooLarge",
    comment: "maxBytes: the largest total size allowed, with its unit (10 Mo).",
    message: "Les fichiers dépassent la taille totale autorisée ({maxBytes}).",
  }),
  "recurrence.invalidDay": msg({ id: "rule.recurrence.invalidDay", message: "Jour non valide" }),
  "recurrence.endOrCountRequired": msg({
    id: "rule.recurrence.endOrCountRequired",
    message: "Indiquez une date de fin ou un nombre d'occurrences.",
  }),
  "recurrence.occurrenceCountTooLow": msg({
    id: "rule.recurrence.occurrenceCountTooLow",
    comment: "min: the fewest occurrences allowed.",
    message: "Le nombre d'occurrences doit être un nombre entier d'au moins {min, number}.",
  }),
  "recurrence.tooManyOccurrences": msg({
    id: "rule.recurrence.tooManyOccurrences",
    comment: "max: the most occurrences a recurrence of this type may have.",
    message:
      "Trop d'occurrences\u00a0: {max, plural, one {# occurrence} other {# occurrences}} au maximum pour ce type de récurrence.",
  }),
  "recurrence.endBeforeStart": msg({
    id: "rule.recurrence.endBeforeStart",
    message: "La fin de la récurrence ne peut pas précéder son début.",
  }),
  "recurrence.periodTooLong": msg({
    id: "rule.recurrence.periodTooLong",
    comment: "max: the longest period, in months, of a recurrence of this type.",
    message:
      "Récurrence trop longue\u00a0: {max, plural, one {# mois} other {# mois}} au maximum pour ce type de récurrence.",
  }),
  "recurrence.weekdaysRequired": msg({
    id: "rule.recurrence.weekdaysRequired",
    message: "Choisissez au moins un jour de la semaine.",
  }),
  "recurrence.dayOfMonthRequired": msg({
    id: "rule.recurrence.dayOfMonthRequired",
    message: "Choisissez un jour du mois, de 1 à 31.",
  }),
  "recurrence.nthRequired": msg({
    id: "rule.recurrence.nthRequired",
    message: "Choisissez lequel (premier, deuxième… dernier) et quel jour du mois.",
  }),
  "recurrence.noOccurrence": msg({
    id: "rule.recurrence.noOccurrence",
    message: "Cette récurrence ne donne aucune occurrence\u00a0: vérifiez ses jours et ses dates.",
  }),
} as const satisfies Partial<Record<FindingCode, MessageDescriptor>>;
