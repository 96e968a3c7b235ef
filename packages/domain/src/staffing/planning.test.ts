import { describe, expect, it } from "vitest";
import { planningConflicts } from "./planning.js";

const at = (day: number, hour: number) =>
  `2027-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+01:00`;
const registration = (
  id: number,
  means: number,
  status: "pending" | "validated" | "rejected",
  start: string,
  end: string,
) => ({ id, meansOfInterventionId: means, status, start, end });

describe("planningConflicts", () => {
  it("finds nothing in a planning without overlaps", () => {
    const found = planningConflicts(
      7,
      [
        registration(1, 10, "validated", at(1, 8), at(1, 12)),
        registration(2, 11, "pending", at(1, 12), at(1, 16)),
      ],
      [{ type: "FULL", pending: false, start: at(2, 0), end: at(3, 0) }],
    );
    expect(found.size).toBe(0);
  });

  it("flags each of two overlapping registrations with the other's means, blocking when the other is validated", () => {
    const found = planningConflicts(
      7,
      [
        registration(1, 10, "validated", at(1, 8), at(1, 12)),
        registration(2, 11, "pending", at(1, 10), at(1, 14)),
      ],
      [],
    );
    expect(found.get(1)).toEqual([
      expect.objectContaining({ type: "existingRegistration", otherIds: [11], blocking: false }),
    ]);
    expect(found.get(2)).toEqual([
      expect.objectContaining({ type: "existingRegistration", otherIds: [10], blocking: true }),
    ]);
  });

  it("flags a registration during an absence by the absence's kind, and ignores registrations no longer live", () => {
    const found = planningConflicts(
      7,
      [
        registration(1, 10, "pending", at(4, 8), at(4, 12)),
        registration(2, 11, "validated", at(5, 8), at(5, 12)),
        registration(3, 12, "rejected", at(4, 8), at(4, 12)),
      ],
      [
        { type: "FULL", pending: false, start: at(4, 0), end: at(5, 0) },
        { type: "PART", pending: true, start: at(5, 10), end: at(5, 14) },
      ],
    );
    expect(found.get(1)?.map((conflict) => conflict.type)).toEqual(["absence"]);
    expect(found.get(2)?.map((conflict) => conflict.type)).toEqual(["pendingAbsence"]);
    expect(found.has(3)).toBe(false);
  });
});
