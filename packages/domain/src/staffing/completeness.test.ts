import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exceedsStaffMaximum, staffCompleteness } from "./completeness.js";

describe("staff completeness (spec 01 §4)", () => {
  it("is all staffed when the validated staff reach the required count", () => {
    expect(staffCompleteness({ required: 4, validated: 4, pending: 0 })).toBe("allStaffed");
    expect(staffCompleteness({ required: 4, validated: 5, pending: 2 })).toBe("allStaffed");
  });

  it("is none staffed when nobody is validated or pending", () => {
    expect(staffCompleteness({ required: 4, validated: 0, pending: 0 })).toBe("noneStaffed");
  });

  it("is ready staffed when validating the pending registrations would complete it", () => {
    expect(staffCompleteness({ required: 4, validated: 1, pending: 3 })).toBe("readyStaffed");
    expect(staffCompleteness({ required: 4, validated: 0, pending: 6 })).toBe("readyStaffed");
  });

  it("is partially staffed when even the pending registrations would not complete it", () => {
    expect(staffCompleteness({ required: 4, validated: 1, pending: 1 })).toBe("partiallyStaffed");
    expect(staffCompleteness({ required: 4, validated: 0, pending: 3 })).toBe("partiallyStaffed");
  });

  it("is all staffed when the means requires nobody, registered or not", () => {
    expect(staffCompleteness({ required: 0, validated: 0, pending: 0 })).toBe("allStaffed");
    expect(staffCompleteness({ required: 0, validated: 0, pending: 2 })).toBe("allStaffed");
  });

  it("never says none staffed while someone is validated or pending", () => {
    const count = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(count, count, count, (required, validated, pending) => {
        const completeness = staffCompleteness({ required, validated, pending });
        return completeness !== "noneStaffed" || validated + pending === 0;
      }),
      { numRuns: 1000 },
    );
  });
});

describe("required staff maximum (spec 02 §5)", () => {
  const counts = { required: 4, validated: 2, pending: 1 };

  it("lets people in up to the required count", () => {
    expect(exceedsStaffMaximum(counts, 1)).toBeUndefined();
  });

  it("refuses people beyond the required count, pending registrations holding a place", () => {
    expect(exceedsStaffMaximum(counts, 2)).toEqual({
      field: "persons",
      code: "staff.maximumExceeded",
      params: { max: 4 },
      severity: "blocking",
    });
  });

  it("refuses anyone on a means that requires nobody", () => {
    expect(exceedsStaffMaximum({ required: 0, validated: 0, pending: 0 }, 1)?.severity).toBe(
      "blocking",
    );
  });

  it("does not refuse an action that adds nobody to a means already above its maximum", () => {
    expect(exceedsStaffMaximum({ required: 2, validated: 3, pending: 0 }, 0)).toBeUndefined();
  });
});
