import { describe, expect, it } from "vitest";
import { blocking, hasBlocking } from "../findings.js";
import {
  type SchedulePropositionContext,
  validateScheduleProposition,
} from "./schedule-proposition.js";

const context: SchedulePropositionContext = {
  now: new Date("2026-06-15T08:00:00Z"),
  timeZone: "Europe/Paris",
  means: { start: "2026-07-14T08:00", end: "2026-07-14T20:00" },
  currentSchedule: { start: "2026-07-14T08:00", end: "2026-07-14T20:00" },
};

describe("schedule proposition form", () => {
  it("accepts a schedule different from the current one", () => {
    const proposition = { start: "2026-07-14T10:00", end: "2026-07-14T20:00", comment: "" };
    const { values, findings } = validateScheduleProposition(proposition, context);
    expect(hasBlocking(findings)).toBe(false);
    expect(values).toEqual(proposition);
  });

  it("refuses the current schedule, on the whole form", () => {
    expect(validateScheduleProposition(context.currentSchedule, context).findings).toEqual([
      blocking("", "schedule.unchanged"),
    ]);
  });

  it("keeps within the means' 4-hour window", () => {
    const early = { start: "2026-07-14T03:00", end: "2026-07-14T20:00" };
    expect(validateScheduleProposition(early, context).findings).toEqual([
      blocking("start", "registration.startTooEarly", { hours: 4 }),
    ]);
  });
});
