import { describe, expect, it } from "vitest";
import { blocking, hint, warning } from "../findings.js";
import { checkRegistrationSettings } from "./registration-settings.js";
import type { FormContext } from "./rules.js";

const context: FormContext = { now: new Date("2026-06-15T08:00:00Z"), timeZone: "Europe/Paris" };
const start = "2026-07-01T08:00";

describe("opening on a specific date", () => {
  it("requires the opening date", () => {
    expect(
      checkRegistrationSettings(
        { openingOption: "specificDate", openingDate: null },
        null,
        context,
      ),
    ).toEqual([blocking("openingDate", "opening.dateRequired")]);
  });

  it("finds nothing on an opening date the schema has not accepted yet", () => {
    expect(checkRegistrationSettings({ openingOption: "specificDate" }, null, context)).toEqual([]);
  });

  it("leaves an opening date that is not a date-time to the schema", () => {
    const values = { openingOption: "specificDate" as const, openingDate: "2026-02-30T08:00" };
    expect(checkRegistrationSettings(values, null, context)).toEqual([]);
  });

  it("warns about an opening date in the past", () => {
    const values = { openingOption: "specificDate" as const, openingDate: "2026-06-01T08:00" };
    expect(checkRegistrationSettings(values, null, context)).toEqual([
      warning("openingDate", "opening.dateInPast"),
    ]);
  });

  it("warns about an opening date after the registration deadline", () => {
    const values = { openingOption: "specificDate" as const, openingDate: "2026-06-28T08:00" };
    expect(checkRegistrationSettings(values, "2026-06-27T18:00", context)).toEqual([
      warning("openingDate", "opening.afterRegistrationDeadline"),
    ]);
    expect(checkRegistrationSettings(values, "2026-06-29T18:00", context)).toEqual([]);
  });

  it("keeps the opening date on the 5-minute grid", () => {
    const values = { openingOption: "specificDate" as const, openingDate: "2026-06-28T08:02" };
    expect(checkRegistrationSettings(values, null, context)[0]?.code).toBe("time.notOnGrid");
  });
});

describe("opening a number of days before the start", () => {
  it("hints that the duration counts days before the start", () => {
    const values = { openingOption: "specificDuration" as const, openingDaysBeforeStart: 7, start };
    expect(checkRegistrationSettings(values, null, context)).toEqual([
      hint("openingDaysBeforeStart", "opening.daysBeforeStart"),
    ]);
  });

  it("requires the number of days", () => {
    const values = { openingOption: "specificDuration" as const, openingDaysBeforeStart: null };
    expect(checkRegistrationSettings(values, null, context)).toEqual([
      hint("openingDaysBeforeStart", "opening.daysBeforeStart"),
      blocking("openingDaysBeforeStart", "opening.daysBeforeStartRequired", { min: 1 }),
    ]);
  });

  it("warns when the computed opening is already past", () => {
    const values = {
      openingOption: "specificDuration" as const,
      openingDaysBeforeStart: 30,
      start,
    };
    expect(checkRegistrationSettings(values, null, context)).toContainEqual(
      warning("openingDaysBeforeStart", "opening.dateInPast"),
    );
  });

  it("warns when the computed opening falls after the deadline", () => {
    const values = { openingOption: "specificDuration" as const, openingDaysBeforeStart: 2, start };
    expect(checkRegistrationSettings(values, "2026-06-28T08:00", context)).toContainEqual(
      warning("openingDaysBeforeStart", "opening.afterRegistrationDeadline"),
    );
  });

  it("cannot place the opening while the start is unknown", () => {
    const values = { openingOption: "specificDuration" as const, openingDaysBeforeStart: 2 };
    expect(checkRegistrationSettings(values, null, context)).toEqual([
      hint("openingDaysBeforeStart", "opening.daysBeforeStart"),
    ]);
  });
});

describe("automatic and manual opening, deadline", () => {
  it("checks no opening date for automatic or manual openings", () => {
    const values = { openingOption: "manual" as const, openingDate: "2020-01-01T00:00" };
    expect(checkRegistrationSettings(values, null, context)).toEqual([]);
  });

  it("warns about a registration deadline in the past", () => {
    const values = {
      openingOption: "automatic" as const,
      registrationDeadline: "2026-06-01T08:00",
    };
    expect(checkRegistrationSettings(values, null, context)).toEqual([
      warning("registrationDeadline", "deadline.inPast"),
    ]);
  });
});
