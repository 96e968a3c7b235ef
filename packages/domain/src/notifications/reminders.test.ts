import { describe, expect, it } from "vitest";
import {
  isDueForReminder,
  type ReminderCandidate,
  reminderRegistrationStatuses,
  reminderSkippedMeansStatuses,
  reminderWindow,
} from "./reminders.js";

const now = "2027-03-09T09:00:00Z";
const candidate: ReminderCandidate = {
  status: "validated",
  meansStatus: "open",
  start: "2027-03-10T08:00:00+01:00",
  remindedStarts: [],
};

describe("the reminder window", () => {
  it("holds the starts after now and up to the hours before, that bound included", () => {
    expect(reminderWindow(now, 24)).toEqual({
      from: new Date("2027-03-09T09:00:00Z"),
      to: new Date("2027-03-10T09:00:00Z"),
    });
    expect(reminderWindow(new Date("2027-03-09T09:00:00Z"), 1)?.to).toEqual(
      new Date("2027-03-09T10:00:00Z"),
    );
  });

  it("is closed when reminders are off", () => {
    expect(reminderWindow(now, 0)).toBeNull();
  });

  it("counts elapsed hours across a daylight-saving change, not wall-clock ones", () => {
    // Paris moves from +01:00 to +02:00 on 29 March 2026: 24 hours after 10:00 on the 28th is
    // 11:00 on the 29th.
    const window = reminderWindow("2026-03-28T10:00:00+01:00", 24);
    expect(window?.to).toEqual(new Date("2026-03-29T11:00:00+02:00"));
    const dueAcross = (start: string) =>
      isDueForReminder({ ...candidate, start }, "2026-03-28T10:00:00+01:00", 24);
    expect(dueAcross("2026-03-29T10:00:00+02:00")).toBe(true);
    expect(dueAcross("2026-03-29T11:00:00+02:00")).toBe(true);
    expect(dueAcross("2026-03-29T11:00:01+02:00")).toBe(false);
  });

  it("refuses a malformed now", () => {
    expect(() => reminderWindow("2027-03-09T09:00", 24)).toThrow(RangeError);
  });
});

describe("which registrations are reminded", () => {
  it("reminds a validated registration of a means not cancelled, starting within the hours", () => {
    expect(reminderRegistrationStatuses).toEqual(["validated"]);
    expect(reminderSkippedMeansStatuses).toEqual(["cancelled"]);
    expect(isDueForReminder(candidate, now, 24)).toBe(true);
    for (const meansStatus of ["draft", "public", "open"] as const) {
      expect(isDueForReminder({ ...candidate, meansStatus }, now, 24), meansStatus).toBe(true);
    }
  });

  it("reminds exactly the hours before the start, not a moment earlier", () => {
    const start = "2027-03-10T09:00:00Z";
    expect(isDueForReminder({ ...candidate, start }, now, 24)).toBe(true);
    expect(isDueForReminder({ ...candidate, start }, "2027-03-09T08:59:59.999Z", 24)).toBe(false);
  });

  it("never reminds a shift once it has begun, its start included", () => {
    expect(isDueForReminder(candidate, candidate.start, 24)).toBe(false);
    expect(isDueForReminder(candidate, "2027-03-10T06:59:59.999Z", 24)).toBe(true);
    expect(isDueForReminder(candidate, "2027-03-10T12:00:00Z", 24)).toBe(false);
  });

  it("reminds once per start, and again when the shift moved", () => {
    const reminded = { ...candidate, remindedStarts: ["2027-03-10T07:00:00Z"] };
    expect(isDueForReminder(reminded, now, 24)).toBe(false);
    const moved = { ...reminded, start: "2027-03-10T10:00:00+01:00" };
    expect(isDueForReminder(moved, now, 24)).toBe(true);
  });

  it("reminds no pending or ended registration, nothing of a cancelled means, nothing when off", () => {
    for (const status of ["pending", "rejected", "cancelled", "unregistered", "deleted"] as const) {
      expect(isDueForReminder({ ...candidate, status }, now, 24), status).toBe(false);
    }
    expect(isDueForReminder({ ...candidate, meansStatus: "cancelled" }, now, 24)).toBe(false);
    expect(isDueForReminder(candidate, now, 0)).toBe(false);
  });
});
