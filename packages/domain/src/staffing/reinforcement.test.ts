import { describe, expect, it } from "vitest";
import { errorCatalogue } from "../errors.js";
import {
  noReinforcementRecipient,
  nothingToReinforce,
  notifiesFor,
  recipientKey,
  reinforcementPersonAlreadyExists,
  reinforcementRefusal,
} from "./reinforcement.js";

const now = new Date("2027-03-01T12:00:00Z");
const lacking = {
  id: 7,
  status: "open" as const,
  staff: { required: 4, validated: 1, pending: 1 },
  end: "2027-03-10T20:00:00+01:00",
};

describe("which means may ask for reinforcement", () => {
  it("accepts a public or open means lacking staff that has not ended", () => {
    expect(reinforcementRefusal(lacking, now)).toBeUndefined();
    expect(reinforcementRefusal({ ...lacking, status: "public" }, now)).toBeUndefined();
    expect(
      reinforcementRefusal({ ...lacking, staff: { required: 2, validated: 0, pending: 0 } }, now),
    ).toBeUndefined();
  });

  it("refuses a draft or cancelled means with unexpectedStatus", () => {
    for (const status of ["draft", "cancelled"] as const) {
      expect(reinforcementRefusal({ ...lacking, status }, now)).toEqual({
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status, action: "requestReinforcement", allowedFrom: ["public", "open"] },
      });
    }
  });

  it("refuses a means that has ended, its end included", () => {
    for (const end of ["2027-03-01T12:00:00Z", new Date("2027-02-28T08:00:00Z")]) {
      expect(reinforcementRefusal({ ...lacking, end }, now)).toEqual({
        category: "reinforcement",
        code: "meansEnded",
        data: { meansOfInterventionId: 7 },
      });
    }
  });

  it("refuses a means all staffed, or ready staffed once its pending people are validated", () => {
    expect(
      reinforcementRefusal({ ...lacking, staff: { required: 2, validated: 2, pending: 0 } }, now),
    ).toEqual({
      category: "reinforcement",
      code: "staffComplete",
      data: { meansOfInterventionId: 7, staffCompleteness: "allStaffed" },
    });
    expect(
      reinforcementRefusal({ ...lacking, staff: { required: 2, validated: 1, pending: 1 } }, now)
        ?.data,
    ).toEqual({ meansOfInterventionId: 7, staffCompleteness: "readyStaffed" });
  });
});

describe("who hears of a means lacking staff", () => {
  // region 1 > section 2 > rescue centre 3; rescue centre 4 elsewhere.
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);
  const parent = (id: number) => parents.get(id);

  it("is a recipient of the same activity at the means' entity or an ancestor", () => {
    const place = { entityId: 3, activityId: 10 };
    expect(notifiesFor({ entityId: 3, activityId: 10 }, place, parent)).toBe(true);
    expect(notifiesFor({ entityId: 2, activityId: 10 }, place, parent)).toBe(true);
    expect(notifiesFor({ entityId: 1, activityId: 10 }, place, parent)).toBe(true);
  });

  it("is not a recipient of another activity, of a child entity or of elsewhere", () => {
    expect(
      notifiesFor({ entityId: 3, activityId: 11 }, { entityId: 3, activityId: 10 }, parent),
    ).toBe(false);
    expect(
      notifiesFor({ entityId: 3, activityId: 10 }, { entityId: 2, activityId: 10 }, parent),
    ).toBe(false);
    expect(
      notifiesFor({ entityId: 4, activityId: 10 }, { entityId: 3, activityId: 10 }, parent),
    ).toBe(false);
  });

  it("counts a person or an address once, addresses case-insensitively", () => {
    const at = { entityId: 1, activityId: 2 };
    expect(recipientKey({ ...at, personId: 5 })).toBe("person:5");
    expect(recipientKey({ ...at, personId: 5, email: null })).toBe(
      recipientKey({ entityId: 9, activityId: 8, personId: 5 }),
    );
    expect(recipientKey({ ...at, email: " Astreinte@Releve.example " })).toBe(
      recipientKey({ ...at, personId: null, email: "astreinte@releve.example" }),
    );
  });
});

describe("reinforcement refusals are in the error catalogue", () => {
  const keys = new Set(errorCatalogue.map((entry) => `${entry.category}.${entry.code}`));

  it.each([
    [reinforcementPersonAlreadyExists({ personId: 3 }), "reinforcementPersonAlreadyExists"],
    [noReinforcementRecipient(), "noRecipient"],
    [nothingToReinforce({ operationalActivityId: 4 }), "nothingToReinforce"],
  ])("builds %o", (error, code) => {
    expect(error.category).toBe("reinforcement");
    expect(error.code).toBe(code);
    expect(keys).toContain(`reinforcement.${code}`);
  });

  it("lists the refusals of the rule, and alerts and notifications not found", () => {
    for (const key of [
      "reinforcement.staffComplete",
      "reinforcement.meansEnded",
      "alert.notFound",
      "reinforcementNotification.notFound",
      "reinforcementNotification.forbidden",
    ]) {
      expect(keys).toContain(key);
    }
  });
});
