import { describe, expect, it } from "vitest";
import { registrationStatuses } from "../enums.js";
import {
  calendarFeedRegistrationStatuses,
  calendarFeedStatus,
  calendarFeedWindow,
} from "./calendar-feed.js";

describe("the calendar feed", () => {
  it("reads a pending registration as proposed when a manager proposed it", () => {
    expect(calendarFeedStatus({ status: "pending", isProposed: true })).toBe("proposed");
    expect(calendarFeedStatus({ status: "pending", isProposed: false })).toBe("pending");
    expect(calendarFeedStatus({ status: "validated", isProposed: false })).toBe("validated");
  });

  it("keeps what the organisation called off, and drops what the person left or was deleted", () => {
    expect(calendarFeedStatus({ status: "cancelled", isProposed: false })).toBe("cancelled");
    expect(calendarFeedStatus({ status: "rejected", isProposed: true })).toBe("rejected");
    expect(calendarFeedStatus({ status: "unregistered", isProposed: false })).toBeNull();
    expect(calendarFeedStatus({ status: "deleted", isProposed: false })).toBeNull();
  });

  it("serves exactly the statuses it has a reading for", () => {
    const served = registrationStatuses.filter(
      (status) => calendarFeedStatus({ status, isProposed: false }) !== null,
    );
    expect(served).toEqual([...calendarFeedRegistrationStatuses]);
  });

  it("serves a month back and a year ahead", () => {
    const now = new Date("2027-03-01T12:00:00Z");
    expect(calendarFeedWindow(now)).toEqual({
      from: new Date("2027-01-29T12:00:00Z"),
      to: new Date("2028-03-01T12:00:00Z"),
    });
  });
});
