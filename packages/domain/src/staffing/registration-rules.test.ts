import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorCatalogue } from "../errors.js";
import type { Conflict } from "./conflicts.js";
import {
  checkOperationalRole,
  concurrentChange,
  conflictRefusal,
  effectiveRegistrationSettings,
  followsToSplitSibling,
  governingRegistrationDeadline,
  liveRegistrationRefusal,
  mayStillRegister,
  registrationDeadlineRefusal,
  registrationOutOfBounds,
  registrationWindow,
  scheduleChangeForbidden,
  scheduleChangeNotFound,
  scheduleChangePendingExists,
  staffMaximumReached,
  staffMaximumRefusal,
  validationStaffMaximumRefusal,
} from "./registration-rules.js";

const timeZone = "Europe/Paris";

describe("the settings that govern registrations on a means (spec 02 §3)", () => {
  const activity = { automaticRegistrationValidation: true, registrationDeadline: null };
  const own = {
    automaticRegistrationValidation: false,
    registrationDeadline: "2027-03-09T18:00:00+01:00",
  };

  it("are the activity's when the means inherits them", () => {
    expect(effectiveRegistrationSettings({ ...own, inheritsFromActivity: true }, activity)).toEqual(
      activity,
    );
  });

  it("are the means' own otherwise", () => {
    expect(
      effectiveRegistrationSettings({ ...own, inheritsFromActivity: false }, activity),
    ).toEqual(own);
  });
});

describe("the deadline that governs a means, its activity read or not", () => {
  const activity = {
    automaticRegistrationValidation: false,
    registrationDeadline: "2027-03-08T18:00:00+01:00",
  };
  const own = {
    automaticRegistrationValidation: false,
    registrationDeadline: "2027-03-09T18:00:00+01:00",
  };
  it("is the activity's for a means that inherits, unknown while the activity is not at hand", () => {
    const inheriting = { ...own, inheritsFromActivity: true };
    expect(governingRegistrationDeadline(inheriting, activity)).toBe(activity.registrationDeadline);
    expect(governingRegistrationDeadline(inheriting, undefined)).toBe(null);
  });
  it("is the means' own otherwise", () => {
    const apart = { ...own, inheritsFromActivity: false };
    expect(governingRegistrationDeadline(apart, activity)).toBe(own.registrationDeadline);
    expect(governingRegistrationDeadline(apart, undefined)).toBe(own.registrationDeadline);
  });
});

describe("the registration deadline", () => {
  const deadline = "2027-03-09T18:00:00+01:00";

  it("lets field staff register until the deadline itself", () => {
    expect(registrationDeadlineRefusal(4, deadline, new Date("2027-03-09T17:00:00Z"))).toBe(
      undefined,
    );
    expect(registrationDeadlineRefusal(4, null, new Date("2099-01-01T00:00:00Z"))).toBe(undefined);
  });

  it("refuses a registration after it, naming the means and the deadline", () => {
    expect(registrationDeadlineRefusal(4, deadline, new Date("2027-03-09T17:00:01Z"))).toEqual({
      category: "registration",
      code: "registrationDeadlinePassed",
      data: { meansOfInterventionId: 4, deadline },
    });
  });
});

describe("the staff maximum as a refusal (spec 02 §5)", () => {
  it("refuses adding people beyond the required staff, pending ones holding their place", () => {
    expect(staffMaximumRefusal(9, { required: 3, validated: 2, pending: 1 }, 1)).toEqual({
      category: "registration",
      code: "staffMaximumReached",
      data: { meansOfInterventionId: 9, max: 3 },
    });
  });

  it("accepts people who fit, and an action adding nobody", () => {
    expect(staffMaximumRefusal(9, { required: 3, validated: 1, pending: 1 }, 1)).toBe(undefined);
    expect(staffMaximumRefusal(9, { required: 3, validated: 3, pending: 2 }, 0)).toBe(undefined);
  });

  it("is the code the database's own refusal is answered with", () => {
    expect(staffMaximumReached({ meansOfInterventionId: 2 })).toEqual({
      category: "registration",
      code: "staffMaximumReached",
      data: { meansOfInterventionId: 2 },
    });
  });

  it("never lets validated and pending staff pass the required count", () => {
    const count = fc.integer({ min: 0, max: 30 });
    fc.assert(
      fc.property(count, count, count, count, (required, validated, pending, adding) => {
        const counts = { required, validated, pending };
        const refused = staffMaximumRefusal(1, counts, adding) !== undefined;
        return refused || adding === 0 || validated + pending + adding <= required;
      }),
    );
  });
});

describe("the staff maximum when pending registrations are validated (spec 02 §5)", () => {
  it("refuses validating beyond the required staff, once the required count was lowered", () => {
    expect(validationStaffMaximumRefusal(9, { required: 1, validated: 1, pending: 1 }, 1)).toEqual({
      category: "registration",
      code: "staffMaximumReached",
      data: { meansOfInterventionId: 9, max: 1 },
    });
    expect(validationStaffMaximumRefusal(9, { required: 3, validated: 1, pending: 3 }, 3)).toEqual(
      expect.objectContaining({ code: "staffMaximumReached" }),
    );
  });

  it("lets pending registrations that hold their places be validated, and nobody at all", () => {
    expect(validationStaffMaximumRefusal(9, { required: 3, validated: 1, pending: 2 }, 2)).toBe(
      undefined,
    );
    expect(validationStaffMaximumRefusal(9, { required: 1, validated: 1, pending: 4 }, 0)).toBe(
      undefined,
    );
  });

  it("never lets the validated staff pass the required count", () => {
    const count = fc.integer({ min: 0, max: 30 });
    fc.assert(
      fc.property(count, count, count, (required, validated, validating) => {
        const counts = { required, validated, pending: validating };
        const refused = validationStaffMaximumRefusal(1, counts, validating) !== undefined;
        return refused || validating === 0 || validated + validating <= required;
      }),
    );
  });
});

describe("blocking conflicts as a refusal (spec 02 §8)", () => {
  const conflict = (type: Conflict["type"], blocking: boolean): Conflict => ({
    type,
    personId: 3,
    meansOfInterventionId: 5,
    otherIds: [],
    blocking,
  });

  it("lets an action meeting only non-blocking conflicts through", () => {
    expect(conflictRefusal([conflict("partialAbsence", false)])).toBe(undefined);
    expect(conflictRefusal([])).toBe(undefined);
  });

  it("is named after the first blocking conflict and carries them all", () => {
    const found = [
      conflict("pendingAbsence", false),
      conflict("absence", true),
      conflict("existingRegistration", true),
    ];
    expect(conflictRefusal(found)).toEqual({
      category: "registration",
      code: "absenceConflict",
      data: { conflicts: found },
    });
  });
});

describe("the registration window as bounds (spec 02 §5, §8 datesOutOfBounds)", () => {
  const means = { start: "2027-03-10T08:00:00+01:00", end: "2027-03-10T16:00:00+01:00" };

  it("reaches 4 hours before the means' start and after its end, in the organisation's offset", () => {
    expect(registrationWindow(means, timeZone)).toEqual({
      expectedMin: "2027-03-10T04:00:00+01:00",
      expectedMax: "2027-03-10T20:00:00+01:00",
    });
  });

  it("accepts a period within it, its edges included", () => {
    const edges = { start: "2027-03-10T04:00:00+01:00", end: "2027-03-10T20:00:00+01:00" };
    expect(registrationOutOfBounds(edges, means, timeZone)).toBe(undefined);
  });

  it("refuses a period starting too early or ending too late, with the bounds", () => {
    const early = { start: "2027-03-10T03:55:00+01:00", end: "2027-03-10T12:00:00+01:00" };
    expect(registrationOutOfBounds(early, means, timeZone)).toEqual({
      category: "registration",
      code: "datesOutOfBounds",
      data: {
        expectedMin: "2027-03-10T04:00:00+01:00",
        expectedMax: "2027-03-10T20:00:00+01:00",
        ...early,
      },
    });
    const late = { start: "2027-03-10T08:00:00+01:00", end: "2027-03-10T20:05:00+01:00" };
    expect(registrationOutOfBounds(late, means, timeZone)?.code).toBe("datesOutOfBounds");
  });
});

describe("registrations taking an edit or a schedule change (spec 02 §4)", () => {
  it("are the live ones: pending, proposed or validated", () => {
    for (const status of ["pending", "validated"] as const) {
      for (const isProposed of [false, true]) {
        if (status === "validated" && isProposed) continue;
        expect(liveRegistrationRefusal({ status, isProposed }, "edit")).toBe(undefined);
      }
    }
  });

  it("refuses an ended registration with its lifecycle status", () => {
    expect(
      liveRegistrationRefusal({ status: "rejected", isProposed: true }, "applySchedule"),
    ).toEqual({
      category: "registration",
      code: "unexpectedStatus",
      data: {
        status: "rejectedProposed",
        action: "applySchedule",
        allowedFrom: ["pending", "pendingProposed", "validated"],
      },
    });
  });
});

describe("the operational role of a registration (spec 02 §3)", () => {
  it("is optional, and free when the means type lists no role", () => {
    expect(checkOperationalRole(null, [1, 2])).toEqual([]);
    expect(checkOperationalRole(undefined, [1])).toEqual([]);
    expect(checkOperationalRole(7, [])).toEqual([]);
  });

  it("is one of the type's roles when the type lists some", () => {
    expect(checkOperationalRole(2, [1, 2])).toEqual([]);
    expect(checkOperationalRole(3, [1, 2])).toEqual([
      {
        field: "operationalRoleId",
        code: "registration.operationalRoleNotOfType",
        params: {},
        severity: "blocking",
      },
    ]);
  });
});

describe("split means (spec 01 §4)", () => {
  it("take an assigned employee on both halves", () => {
    expect(followsToSplitSibling("employee", "assign")).toBe(true);
  });

  it("leave volunteers, external staff, registrations and propositions on the half chosen", () => {
    expect(followsToSplitSibling("volunteer", "assign")).toBe(false);
    expect(followsToSplitSibling("external", "assign")).toBe(false);
    expect(followsToSplitSibling("employee", "register")).toBe(false);
    expect(followsToSplitSibling("employee", "propose")).toBe(false);
  });
});

describe("the refusals of registrations and schedule changes", () => {
  it("carry their category, code and data", () => {
    expect(concurrentChange("registration")).toEqual({
      category: "registration",
      code: "concurrentChange",
      data: {},
    });
    expect(concurrentChange("scheduleChange", { id: 4 }).data).toEqual({ id: 4 });
    expect(scheduleChangeNotFound({ id: 4 })).toEqual({
      category: "scheduleChange",
      code: "notFound",
      data: { id: 4 },
    });
    expect(scheduleChangeForbidden({ id: 4 }).code).toBe("forbidden");
    expect(scheduleChangePendingExists({ registrationId: 1, scheduleChangeId: 2 })).toEqual({
      category: "scheduleChange",
      code: "pendingExists",
      data: { registrationId: 1, scheduleChangeId: 2 },
    });
  });

  it("are in the error catalogue, for the planner's translations", () => {
    const keys = errorCatalogue.map((entry) => `${entry.category}.${entry.code}`);
    for (const key of [
      "registration.staffMaximumReached",
      "registration.registrationDeadlinePassed",
      "registration.concurrentChange",
      "scheduleChange.concurrentChange",
      "scheduleChange.notFound",
      "scheduleChange.forbidden",
      "scheduleChange.pendingExists",
    ]) {
      expect(keys).toContain(key);
    }
  });
});

describe("whether the person may still register on an open means, as a list knows it", () => {
  const means = { id: 7, end: "2031-03-08T13:00:00+01:00" };
  const now = new Date("2031-03-01T10:00:00+01:00");

  it("lets her register while she is not on it, before its deadline and its end", () => {
    expect(mayStillRegister(means, null, new Set(), now)).toBe(true);
    expect(mayStillRegister(means, "2031-03-01T10:00:00+01:00", new Set([8]), now)).toBe(true);
  });

  it("not once she is on it, its deadline passed, or it has ended", () => {
    expect(mayStillRegister(means, null, new Set([7]), now)).toBe(false);
    expect(mayStillRegister(means, "2031-03-01T09:59:59+01:00", new Set(), now)).toBe(false);
    expect(mayStillRegister(means, null, new Set(), new Date(means.end))).toBe(false);
  });
});
