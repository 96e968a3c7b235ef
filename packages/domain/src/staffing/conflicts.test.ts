import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Absence } from "../entities.js";
import {
  assignmentConflicts,
  type ConflictCandidate,
  type ConflictInput,
  type ExistingRegistration,
  hasBlockingConflict,
  ubiquityConflicts,
} from "./conflicts.js";
import { instantMs, type Period, periodsOverlap } from "./period.js";

const personId = 7;
const at = (time: string) => `2026-07-14T${time}:00+02:00`;
const means = (id: number, start: string, end: string): ConflictCandidate => ({
  meansOfInterventionId: id,
  start: at(start),
  end: at(end),
});
const absence = (overrides: Partial<Absence> = {}): Absence => ({
  personId,
  type: "FULL",
  start: at("00:00"),
  end: "2026-07-15T00:00:00+02:00",
  isPending: false,
  ...overrides,
});
const registered = (
  id: number,
  overrides: Partial<ExistingRegistration> = {},
): ExistingRegistration => ({
  id,
  personId,
  meansOfInterventionId: 100 + id,
  status: "validated",
  start: at("08:00"),
  end: at("12:00"),
  ...overrides,
});
const check = (input: Partial<ConflictInput>) =>
  assignmentConflicts({ personId, candidates: [], absences: [], registrations: [], ...input });

describe("period overlap", () => {
  it("finds periods sharing an instant, whatever their offsets", () => {
    const paris = { start: at("08:00"), end: at("12:00") };
    const utc = { start: "2026-07-14T09:59:00Z", end: "2026-07-14T11:00:00Z" };
    expect(periodsOverlap(paris, utc)).toBe(true);
  });

  it("does not find touching periods overlapping, their ends being exclusive", () => {
    expect(
      periodsOverlap(
        { start: at("08:00"), end: at("12:00") },
        { start: at("12:00"), end: at("14:00") },
      ),
    ).toBe(false);
  });

  it("never finds an empty period overlapping", () => {
    const empty = { start: at("10:00"), end: at("10:00") };
    expect(periodsOverlap(empty, { start: at("08:00"), end: at("12:00") })).toBe(false);
  });

  it("reads instants strictly, with their offset", () => {
    expect(instantMs("2026-07-14T08:00:00+02:00")).toBe(Date.UTC(2026, 6, 14, 6));
    expect(() => instantMs("2026-07-14")).toThrow(RangeError);
  });
});

describe("assignment conflicts (spec 02 §8)", () => {
  it("finds no conflict for a free person", () => {
    expect(check({ candidates: [means(1, "08:00", "12:00")] })).toEqual([]);
  });

  it("blocks a person assigned to several means at once, listing the others on each", () => {
    const conflicts = check({
      candidates: [
        means(1, "08:00", "12:00"),
        means(2, "10:00", "14:00"),
        means(3, "11:00", "13:00"),
      ],
    });
    expect(conflicts).toEqual([
      { type: "ubiquity", personId, meansOfInterventionId: 1, otherIds: [2, 3], blocking: true },
      { type: "ubiquity", personId, meansOfInterventionId: 2, otherIds: [1, 3], blocking: true },
      { type: "ubiquity", personId, meansOfInterventionId: 3, otherIds: [1, 2], blocking: true },
    ]);
  });

  it("does not see ubiquity between means that follow each other", () => {
    expect(check({ candidates: [means(1, "08:00", "12:00"), means(2, "12:00", "14:00")] })).toEqual(
      [],
    );
  });

  it("does not see ubiquity in the same means selected twice", () => {
    expect(check({ candidates: [means(1, "08:00", "12:00"), means(1, "08:00", "12:00")] })).toEqual(
      [],
    );
  });

  it("blocks an approved full absence", () => {
    expect(check({ candidates: [means(1, "08:00", "12:00")], absences: [absence()] })).toEqual([
      { type: "absence", personId, meansOfInterventionId: 1, otherIds: [], blocking: true },
    ]);
  });

  it("flags an approved partial absence without blocking, to check in the external tool", () => {
    const conflicts = check({
      candidates: [means(1, "08:00", "12:00")],
      absences: [absence({ type: "PART", start: at("11:00"), end: at("15:00") })],
    });
    expect(conflicts.map(({ type, blocking }) => ({ type, blocking }))).toEqual([
      { type: "partialAbsence", blocking: false },
    ]);
  });

  it("flags a pending absence, full or partial, without blocking", () => {
    for (const type of ["FULL", "PART"] as const) {
      const conflicts = check({
        candidates: [means(1, "08:00", "12:00")],
        absences: [absence({ type, isPending: true })],
      });
      expect(conflicts.map(({ type, blocking }) => ({ type, blocking }))).toEqual([
        { type: "pendingAbsence", blocking: false },
      ]);
    }
  });

  it("ignores absences outside the period and absences of other people", () => {
    const conflicts = check({
      candidates: [means(1, "08:00", "12:00")],
      absences: [absence({ start: at("12:00"), end: at("18:00") }), absence({ personId: 8 })],
    });
    expect(conflicts).toEqual([]);
  });

  it("blocks a person already validated on other means in the same period, listing them", () => {
    const conflicts = check({
      candidates: [means(1, "10:00", "14:00")],
      registrations: [
        registered(1, { meansOfInterventionId: 30 }),
        registered(2, { meansOfInterventionId: 20, status: "pending" }),
      ],
    });
    expect(conflicts).toEqual([
      {
        type: "existingRegistration",
        personId,
        meansOfInterventionId: 1,
        otherIds: [20, 30],
        blocking: true,
      },
    ]);
  });

  it("flags without blocking a person only pending on other means in the same period", () => {
    const conflicts = check({
      candidates: [means(1, "10:00", "14:00")],
      registrations: [registered(1, { status: "pending" })],
    });
    expect(conflicts).toMatchObject([{ type: "existingRegistration", blocking: false }]);
  });

  it("ignores registrations that no longer hold the person, and other people's", () => {
    const gone = (["rejected", "cancelled", "unregistered", "deleted"] as const).map(
      (status, index) => registered(index, { status }),
    );
    const conflicts = check({
      candidates: [means(1, "10:00", "14:00")],
      registrations: [...gone, registered(9, { personId: 8 })],
    });
    expect(conflicts).toEqual([]);
  });

  it("checks a registration being validated against the others, not against itself", () => {
    const own = registered(5, { meansOfInterventionId: 1, status: "pending" });
    const conflicts = check({
      candidates: [{ ...means(1, "08:00", "12:00"), registrationId: 5 }],
      registrations: [own, registered(6, { meansOfInterventionId: 2 })],
    });
    expect(conflicts).toEqual([
      {
        type: "existingRegistration",
        personId,
        meansOfInterventionId: 1,
        registrationId: 5,
        otherIds: [2],
        blocking: true,
      },
    ]);
  });

  it("reports registrations on selected means as ubiquity only", () => {
    const conflicts = check({
      candidates: [
        { ...means(1, "08:00", "12:00"), registrationId: 5 },
        { ...means(2, "10:00", "14:00"), registrationId: 6 },
      ],
      registrations: [
        registered(5, { meansOfInterventionId: 1, status: "pending" }),
        registered(6, { meansOfInterventionId: 2, status: "pending" }),
      ],
    });
    expect(conflicts.map(({ type, registrationId }) => [type, registrationId])).toEqual([
      ["ubiquity", 5],
      ["ubiquity", 6],
    ]);
  });

  it("lists an item's conflicts in a stable order, one of each type", () => {
    const conflicts = check({
      candidates: [means(1, "08:00", "12:00"), means(2, "09:00", "10:00")],
      absences: [
        absence(),
        absence({ type: "PART" }),
        absence({ isPending: true }),
        absence({ type: "PART", isPending: true }),
      ],
      registrations: [registered(1), registered(2)],
    });
    expect(conflicts.filter((c) => c.meansOfInterventionId === 1).map((c) => c.type)).toEqual([
      "ubiquity",
      "absence",
      "partialAbsence",
      "pendingAbsence",
      "existingRegistration",
    ]);
  });

  it("says whether any conflict refuses the action", () => {
    const flagged = check({
      candidates: [means(1, "08:00", "12:00")],
      absences: [absence({ isPending: true })],
    });
    expect(hasBlockingConflict(flagged)).toBe(false);
    const refused = check({ candidates: [means(1, "08:00", "12:00")], absences: [absence()] });
    expect(hasBlockingConflict(refused)).toBe(true);
    expect(hasBlockingConflict([])).toBe(false);
  });
});

describe("conflict properties", () => {
  const base = Date.UTC(2026, 6, 14);
  const minute = 60_000;
  const iso = (minutes: number) => new Date(base + minutes * minute).toISOString();
  /** A non-empty period within three days, on a 5-minute grid. */
  const period = fc
    .tuple(fc.integer({ min: 0, max: 864 }), fc.integer({ min: 1, max: 144 }))
    .map(([start, length]): Period => ({ start: iso(start * 5), end: iso((start + length) * 5) }));
  const selection = fc
    .uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 0, maxLength: 8 })
    .chain((ids) =>
      fc.tuple(...ids.map((id) => period.map((p) => ({ ...p, meansOfInterventionId: id })))),
    );
  const runs = { numRuns: 1000 };

  it("finds overlaps symmetrically", () => {
    fc.assert(
      fc.property(period, period, (a, b) => periodsOverlap(a, b) === periodsOverlap(b, a)),
      runs,
    );
  });

  it("never finds touching periods overlapping", () => {
    fc.assert(
      fc.property(period, fc.integer({ min: 1, max: 144 }), (a, length) => {
        const next = { start: a.end, end: iso((instantMs(a.end) - base) / minute + length * 5) };
        return !periodsOverlap(a, next) && !periodsOverlap(next, a);
      }),
      runs,
    );
  });

  it("finds ubiquity symmetrically: A lists B exactly when B lists A", () => {
    fc.assert(
      fc.property(selection, (candidates) => {
        const conflicts = ubiquityConflicts(personId, candidates);
        const lists = (a: number, b: number) =>
          conflicts.some((c) => c.meansOfInterventionId === a && c.otherIds.includes(b));
        return candidates.every((a) =>
          candidates.every(
            (b) =>
              lists(a.meansOfInterventionId, b.meansOfInterventionId) ===
              lists(b.meansOfInterventionId, a.meansOfInterventionId),
          ),
        );
      }),
      runs,
    );
  });

  it("finds an existing registration symmetrically between two means", () => {
    fc.assert(
      fc.property(period, period, (a, b) => {
        const conflictsOf = (candidate: Period, other: Period) =>
          check({
            candidates: [{ ...candidate, meansOfInterventionId: 1 }],
            registrations: [registered(1, { ...other, meansOfInterventionId: 2 })],
          }).length;
        return conflictsOf(a, b) === conflictsOf(b, a);
      }),
      runs,
    );
  });

  it("finds the same ubiquity whatever the order of the selection", () => {
    const shuffled = selection.chain((candidates) =>
      fc.tuple(
        fc.constant(candidates),
        fc.shuffledSubarray(candidates, {
          minLength: candidates.length,
          maxLength: candidates.length,
        }),
      ),
    );
    const byMeans = (candidates: readonly ConflictCandidate[]) =>
      ubiquityConflicts(personId, candidates).sort(
        (a, b) => a.meansOfInterventionId - b.meansOfInterventionId,
      );
    fc.assert(
      fc.property(shuffled, ([selected, reordered]) => {
        expect(byMeans(reordered)).toEqual(byMeans(selected));
      }),
      runs,
    );
  });
});
