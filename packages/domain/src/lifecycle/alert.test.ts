import { describe, expect, it } from "vitest";
import { alertAllowedActions, alertStatus, alertTransition } from "./alert.js";
import * as lifecycle from "./index.js";

describe("alert lifecycle (spec 01 §4)", () => {
  it("reads the status from isActive", () => {
    expect(alertStatus({ isActive: true })).toBe("active");
    expect(alertStatus({ isActive: false })).toBe("cancelled");
  });

  it("edits an active alert and cancels it", () => {
    expect(alertTransition({ isActive: true }, "edit")).toEqual({ ok: true, status: "active" });
    expect(alertTransition({ isActive: true }, "cancel")).toEqual({
      ok: true,
      status: "cancelled",
    });
  });

  it("neither edits nor reactivates a cancelled alert, but deletes it", () => {
    expect(alertTransition({ isActive: false }, "edit")).toEqual({
      ok: false,
      error: {
        category: "alert",
        code: "unexpectedStatus",
        data: { status: "cancelled", action: "edit", allowedFrom: ["active"] },
      },
    });
    expect(alertAllowedActions({ isActive: false })).toEqual(["delete"]);
    expect(alertTransition({ isActive: false }, "delete")).toEqual({
      ok: true,
      status: "cancelled",
    });
  });
});

describe("lifecycle entry point", () => {
  it("exposes every machine and the generic transition", () => {
    expect(Object.keys(lifecycle)).toEqual(
      expect.arrayContaining([
        "activityMachine",
        "meansMachine",
        "registrationMachine",
        "scheduleChangeMachine",
        "alertMachine",
        "transition",
        "allowedActions",
      ]),
    );
  });
});
