import { describe, expect, it } from "vitest";
import { rejectionReasons } from "../enums.js";
import {
  type RegistrationState,
  registrationAllowedActions,
  registrationLifecycleStatus,
  registrationTransition,
} from "./registration.js";

const pending: RegistrationState = { status: "pending", isProposed: false };
const proposed: RegistrationState = { status: "pending", isProposed: true };
const validated: RegistrationState = { status: "validated", isProposed: false };
const rejected: RegistrationState = { status: "rejected", isProposed: false };
const declined: RegistrationState = { status: "rejected", isProposed: true };

describe("creating a registration (spec 02 §4)", () => {
  it("a person registering makes a pending registration", () => {
    expect(registrationTransition(null, "register")).toEqual({
      ok: true,
      status: "pending",
      isProposed: false,
    });
  });

  it("a manager assigning makes a validated one, proposing a pending proposition", () => {
    expect(registrationTransition(null, "assign")).toEqual({
      ok: true,
      status: "validated",
      isProposed: false,
    });
    expect(registrationTransition(null, "propose")).toEqual({
      ok: true,
      status: "pending",
      isProposed: true,
    });
  });

  it("does not register an existing registration again", () => {
    expect(registrationTransition(pending, "register")).toEqual({
      ok: false,
      error: {
        category: "registration",
        code: "unexpectedStatus",
        data: { status: "pending", action: "register", allowedFrom: ["none"] },
      },
    });
  });

  it("offers only the creating actions before a registration exists", () => {
    expect(registrationAllowedActions(null)).toEqual(["register", "assign", "propose"]);
  });
});

describe("answering a registration (spec 02 §4)", () => {
  it("validates a pending registration", () => {
    expect(registrationTransition(pending, "validate")).toEqual({
      ok: true,
      status: "validated",
      isProposed: false,
    });
  });

  it("leaves a proposition to the person: it is accepted, not validated", () => {
    expect(registrationTransition(proposed, "validate").ok).toBe(false);
    expect(registrationTransition(proposed, "acceptProposition")).toEqual({
      ok: true,
      status: "validated",
      isProposed: false,
    });
    expect(registrationTransition(pending, "acceptProposition").ok).toBe(false);
  });

  it("rejects a pending or a validated registration, for absence or rescheduling", () => {
    for (const registration of [pending, validated]) {
      for (const rejectionReason of rejectionReasons) {
        expect(registrationTransition(registration, "reject", { rejectionReason })).toEqual({
          ok: true,
          status: "rejected",
          isProposed: false,
        });
      }
    }
  });

  it("refuses a rejection without one of the two reasons", () => {
    expect(registrationTransition(pending, "reject")).toEqual({
      ok: false,
      error: {
        category: "registration",
        code: "rejectionReasonRequired",
        data: { allowed: "absence,rescheduling" },
      },
    });
  });

  it("a declined proposition stays flagged as proposed", () => {
    expect(registrationTransition(proposed, "rejectProposition")).toEqual({
      ok: true,
      status: "rejected",
      isProposed: true,
    });
    expect(registrationLifecycleStatus(declined)).toBe("rejectedProposed");
  });

  it("validates a rejected registration or proposition after all", () => {
    for (const registration of [rejected, declined]) {
      expect(registrationTransition(registration, "validateRejected")).toEqual({
        ok: true,
        status: "validated",
        isProposed: false,
      });
    }
  });
});

describe("ending a registration (spec 02 §4)", () => {
  it("unregisters a pending registration without a comment", () => {
    expect(registrationTransition(pending, "unregister")).toEqual({
      ok: true,
      status: "unregistered",
      isProposed: false,
    });
  });

  it("refuses to unregister a validated registration without a comment", () => {
    const refusal = {
      ok: false,
      error: {
        category: "registration",
        code: "unregistrationCommentRequired",
        data: { status: "validated", action: "unregister" },
      },
    };
    expect(registrationTransition(validated, "unregister")).toEqual(refusal);
    expect(registrationTransition(validated, "unregister", { comment: "  " })).toEqual(refusal);
  });

  it("unregisters a validated registration with a comment", () => {
    expect(registrationTransition(validated, "unregister", { comment: "Malade" })).toEqual({
      ok: true,
      status: "unregistered",
      isProposed: false,
    });
  });

  it("cancels live registrations when their means is cancelled", () => {
    expect(registrationTransition(proposed, "cancel")).toEqual({
      ok: true,
      status: "cancelled",
      isProposed: false,
    });
    expect(registrationTransition(rejected, "cancel").ok).toBe(false);
  });

  it("keeps unregistered, cancelled and deleted registrations final", () => {
    for (const status of ["unregistered", "cancelled", "deleted"] as const) {
      expect(registrationAllowedActions({ status, isProposed: false })).toEqual([]);
    }
  });

  it("deletes a registration that is still live or rejected", () => {
    expect(registrationTransition(declined, "delete")).toEqual({
      ok: true,
      status: "deleted",
      isProposed: false,
    });
  });
});
