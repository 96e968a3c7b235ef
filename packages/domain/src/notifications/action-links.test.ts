import { describe, expect, it } from "vitest";
import { registrationActions } from "../lifecycle/registration.js";
import {
  type ActionLinkState,
  actionLinkAnswerable,
  actionLinkExpired,
  actionLinkExpiry,
  actionLinkMobilisations,
  actionLinkRegistrationStatuses,
  mobilisationCarriesActionLinks,
} from "./action-links.js";

describe("which mobilisations carry action links", () => {
  it("asks the person to answer after the actions that expect them on the shift", () => {
    const carrying = registrationActions.filter(mobilisationCarriesActionLinks);
    expect(carrying).toEqual(["assign", "validate", "acceptProposition", "validateRejected"]);
    expect([...carrying].sort()).toEqual([...actionLinkMobilisations].sort());
  });

  it("asks nothing after a registration, a proposition, a rejection or a withdrawal", () => {
    for (const action of [
      "register",
      "propose",
      "reject",
      "rejectProposition",
      "unregister",
      "cancel",
      "delete",
    ] as const) {
      expect(mobilisationCarriesActionLinks(action), action).toBe(false);
    }
  });
});

describe("how long an action link holds", () => {
  it("expires at the registration's start, whatever the offset it is written with", () => {
    expect(actionLinkExpiry("2026-03-29T10:00:00+02:00").toISOString()).toBe(
      "2026-03-29T08:00:00.000Z",
    );
    const start = new Date("2027-03-10T07:00:00Z");
    const expiry = actionLinkExpiry(start);
    expect(expiry.getTime()).toBe(start.getTime());
    // A copy: changing the expiry leaves the registration's start as it was.
    expect(expiry).not.toBe(start);
    expect(() => actionLinkExpiry("2026-03-29T10:00")).toThrow(RangeError);
  });

  it("no longer holds from its expiry on, that instant included", () => {
    const expiresAt = "2026-03-29T10:00:00+02:00";
    expect(actionLinkExpired(expiresAt, "2026-03-29T07:59:59.999Z")).toBe(false);
    expect(actionLinkExpired(expiresAt, "2026-03-29T08:00:00Z")).toBe(true);
    expect(actionLinkExpired(expiresAt, new Date("2026-03-30T00:00:00Z"))).toBe(true);
  });

  it("is answered only while the registration is live", () => {
    expect(actionLinkRegistrationStatuses).toEqual(["pending", "validated"]);
  });
});

describe("whether a link can be answered", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const link: ActionLinkState = {
    expiresAt: "2027-03-10T08:00:00+01:00",
    usedAt: null,
    registrationStatus: "validated",
  };

  it("answers a link unused, before its expiry, on a pending or validated registration", () => {
    expect(actionLinkAnswerable(link, now)).toBe(true);
    expect(actionLinkAnswerable({ ...link, registrationStatus: "pending" }, now)).toBe(true);
  });

  it("refuses a link already answered, expired, or on a registration no longer live", () => {
    expect(actionLinkAnswerable({ ...link, usedAt: "2027-02-28T09:00:00Z" }, now)).toBe(false);
    expect(actionLinkAnswerable({ ...link, expiresAt: now }, now)).toBe(false);
    for (const registrationStatus of [
      "rejected",
      "cancelled",
      "unregistered",
      "deleted",
    ] as const) {
      expect(actionLinkAnswerable({ ...link, registrationStatus }, now), registrationStatus).toBe(
        false,
      );
    }
  });
});
