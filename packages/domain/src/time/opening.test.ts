import { describe, expect, it } from "vitest";
import {
  checkOpening,
  checkOpeningDraft,
  type OpeningContext,
  type OpeningSettings,
  openingDate,
} from "./opening.js";

const paris = "Europe/Paris";
const meansStart = "2026-03-30T08:00:00+02:00";
const now = "2026-03-01T10:00:00+01:00";

function settings(fields: Partial<OpeningSettings>): OpeningSettings {
  return { openingOption: "manual", openingDate: null, openingDaysBeforeStart: null, ...fields };
}

describe("when a means opens to volunteers", () => {
  it("opens an automatic means as soon as it is public, that is now", () => {
    const automatic = settings({ openingOption: "automatic" });
    expect(openingDate(automatic, meansStart, paris, "2026-03-01T09:00:00Z")).toBe(
      "2026-03-01T10:00:00+01:00",
    );
  });

  it("takes the current time for an automatic means when no now is given", () => {
    const before = Date.now();
    const opening = openingDate(settings({ openingOption: "automatic" }), meansStart, paris);
    expect(Date.parse(opening ?? "")).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(opening ?? "")).toBeLessThanOrEqual(Date.now());
  });

  it("has no opening instant for a manual means: a manager opens it", () => {
    expect(openingDate(settings({ openingOption: "manual" }), meansStart, paris, now)).toBeNull();
  });

  it("opens at the specific date, written in the organisation's zone", () => {
    const specific = settings({
      openingOption: "specificDate",
      openingDate: "2026-03-10T07:00:00Z",
    });
    expect(openingDate(specific, meansStart, paris, now)).toBe("2026-03-10T08:00:00+01:00");
    const unfilled = settings({ openingOption: "specificDate" });
    expect(openingDate(unfilled, meansStart, paris, now)).toBeNull();
  });

  it("opens N calendar days before the start at the same wall-clock time, across a change", () => {
    const threeDays = settings({ openingOption: "specificDuration", openingDaysBeforeStart: 3 });
    const opening = openingDate(threeDays, meansStart, paris, now);
    expect(opening).toBe("2026-03-27T08:00:00+01:00");
    // 29 March lasts 23 hours in Paris: three days before is 71 real hours before.
    expect((Date.parse(meansStart) - Date.parse(opening ?? "")) / 3_600_000).toBe(71);
    const unfilled = settings({ openingOption: "specificDuration" });
    expect(openingDate(unfilled, meansStart, paris, now)).toBeNull();
  });

  it("places any count of days in one step: a year before, or beyond the calendar", () => {
    const aYear = settings({ openingOption: "specificDuration", openingDaysBeforeStart: 365 });
    expect(openingDate(aYear, meansStart, paris, now)).toBe("2025-03-30T08:00:00+02:00");
    // The request that once stopped the server: the calendar's first day, at once.
    const endless = settings({ openingOption: "specificDuration", openingDaysBeforeStart: 1e20 });
    expect(openingDate(endless, meansStart, paris, now)?.slice(0, 16)).toBe("0001-01-01T08:00");
  });

  it("reads a Date start in the organisation's zone", () => {
    const oneDay = settings({ openingOption: "specificDuration", openingDaysBeforeStart: 1 });
    expect(openingDate(oneDay, new Date("2026-07-14T22:30:00Z"), paris, now)).toBe(
      "2026-07-14T00:30:00+02:00",
    );
  });
});

describe("checking the opening settings (spec 02 §5)", () => {
  const context: OpeningContext = {
    meansStart,
    registrationDeadline: "2026-03-28T20:00:00+01:00",
    timeZone: paris,
    now,
  };

  function codes(value: OpeningSettings, overrides: Partial<OpeningContext> = {}): string[] {
    return checkOpening(value, { ...context, ...overrides }).map(
      (finding) => `${finding.severity} ${finding.field} ${finding.code}`,
    );
  }

  it("has nothing to check for automatic and manual openings", () => {
    expect(codes(settings({ openingOption: "automatic" }))).toEqual([]);
    expect(codes(settings({ openingOption: "manual" }))).toEqual([]);
  });

  it("accepts a specific date between now and the deadline", () => {
    expect(
      codes(settings({ openingOption: "specificDate", openingDate: "2026-03-10T08:00:00+01:00" })),
    ).toEqual([]);
  });

  it("says a duration is counted in days before the start", () => {
    expect(
      codes(settings({ openingOption: "specificDuration", openingDaysBeforeStart: 7 })),
    ).toEqual(["hint openingDaysBeforeStart opening.daysBeforeStart"]);
  });

  it("requires the date of a specific date", () => {
    expect(codes(settings({ openingOption: "specificDate" }))).toEqual([
      "blocking openingDate opening.dateRequired",
    ]);
  });

  it.each([null, 0, -2, 1.5])("requires a whole number of days ≥ 1, not %j", (days) => {
    const findings = checkOpening(
      settings({ openingOption: "specificDuration", openingDaysBeforeStart: days }),
      context,
    );
    expect(findings).toContainEqual({
      field: "openingDaysBeforeStart",
      code: "opening.daysBeforeStartRequired",
      params: { min: 1 },
      severity: "blocking",
    });
  });

  it("warns about an opening date in the past", () => {
    expect(
      codes(settings({ openingOption: "specificDate", openingDate: "2026-02-28T08:00:00+01:00" })),
    ).toEqual(["warning openingDate opening.dateInPast"]);
    expect(
      codes(settings({ openingOption: "specificDuration", openingDaysBeforeStart: 40 })),
    ).toEqual([
      "hint openingDaysBeforeStart opening.daysBeforeStart",
      "warning openingDaysBeforeStart opening.dateInPast",
    ]);
  });

  it("warns about an opening after the activity's registration deadline", () => {
    expect(
      codes(settings({ openingOption: "specificDate", openingDate: "2026-03-29T08:00:00+02:00" })),
    ).toEqual(["warning openingDate opening.afterRegistrationDeadline"]);
  });

  it("gives both warnings when the deadline itself is past", () => {
    const opening = settings({
      openingOption: "specificDate",
      openingDate: "2026-02-20T08:00:00+01:00",
    });
    expect(codes(opening, { registrationDeadline: "2026-02-10T08:00:00+01:00" })).toEqual([
      "warning openingDate opening.dateInPast",
      "warning openingDate opening.afterRegistrationDeadline",
    ]);
  });

  it("does not warn about an opening exactly now or exactly at the deadline", () => {
    expect(codes(settings({ openingOption: "specificDate", openingDate: now }))).toEqual([]);
    expect(
      codes(settings({ openingOption: "specificDate", openingDate: "2026-03-28T20:00:00+01:00" })),
    ).toEqual([]);
  });

  it("does not compare with a deadline that is not set", () => {
    const late = settings({
      openingOption: "specificDate",
      openingDate: "2026-03-29T08:00:00+02:00",
    });
    expect(codes(late, { registrationDeadline: null })).toEqual([]);
  });
});

describe("checking opening settings still being filled in", () => {
  const context = { meansStart, registrationDeadline: null, timeZone: paris, now };

  function codes(draft: Parameters<typeof checkOpeningDraft>[0], meansStartKnown = true) {
    const start = meansStartKnown ? meansStart : null;
    return checkOpeningDraft(draft, { ...context, meansStart: start }).map(
      (finding) => `${finding.severity} ${finding.field} ${finding.code}`,
    );
  }

  it("checks no value that is not known yet", () => {
    expect(codes({})).toEqual([]);
    expect(codes({ openingOption: "specificDate" })).toEqual([]);
    expect(codes({ openingOption: "specificDuration" })).toEqual([
      "hint openingDaysBeforeStart opening.daysBeforeStart",
    ]);
  });

  it("places a duration only once the means' start is known", () => {
    const fortyDays = { openingOption: "specificDuration", openingDaysBeforeStart: 40 } as const;
    expect(codes(fortyDays, false)).toEqual([
      "hint openingDaysBeforeStart opening.daysBeforeStart",
    ]);
    expect(codes(fortyDays)).toEqual([
      "hint openingDaysBeforeStart opening.daysBeforeStart",
      "warning openingDaysBeforeStart opening.dateInPast",
    ]);
  });
});
