import { describe, expect, it } from "vitest";
import { createClock } from "../src/clock.js";

describe("business time", () => {
  it("is the real time unless told otherwise", () => {
    let real = Date.parse("2027-01-10T10:00:00Z");
    const clock = createClock(undefined, () => real);
    expect(clock().toISOString()).toBe("2027-01-10T10:00:00.000Z");
    real += 90_000;
    expect(clock().toISOString()).toBe("2027-01-10T10:01:30.000Z");
  });

  it("starts at the chosen instant and runs on at the real pace", () => {
    let real = Date.parse("2027-01-10T10:00:00Z");
    const clock = createClock(new Date("2026-11-23T07:00:00Z"), () => real);
    expect(clock().toISOString()).toBe("2026-11-23T07:00:00.000Z");
    real += 3_600_000;
    expect(clock().toISOString()).toBe("2026-11-23T08:00:00.000Z");
  });
});
