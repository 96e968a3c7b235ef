import { describe, expect, it } from "vitest";
import { weekdayBits } from "../enums.js";
import { blocking, hasBlocking, hint } from "../findings.js";
import {
  checkRecurrenceForm,
  type RecurrenceFormValues,
  recurrenceOccurrences,
  validateRecurrenceForm,
} from "./recurrence.js";

const context = { now: new Date("2027-03-01T09:00:00+01:00"), timeZone: "Europe/Paris" };

/** A Sunday-morning first-aid post, repeated weekly on Sundays from 21 March 2027. */
function form(fields: Record<string, unknown> = {}, recurrence: Record<string, unknown> = {}) {
  return {
    title: "Poste de secours du marché",
    location: "Place d'Aligre",
    start: "2027-03-21T07:00",
    end: "2027-03-21T13:00",
    registrationDeadline: "2027-03-20T18:00",
    openingOption: "manual",
    activityId: 1,
    entityId: 2,
    ...fields,
    recurrence: {
      type: "weekly",
      start: "2027-03-21",
      end: null,
      occurrenceCount: 3,
      weekdays: weekdayBits.sunday,
      ...recurrence,
    },
  };
}

describe("validating a recurrence creation", () => {
  it("accepts a weekly series and fills the pattern's defaults", () => {
    const { values, findings } = validateRecurrenceForm(form(), context);
    expect(hasBlocking(findings)).toBe(false);
    expect(values?.recurrence).toEqual({
      type: "weekly",
      start: "2027-03-21",
      end: null,
      occurrenceCount: 3,
      weekdays: 64,
      dayOfMonth: null,
      nth: null,
    });
  });

  it("accepts a monthly nth series with a known value and type", () => {
    const monthly = form(
      {},
      { type: "monthlyNth", weekdays: 0, nth: { value: -1, type: "friday" } },
    );
    expect(hasBlocking(validateRecurrenceForm(monthly, context).findings)).toBe(false);
  });

  it("refuses an unknown type, a malformed day and an unknown nth, on their fields", () => {
    const { findings } = validateRecurrenceForm(
      form({}, { type: "yearly", start: "2027-02-30", nth: { value: 7, type: "day" } }),
      context,
    );
    expect(findings.map((finding) => finding.field)).toEqual(
      expect.arrayContaining(["recurrence.type", "recurrence.start", "recurrence.nth.value"]),
    );
    expect(hasBlocking(findings)).toBe(true);
  });

  it("refuses more occurrences than the type allows (spec 02 §9)", () => {
    const { findings } = validateRecurrenceForm(form({}, { occurrenceCount: 27 }), context);
    expect(findings).toContainEqual(
      blocking("recurrence.occurrenceCount", "recurrence.tooManyOccurrences", { max: 26 }),
    );
  });

  it("refuses a period longer than the type allows (spec 02 §9)", () => {
    const { findings } = validateRecurrenceForm(
      form({}, { type: "daily", occurrenceCount: null, end: "2027-07-01" }),
      context,
    );
    expect(findings).toContainEqual(
      blocking("recurrence.end", "recurrence.periodTooLong", { max: 3 }),
    );
  });

  it("refuses a series whose pattern gives no day before its end", () => {
    const { findings } = validateRecurrenceForm(
      form({}, { start: "2027-03-22", end: "2027-03-27", occurrenceCount: null }),
      context,
    );
    expect(findings).toContainEqual(blocking("recurrence.start", "recurrence.noOccurrence"));
  });

  it("refuses a first occurrence more than a month in the past, hints within the month", () => {
    const late = { now: new Date("2027-05-01T09:00:00+02:00"), timeZone: "Europe/Paris" };
    const template = {
      start: "2027-05-02T07:00",
      end: "2027-05-02T13:00",
      registrationDeadline: null,
    };
    const old = checkRecurrenceForm(
      validateRecurrenceForm(form(template, { start: "2027-03-21" }), late).values ?? {},
      late,
    );
    expect(old).toContainEqual(blocking("recurrence.start", "date.startInPast", { months: 1 }));
    const recent = validateRecurrenceForm(form(template, { start: "2027-04-18" }), late);
    expect(recent.findings).toContainEqual(
      hint("recurrence.start", "date.startInPastLimit", { months: 1 }),
    );
    expect(hasBlocking(recent.findings)).toBe(false);
  });

  it("does not expand a series whose template period is refused", () => {
    const { findings } = validateRecurrenceForm(form({ end: "2027-03-21T06:00" }), context);
    expect(findings).toContainEqual(blocking("end", "time.endBeforeStart"));
    expect(findings.filter((finding) => finding.field.startsWith("recurrence"))).toEqual([]);
  });

  it("checks the activity alone while the recurrence is missing", () => {
    const { recurrence: _none, ...activity } = form();
    expect(checkRecurrenceForm(activity as Partial<RecurrenceFormValues>, context)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ field: "recurrence.start" })]),
    );
  });
});

describe("the occurrences of a series", () => {
  it("keeps the wall-clock times across the spring-forward change, moving the deadline with each", () => {
    const { values } = validateRecurrenceForm(form(), context);
    expect(recurrenceOccurrences(values as RecurrenceFormValues, context.timeZone)).toEqual([
      {
        start: "2027-03-21T07:00",
        end: "2027-03-21T13:00",
        registrationDeadline: "2027-03-20T18:00",
        openingDate: null,
      },
      {
        start: "2027-03-28T07:00",
        end: "2027-03-28T13:00",
        registrationDeadline: "2027-03-27T18:00",
        openingDate: null,
      },
      {
        start: "2027-04-04T07:00",
        end: "2027-04-04T13:00",
        registrationDeadline: "2027-04-03T18:00",
        openingDate: null,
      },
    ]);
  });

  it("moves the opening date by the days between the template and each occurrence", () => {
    const { values } = validateRecurrenceForm(
      form(
        {
          start: "2027-03-14T07:00",
          end: "2027-03-14T13:00",
          registrationDeadline: null,
          openingOption: "specificDate",
          openingDate: "2027-03-10T08:00",
        },
        { start: "2027-03-28", occurrenceCount: 1 },
      ),
      context,
    );
    expect(recurrenceOccurrences(values as RecurrenceFormValues, context.timeZone)).toEqual([
      {
        start: "2027-03-28T07:00",
        end: "2027-03-28T13:00",
        registrationDeadline: null,
        openingDate: "2027-03-24T08:00",
      },
    ]);
  });
});
