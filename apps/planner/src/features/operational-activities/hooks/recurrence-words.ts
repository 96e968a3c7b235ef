import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, selectOrdinal } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  interfaceLanguage,
  type NthType,
  type NthValue,
  weekdayBits,
  weekdays,
} from "@releve/domain";
import { uiFormatLocales } from "@releve/ui";
import { useMemo } from "react";
import type { Recurrence } from "../api/activities";

/** Which of the month's matching days, as in "le premier lundi" (spec 02 §9 nth values). */
const nthValueWords: Record<NthValue, MessageDescriptor> = {
  0: msg({ context: "operational-activities", comment: "Le premier lundi", message: "premier" }),
  1: msg({ context: "operational-activities", comment: "Le deuxième lundi", message: "deuxième" }),
  2: msg({
    context: "operational-activities",
    comment: "Le troisième lundi",
    message: "troisième",
  }),
  3: msg({
    context: "operational-activities",
    comment: "Le quatrième lundi",
    message: "quatrième",
  }),
  [-1]: msg({ context: "operational-activities", comment: "Le dernier lundi", message: "dernier" }),
};

/** The days counted by a monthly-nth series that are not one weekday. */
const nthDayWords: Record<"day" | "workday" | "weekendDay", MessageDescriptor> = {
  day: msg({
    context: "operational-activities",
    comment: "Le premier jour du mois",
    message: "jour",
  }),
  workday: msg({
    context: "operational-activities",
    comment: "Le premier jour ouvré (lundi à vendredi) du mois",
    message: "jour ouvré",
  }),
  weekendDay: msg({
    context: "operational-activities",
    comment: "Le premier jour de week-end du mois",
    message: "jour de week-end",
  }),
};

/** A Monday (5 January 2026), from which the weekdays' names are read in the language. */
const aMonday = Date.UTC(2026, 0, 5);
const dayMs = 86_400_000;

/**
 * A series' pattern in words, in the person's language: "Chaque semaine : lundi et jeudi, du
 * 2 mars 2031 au 13 avril 2031", "Chaque mois, le premier jour ouvré, à partir du 2 mars 2031 :
 * 6 occurrences". Its days are calendar days of the organisation, written as they are.
 */
export function useRecurrenceWords(): (recurrence: Recurrence) => string {
  const { t, i18n } = useLingui();
  const locale = uiFormatLocales[interfaceLanguage(i18n.locale)];
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }),
      list: new Intl.ListFormat(locale, { style: "long", type: "conjunction" }),
    }),
    [locale],
  );
  const weekdayName = (index: number) => formats.weekday.format(new Date(aMonday + index * dayMs));
  const day = (date: string) => formats.day.format(new Date(`${date}T00:00:00Z`));

  const pattern = (recurrence: Recurrence): string => {
    switch (recurrence.type) {
      case "daily":
        return t({ context: "operational-activities", message: "Chaque jour" });
      case "weekly": {
        const days = formats.list.format(
          weekdays.flatMap((weekday, index) =>
            recurrence.weekdays & weekdayBits[weekday] ? [weekdayName(index)] : [],
          ),
        );
        return t({ context: "operational-activities", message: `Chaque semaine\u00a0: ${days}` });
      }
      case "monthlyByDay": {
        const dayOfMonth = recurrence.dayOfMonth ?? 1;
        return t({
          context: "operational-activities",
          message: selectOrdinal(dayOfMonth, {
            one: "Chaque mois, le #er",
            other: "Chaque mois, le #",
          }),
        });
      }
      case "monthlyNth": {
        const nth = recurrence.nth ?? { value: 0, type: "day" as NthType };
        const ordinal = i18n._(nthValueWords[nth.value]);
        const weekdayIndex = (weekdays as readonly string[]).indexOf(nth.type);
        const counted =
          weekdayIndex >= 0
            ? weekdayName(weekdayIndex)
            : i18n._(nthDayWords[nth.type as keyof typeof nthDayWords]);
        return t({
          context: "operational-activities",
          message: `Chaque mois, le ${ordinal} ${counted}`,
        });
      }
    }
  };

  return (recurrence) => {
    const words = pattern(recurrence);
    const start = day(recurrence.start);
    if (recurrence.end !== null) {
      const end = day(recurrence.end);
      return t({ context: "operational-activities", message: `${words}, du ${start} au ${end}` });
    }
    const count = recurrence.occurrenceCount ?? recurrence.occurrences.length;
    return t({
      context: "operational-activities",
      message: plural(count, {
        one: `${words}, à partir du ${start}\u00a0: # occurrence`,
        other: `${words}, à partir du ${start}\u00a0: # occurrences`,
      }),
    });
  };
}
