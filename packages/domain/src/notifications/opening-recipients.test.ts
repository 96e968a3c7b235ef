import { describe, expect, it } from "vitest";
import {
  isOpeningRecipient,
  type OpeningCandidate,
  openingExcludingRegistrationStatuses,
  openingRecipientStaffTypes,
} from "./opening-recipients.js";

const volunteer: OpeningCandidate = {
  staffType: "volunteer",
  linkedToActivity: true,
  registrationStatuses: [],
};

describe("who an opening is announced to", () => {
  it("tells a volunteer linked to the means' activity and not registered on it", () => {
    expect(openingRecipientStaffTypes).toEqual(["volunteer"]);
    expect(isOpeningRecipient(volunteer)).toBe(true);
  });

  it("tells neither employees nor external staff, whom managers assign", () => {
    for (const staffType of ["employee", "external"] as const) {
      expect(isOpeningRecipient({ ...volunteer, staffType }), staffType).toBe(false);
    }
  });

  it("tells no volunteer of another activity", () => {
    expect(isOpeningRecipient({ ...volunteer, linkedToActivity: false })).toBe(false);
  });

  it("tells no one registered on the means already, and again one whose registration ended", () => {
    expect(openingExcludingRegistrationStatuses).toEqual(["pending", "validated"]);
    for (const status of openingExcludingRegistrationStatuses) {
      const registered = { ...volunteer, registrationStatuses: ["rejected", status] as const };
      expect(isOpeningRecipient(registered), status).toBe(false);
    }
    const ended = ["rejected", "unregistered", "cancelled", "deleted"] as const;
    expect(isOpeningRecipient({ ...volunteer, registrationStatuses: ended })).toBe(true);
  });
});
