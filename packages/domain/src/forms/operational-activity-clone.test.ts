import { describe, expect, it } from "vitest";
import { hasBlocking } from "../findings.js";
import {
  cloneShift,
  meansCopiedOnClone,
  movedByClone,
  validateOperationalActivityClone,
} from "./operational-activity-clone.js";

const paris = "Europe/Paris";
const context = { now: new Date("2027-03-01T09:00:00+01:00"), timeZone: paris };
const values = {
  title: "Marathon de Paris",
  location: "Avenue des Champs-Élysées",
  start: "2027-04-04T07:00",
  end: "2027-04-04T15:00",
  openingOption: "manual",
  activityId: 1,
  entityId: 2,
};

describe("the clone form", () => {
  it("takes the operational activity form, means not copied unless asked", () => {
    const { values: parsed, findings } = validateOperationalActivityClone(values, context);
    expect(hasBlocking(findings)).toBe(false);
    expect(parsed).toMatchObject({ title: "Marathon de Paris", copyMeans: false });
    expect(
      validateOperationalActivityClone({ ...values, copyMeans: true }, context).values?.copyMeans,
    ).toBe(true);
  });

  it("applies the rules of the activity form", () => {
    const { findings } = validateOperationalActivityClone(
      { ...values, end: "2027-04-04T06:00" },
      context,
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ field: "end", code: "time.endBeforeStart" }),
    );
  });
});

describe("moving the copied means with the clone", () => {
  it("measures the move in calendar days and minutes", () => {
    expect(cloneShift("2027-03-21T07:00", "2027-03-28T08:30")).toEqual({ days: 7, minutes: 90 });
    expect(cloneShift("2027-03-21T07:00", "2027-03-14T06:00")).toEqual({ days: -7, minutes: -60 });
  });

  it("keeps the wall-clock time across the spring-forward change", () => {
    const shift = cloneShift("2027-03-21T07:00", "2027-03-28T07:00");
    expect(movedByClone("2027-03-21T08:00", shift, paris)).toBe("2027-03-28T08:00");
    expect(movedByClone("2027-03-21T02:30", shift, paris)).toBe("2027-03-28T03:30");
    expect(movedByClone(null, shift, paris)).toBeNull();
  });

  it("moves an earlier start of the clone back by its minutes", () => {
    const shift = cloneShift("2027-04-04T07:00", "2027-04-11T06:30");
    expect(movedByClone("2027-04-04T00:15", shift, paris)).toBe("2027-04-10T23:45");
  });
});

describe("the means a clone copies", () => {
  const means = [
    { id: 1, status: "draft" as const },
    { id: 2, status: "cancelled" as const },
    { id: 3, status: "open" as const },
  ];

  it("leaves out the cancelled means of an activity that takes place", () => {
    expect(meansCopiedOnClone("public", means).map((item) => item.id)).toEqual([1, 3]);
  });

  it("copies every means of a cancelled activity", () => {
    expect(meansCopiedOnClone("cancelled", means).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
