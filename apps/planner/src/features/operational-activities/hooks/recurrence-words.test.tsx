import { act, cleanup, screen } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { renderInApp, shownAs } from "../../../test/render-in-app";
import type { Recurrence } from "../api/activities";
import { useRecurrenceWords } from "./recurrence-words";

function Words({ recurrence }: { recurrence: Recurrence }) {
  return <p>{useRecurrenceWords()(recurrence)}</p>;
}

const base: Recurrence = {
  id: 5,
  type: "daily",
  start: "2031-03-01",
  end: "2031-03-31",
  occurrenceCount: null,
  weekdays: 0,
  dayOfMonth: null,
  nth: null,
  occurrences: [],
};

const cases: [string, Partial<Recurrence>, Record<"fr" | "en" | "de", string>][] = [
  [
    "daily until a day",
    {},
    {
      fr: "Chaque jour, du 1 mars 2031 au 31 mars 2031",
      en: "Every day, from 1 March 2031 to 31 March 2031",
      de: "Jeden Tag, vom 1. März 2031 bis 31. März 2031",
    },
  ],
  [
    "weekly on two days for a count",
    { type: "weekly", weekdays: 1 + 8, end: null, occurrenceCount: 6 },
    {
      fr: "Chaque semaine : lundi et jeudi, à partir du 1 mars 2031 : 6 occurrences",
      en: "Every week: Monday and Thursday, from 1 March 2031: 6 occurrences",
      de: "Jede Woche: Montag und Donnerstag, ab 1. März 2031: 6 Termine",
    },
  ],
  [
    "monthly on a day",
    { type: "monthlyByDay", dayOfMonth: 1, end: null, occurrenceCount: 1 },
    {
      fr: "Chaque mois, le 1er, à partir du 1 mars 2031 : 1 occurrence",
      en: "Every month on the 1st, from 1 March 2031: 1 occurrence",
      de: "Jeden Monat am 1., ab 1. März 2031: 1 Termin",
    },
  ],
  [
    "monthly on the last working day",
    { type: "monthlyNth", nth: { value: -1, type: "workday" } },
    {
      fr: "Chaque mois, le dernier jour ouvré, du 1 mars 2031 au 31 mars 2031",
      en: "Every month on the last working day, from 1 March 2031 to 31 March 2031",
      de: "Jeden Monat am letzten Werktag, vom 1. März 2031 bis 31. März 2031",
    },
  ],
];

afterEach(cleanup);
afterAll(() => activateLanguage("fr"));

describe("a series' pattern in words", () => {
  for (const language of ["fr", "en", "de"] as const) {
    it(`says each kind of series in ${language}`, async () => {
      await act(() => activateLanguage(language));
      for (const [, change, expected] of cases) {
        renderInApp(<Words recurrence={{ ...base, ...change }} />);
        expect(shownAs(screen.getByRole("paragraph").textContent ?? "")).toBe(expected[language]);
        cleanup();
      }
    });
  }
});
