import { DateFormatter } from "@internationalized/date";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type {
  Finding,
  NthType,
  NthValue,
  Occurrence,
  RecurrenceType,
  Weekday,
} from "@releve/domain";
import { weekdays } from "@releve/domain";
import { useMemo } from "react";
import { useLocale } from "react-aria-components";

type Params = Finding["params"];

/** The texts of the recurrence editor, as {@link useRecurrenceEditorLabels} gives them. */
export type RecurrenceEditorLabels = ReturnType<typeof useRecurrenceEditorLabels>;

/** A Monday (5 January 2026), from which the weekdays' names are read in the current locale. */
const aMonday = Date.UTC(2026, 0, 5);
const dayMs = 86_400_000;

/**
 * The texts of the recurrence editor in the current language: the domain's recurrence types,
 * weekdays and nth choices, the words of its finding codes, and the occurrences' dates in
 * react-aria's locale. A hook of its own: the SWC macro plugin leaves a plural nested in `t`
 * untranslated inside a `forwardRef` callback.
 */
export function useRecurrenceEditorLabels(timeZone: string) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const formatters = useMemo(
    () => ({
      occurrence: new DateFormatter(locale, { dateStyle: "full", timeStyle: "short", timeZone }),
      weekday: new DateFormatter(locale, { weekday: "long", timeZone: "UTC" }),
    }),
    [locale, timeZone],
  );
  const weekdayNames = Object.fromEntries(
    weekdays.map((day, index) => [
      day,
      formatters.weekday.format(new Date(aMonday + index * dayMs)),
    ]),
  ) as Record<Weekday, string>;

  const types: Record<RecurrenceType, string> = {
    daily: t({ comment: "Recurrence type: every day.", message: "Chaque jour" }),
    weekly: t({ comment: "Recurrence type: on chosen weekdays.", message: "Chaque semaine" }),
    monthlyByDay: t({
      comment: "Recurrence type: once a month, on a day number (the 15th).",
      message: "Chaque mois, à date fixe",
    }),
    monthlyNth: t({
      comment: "Recurrence type: once a month, on the nth of some days (the first Monday).",
      message: "Chaque mois, le n-ième jour",
    }),
  };
  const nthValues: Record<NthValue, string> = {
    0: t({
      comment: "Monthly recurrence: the first (Monday, day…) of the month.",
      message: "Premier",
    }),
    1: t({ comment: "Monthly recurrence: the second of the month.", message: "Deuxième" }),
    2: t({ comment: "Monthly recurrence: the third of the month.", message: "Troisième" }),
    3: t({ comment: "Monthly recurrence: the fourth of the month.", message: "Quatrième" }),
    [-1]: t({ comment: "Monthly recurrence: the last of the month.", message: "Dernier" }),
  };
  const nthTypes: Record<NthType, string> = {
    day: t({ comment: "Monthly recurrence: counting any day of the month.", message: "jour" }),
    workday: t({
      comment: "Monthly recurrence: counting Monday to Friday.",
      message: "jour ouvré (lundi à vendredi)",
    }),
    weekendDay: t({
      comment: "Monthly recurrence: counting Saturdays and Sundays.",
      message: "jour de week-end",
    }),
    ...weekdayNames,
  };

  const findingMessages: Record<string, (params: Params) => string> = {
    required: () => t({ comment: "A required field is empty.", message: "Champ obligatoire" }),
    "recurrence.invalidDay": () =>
      t({ comment: "A date field holds no valid date.", message: "Date invalide" }),
    "recurrence.endOrCountRequired": () =>
      t({
        comment: "Recurrence: neither an end date nor a number of occurrences.",
        message: "Indiquez une date de fin ou un nombre d'occurrences.",
      }),
    "recurrence.endBeforeStart": () =>
      t({
        comment: "Recurrence: the end date is before the start.",
        message: "La fin doit être le jour du début ou après.",
      }),
    "recurrence.occurrenceCountTooLow": ({ min }) => {
      const least = i18n.number(Number(min));
      return t({
        comment: "Recurrence: too few occurrences; {least} is the smallest number.",
        message: `Au moins ${least} occurrence`,
      });
    },
    "recurrence.tooManyOccurrences": ({ max }) => {
      const most = Number(max);
      return t({
        comment: "Recurrence: more occurrences than its type allows ({most}).",
        message: plural(most, {
          one: "Au plus # occurrence pour ce type de récurrence",
          other: "Au plus # occurrences pour ce type de récurrence",
        }),
      });
    },
    "recurrence.periodTooLong": ({ max }) => {
      const most = Number(max);
      return t({
        comment: "Recurrence: the series runs longer than its type allows ({most} months).",
        message: `La récurrence ne peut pas dépasser ${most} mois pour ce type.`,
      });
    },
    "recurrence.weekdaysRequired": () =>
      t({
        comment: "Weekly recurrence: no weekday chosen.",
        message: "Choisissez au moins un jour de la semaine.",
      }),
    "recurrence.dayOfMonthRequired": () =>
      t({
        comment: "Monthly recurrence: the day of the month is missing or not between 1 and 31.",
        message: "Indiquez un jour du mois entre 1 et 31.",
      }),
    "recurrence.nthRequired": () =>
      t({
        comment: "Monthly nth recurrence: which day of the month is missing.",
        message: "Choisissez lequel et quel jour du mois.",
      }),
  };

  return {
    types,
    weekdays: weekdayNames,
    nthValues,
    nthTypes,
    finding: (finding: Finding) =>
      findingMessages[finding.code]?.(finding.params) ??
      t({ comment: "A rule refused a value this screen cannot word.", message: "Valeur refusée" }),
    occurrence: (occurrence: Occurrence) =>
      formatters.occurrence.formatRange(new Date(occurrence.start), new Date(occurrence.end)),
    limits: (maxOccurrences: number, maxMonths: number) =>
      t({
        comment:
          "Help under the end of a recurrence: the limits of its type, {maxOccurrences} occurrences over {maxMonths} months.",
        message: `Au plus ${maxOccurrences} occurrences, sur ${maxMonths} mois au plus.`,
      }),
    previewHeading: (count: number) =>
      t({
        comment: "Heading of the preview of a recurrence's occurrences, with their total.",
        message: plural(count, {
          0: "Aperçu : aucune occurrence",
          one: "Aperçu : # occurrence",
          other: "Aperçu : # occurrences",
        }),
      }),
    more: (count: number) =>
      t({
        comment: "After the first occurrences of the preview: how many are not listed.",
        message: plural(count, { one: "… et # autre.", other: "… et # autres." }),
      }),
    last: t({
      comment: "Label before the last occurrence of a recurrence.",
      message: "Dernière occurrence :",
    }),
    previewWithoutCount: t({
      comment:
        "Heading of the preview of a recurrence's occurrences while the recurrence is refused.",
      message: "Aperçu des occurrences",
    }),
    noOccurrence: t({
      comment: "A valid recurrence whose pattern gives no day.",
      message: "Cette récurrence ne donne aucune occurrence.",
    }),
    noPreview: t({
      comment: "Shown instead of the occurrences while the recurrence is refused.",
      message: "Corrigez la récurrence pour voir ses occurrences.",
    }),
    type: t({ comment: "Label of the choice of recurrence type.", message: "Répétition" }),
    start: t({
      comment: "Label of the first day of a recurrence.",
      message: "Début de la récurrence",
    }),
    weekdaysLabel: t({
      comment: "Label of the weekdays of a weekly recurrence.",
      message: "Jours de la semaine",
    }),
    dayOfMonth: t({
      comment: "Label of the day number of a monthly recurrence.",
      message: "Jour du mois",
    }),
    nthValue: t({ comment: "Label of which one of a monthly nth recurrence.", message: "Lequel" }),
    nthType: t({
      comment: "Label of which days a monthly nth recurrence counts.",
      message: "Quel jour",
    }),
    endMode: t({ comment: "Label of the choice of how a recurrence ends.", message: "Fin" }),
    endOnDate: t({ comment: "A recurrence ends on a date.", message: "À une date" }),
    endAfterCount: t({
      comment: "A recurrence ends after a number of occurrences.",
      message: "Après un nombre d'occurrences",
    }),
    endDate: t({ comment: "Label of the last day of a recurrence.", message: "Date de fin" }),
    occurrenceCount: t({
      comment: "Label of the number of occurrences.",
      message: "Nombre d'occurrences",
    }),
  };
}
