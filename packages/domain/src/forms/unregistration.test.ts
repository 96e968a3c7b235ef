import { describe, expect, it } from "vitest";
import { blocking, warning } from "../findings.js";
import type { FormContext } from "./rules.js";
import { checkUnregistration } from "./unregistration.js";

const context: FormContext = { now: new Date("2026-06-15T08:00:00Z"), timeZone: "Europe/Paris" };

describe("unregistering", () => {
  it("requires a comment to withdraw a validated registration", () => {
    const unregistration = {
      registrationStatus: "validated" as const,
      comment: "  ",
      meansStart: "2026-07-01T08:00",
    };
    expect(checkUnregistration(unregistration, context)).toEqual([
      blocking("comment", "registration.unregistrationCommentRequired"),
    ]);
  });

  it("lets a pending registration go without a comment", () => {
    const unregistration = {
      registrationStatus: "pending" as const,
      comment: "",
      meansStart: "2026-07-01T08:00",
    };
    expect(checkUnregistration(unregistration, context)).toEqual([]);
  });

  it("warns within 24 hours before the start that the manager must be told directly", () => {
    const unregistration = {
      registrationStatus: "validated" as const,
      comment: "Sick",
      meansStart: "2026-06-16T10:00",
    };
    expect(checkUnregistration(unregistration, context)).toEqual([
      warning("", "registration.unregisterShortNotice", { hours: 24 }),
    ]);
  });

  it("does not warn 24 hours and 5 minutes before the start", () => {
    const unregistration = {
      registrationStatus: "pending" as const,
      comment: "",
      meansStart: "2026-06-16T10:05",
    };
    expect(checkUnregistration(unregistration, context)).toEqual([]);
  });

  it("counts real hours across the autumn DST change", () => {
    // 24 Oct 10:55 to 25 Oct 10:00 in Paris: 23 h 05 on the wall clock, 24 h 05 in real time.
    const unregistration = {
      registrationStatus: "pending" as const,
      comment: "",
      meansStart: "2026-10-25T10:00",
    };
    const before = { now: new Date("2026-10-24T08:55:00Z"), timeZone: "Europe/Paris" };
    expect(checkUnregistration(unregistration, before)).toEqual([]);
    const within = { ...before, now: new Date("2026-10-24T09:00:00Z") };
    expect(checkUnregistration(unregistration, within)).toHaveLength(1);
  });
});
