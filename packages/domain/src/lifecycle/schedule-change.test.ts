import { describe, expect, it } from "vitest";
import { scheduleChangeAllowedActions, scheduleChangeTransition } from "./schedule-change.js";

describe("schedule change lifecycle (spec 01 §4)", () => {
  it("validates or rejects a pending change", () => {
    expect(scheduleChangeTransition({ status: "pending" }, "validate")).toEqual({
      ok: true,
      status: "validated",
    });
    expect(scheduleChangeTransition({ status: "pending" }, "reject")).toEqual({
      ok: true,
      status: "rejected",
    });
  });

  it("answers a change only once", () => {
    expect(scheduleChangeTransition({ status: "validated" }, "reject")).toEqual({
      ok: false,
      error: {
        category: "scheduleChange",
        code: "unexpectedStatus",
        data: { status: "validated", action: "reject", allowedFrom: ["pending"] },
      },
    });
    expect(scheduleChangeAllowedActions({ status: "rejected" })).toEqual([]);
    expect(scheduleChangeAllowedActions({ status: "pending" })).toEqual(["validate", "reject"]);
  });
});
