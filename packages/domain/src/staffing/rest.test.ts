import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConflictCandidate, ExistingRegistration } from "./conflicts.js";
import type { Period } from "./period.js";
import { conflictsAndRest, type RestInput, restConflicts, restRules } from "./rest.js";

const personId = 7;
/** An instant of July 2026 in Paris, `day` 14 by default. */
const at = (time: string, day = 14) => `2026-07-${day}T${time}:00+02:00`;
const means = (id: number, start: string, end: string, day = 14): ConflictCandidate => ({
  meansOfInterventionId: id,
  start: at(start, day),
  end: end === "24:00" ? at("00:00", day + 1) : at(end, day),
});
const registered = (
  id: number,
  start: string,
  end: string,
  overrides: Partial<ExistingRegistration> = {},
): ExistingRegistration => ({
  id,
  personId,
  meansOfInterventionId: 100 + id,
  status: "validated",
  start,
  end,
  ...overrides,
});
const work = (start: string, end: string): Period => ({ start, end });
const check = (input: Partial<RestInput>) =>
  restConflicts({
    personId,
    candidates: [],
    absences: [],
    registrations: [],
    workSchedules: [],
    ...input,
  });

describe("rest rules (decision 043)", () => {
  it("are eleven hours of rest in a day of 24 and at most ten hours of duty in it", () => {
    expect(restRules).toEqual({ minimumRestHours: 11, maximumDutyHours: 10, dayHours: 24 });
  });

  it("find nothing for a person with no other duty, even on a twelve-hour shift", () => {
    expect(check({ candidates: [means(1, "08:00", "20:00")] })).toEqual([]);
  });

  it("warn of a short rest after the previous work schedule, naming no means", () => {
    // Paid work ends at 22:00; the shift starts at 06:00 the next day: 8 hours of rest.
    const conflicts = check({
      candidates: [means(1, "06:00", "08:00", 15)],
      workSchedules: [work(at("14:00"), at("22:00"))],
    });
    expect(conflicts).toEqual([
      { type: "shortRest", personId, meansOfInterventionId: 1, otherIds: [], blocking: false },
    ]);
  });

  it("warn of a short rest before the next registration, naming its means", () => {
    const conflicts = check({
      candidates: [means(1, "18:00", "23:00")],
      registrations: [registered(1, at("06:00", 15), at("10:00", 15))],
    });
    expect(conflicts).toEqual([
      { type: "shortRest", personId, meansOfInterventionId: 1, otherIds: [101], blocking: false },
    ]);
  });

  it("count exactly eleven hours of rest as enough", () => {
    expect(
      check({
        candidates: [means(1, "09:00", "10:00", 15)],
        workSchedules: [work(at("14:00"), at("22:00"))],
      }),
    ).toEqual([]);
  });

  it("warn of more than ten hours of duty in a day from work and volunteering together", () => {
    // Seven hours of paid work, then a four-hour shift after an hour's break: eleven hours.
    const conflicts = check({
      candidates: [means(1, "17:00", "21:00")],
      workSchedules: [work(at("09:00"), at("16:00"))],
    });
    expect(conflicts.map((conflict) => conflict.type)).toEqual(["longDuty"]);
  });

  it("count each working day apart: twelve-hour day shifts twelve hours apart warn of nothing", () => {
    expect(
      check({
        candidates: [means(1, "08:00", "20:00", 15)],
        registrations: [registered(1, at("08:00"), at("20:00"))],
        workSchedules: [work(at("08:00", 16), at("20:00", 16))],
      }),
    ).toEqual([]);
  });

  it("let two posts of one day with a break between them leave the night's rest", () => {
    const conflicts = check({
      candidates: [means(1, "16:00", "20:00")],
      registrations: [registered(1, at("10:00"), at("14:00"))],
    });
    expect(conflicts).toEqual([]);
  });

  it("warn of a short rest when a paid day and an evening post span more than 13 hours", () => {
    const conflicts = check({
      candidates: [means(1, "18:00", "22:00")],
      workSchedules: [work(at("08:00"), at("12:00"))],
    });
    expect(conflicts).toEqual([
      { type: "shortRest", personId, meansOfInterventionId: 1, otherIds: [], blocking: false },
    ]);
  });

  it("join touching duties into one stretch: no short rest, but the duty adds up", () => {
    const conflicts = check({
      candidates: [means(1, "14:00", "20:00")],
      registrations: [registered(1, at("08:00"), at("14:00"))],
    });
    expect(conflicts).toEqual([
      { type: "longDuty", personId, meansOfInterventionId: 1, otherIds: [101], blocking: false },
    ]);
  });

  it("count exactly ten hours of duty as allowed", () => {
    expect(
      check({
        candidates: [means(1, "14:00", "18:00")],
        registrations: [registered(1, at("08:00"), at("14:00"))],
      }),
    ).toEqual([]);
  });

  it("ignore registrations neither validated nor pending, and those on the same means", () => {
    const conflicts = check({
      candidates: [means(1, "18:00", "23:00")],
      registrations: [
        registered(1, at("06:00", 15), at("10:00", 15), { status: "rejected" }),
        registered(2, at("06:00", 15), at("10:00", 15), { meansOfInterventionId: 1 }),
        registered(3, at("06:00", 15), at("10:00", 15), { personId: 8 }),
      ],
    });
    expect(conflicts).toEqual([]);
  });

  it("check the selection's items against each other, each on its own behalf", () => {
    const conflicts = check({
      candidates: [means(1, "18:00", "23:00"), means(2, "06:00", "10:00", 15)],
    });
    expect(conflicts).toEqual([
      { type: "shortRest", personId, meansOfInterventionId: 1, otherIds: [2], blocking: false },
      { type: "shortRest", personId, meansOfInterventionId: 2, otherIds: [1], blocking: false },
    ]);
  });

  it("check an existing registration being validated without counting itself", () => {
    const conflicts = check({
      candidates: [{ ...means(1, "08:00", "20:00"), registrationId: 5 }],
      registrations: [registered(5, at("08:00"), at("20:00"), { meansOfInterventionId: 1 })],
    });
    expect(conflicts).toEqual([]);
  });

  it("never block, whatever the duties", () => {
    const instant = fc
      .integer({ min: 0, max: 72 * 4 })
      .map((quarter) => new Date(Date.UTC(2026, 6, 14) + quarter * 900_000).toISOString());
    const period = fc
      .tuple(instant, instant)
      .map(([a, b]) => (a < b ? { start: a, end: b } : { start: b, end: a }));
    fc.assert(
      fc.property(
        fc.array(period, { minLength: 1, maxLength: 4 }),
        fc.array(period, { maxLength: 4 }),
        fc.array(period, { maxLength: 4 }),
        (items, held, schedules) => {
          const conflicts = check({
            candidates: items.map((item, index) => ({ ...item, meansOfInterventionId: index + 1 })),
            registrations: held.map((item, index) => registered(index + 1, item.start, item.end)),
            workSchedules: schedules,
          });
          return conflicts.every(
            (conflict) => !conflict.blocking && conflict.meansOfInterventionId <= items.length,
          );
        },
      ),
    );
  });

  it("come with the conflicts of spec 02 §8, item by item", () => {
    const conflicts = conflictsAndRest({
      personId,
      candidates: [means(1, "18:00", "23:00"), means(2, "20:00", "22:00", 16)],
      absences: [],
      registrations: [
        registered(1, at("06:00", 15), at("10:00", 15)),
        registered(2, at("21:00", 16), at("23:00", 16)),
      ],
      workSchedules: [],
    });
    expect(
      conflicts.map(({ type, meansOfInterventionId }) => [meansOfInterventionId, type]),
    ).toEqual([
      [1, "shortRest"],
      [2, "existingRegistration"],
    ]);
  });

  it("refuse an instant without its offset", () => {
    expect(() =>
      check({ candidates: [{ meansOfInterventionId: 1, start: "2026-07-14", end: at("10:00") }] }),
    ).toThrow(RangeError);
  });
});
