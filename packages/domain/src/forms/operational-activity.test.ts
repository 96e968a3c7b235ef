import { describe, expect, it } from "vitest";
import { hasBlocking } from "../findings.js";
import {
  checkOperationalActivity,
  type OperationalActivityContext,
  validateOperationalActivity,
} from "./operational-activity.js";

const context: OperationalActivityContext = {
  now: new Date("2026-06-15T08:00:00Z"),
  timeZone: "Europe/Paris",
};

const valid = {
  title: "Fête de la musique",
  location: "Place Bellecour, Lyon",
  locationTypeId: 2,
  start: "2026-06-21T16:00",
  end: "2026-06-22T02:00",
  automaticRegistrationValidation: true,
  registrationDeadline: "2026-06-19T18:00",
  openingOption: "specificDuration",
  openingDate: "",
  openingDaysBeforeStart: 3,
  activityId: 11,
  entityId: 75,
  comment: "  Prévoir deux postes de secours ",
  attachments: [{ fileName: "plan.pdf", type: "application/pdf", size: 120_000 }],
};

function codesOf(input: unknown, ctx = context) {
  return validateOperationalActivity(input, ctx).findings.map(
    (finding) => `${finding.severity}:${finding.field}:${finding.code}`,
  );
}

describe("operational activity form", () => {
  it("accepts a complete activity with no blocking finding", () => {
    const { values, findings } = validateOperationalActivity(valid, context);
    expect(hasBlocking(findings)).toBe(false);
    expect(values?.comment).toBe("Prévoir deux postes de secours");
    expect(values?.openingDate).toBeNull();
    expect(values?.attachments[0]?.id).toBeNull();
  });

  it("fills optional fields with their defaults", () => {
    const { title, location, start, end, activityId, entityId } = valid;
    const minimal = { title, location, start, end, activityId, entityId, openingOption: "manual" };
    expect(validateOperationalActivity(minimal, context)).toEqual({
      values: {
        ...minimal,
        locationTypeId: null,
        automaticRegistrationValidation: false,
        registrationDeadline: null,
        openingDate: null,
        openingDaysBeforeStart: null,
        comment: "",
        attachments: [],
      },
      findings: [],
    });
  });

  it("requires the title, location, dates, activity and entity", () => {
    const input = {
      ...valid,
      title: "  ",
      location: undefined,
      start: "",
      end: null,
      activityId: null,
    };
    const { entityId: _, ...withoutEntity } = input;
    expect(codesOf(withoutEntity).filter((code) => code.startsWith("blocking"))).toEqual([
      "blocking:title:required",
      "blocking:location:required",
      "blocking:start:required",
      "blocking:end:required",
      "blocking:activityId:required",
      "blocking:entityId:required",
    ]);
  });

  it("refuses a date-time that is not one", () => {
    expect(codesOf({ ...valid, end: "2026-06-31T02:00" })).toEqual([
      "blocking:end:date.invalid",
      "hint:end:date.endAfterStart",
      "hint:openingDaysBeforeStart:opening.daysBeforeStart",
    ]);
  });

  it("refuses an end before the start", () => {
    expect(codesOf({ ...valid, end: "2026-06-21T15:00" })).toContain(
      "blocking:end:time.endBeforeStart",
    );
  });

  it("refuses times off the 5-minute grid", () => {
    expect(codesOf({ ...valid, start: "2026-06-21T16:02" })).toContain(
      "blocking:start:time.notOnGrid",
    );
  });

  it("refuses a start more than a month in the past, unless it is the saved one", () => {
    const past = { ...valid, start: "2026-05-01T08:00", end: "2026-05-01T20:00" };
    expect(codesOf(past)).toContain("blocking:start:date.startInPast");
    const editing = { ...context, originalStart: "2026-05-01T08:00" };
    expect(codesOf(past, editing)).not.toContain("blocking:start:date.startInPast");
  });

  it("refuses an attachment of another type and too many files", () => {
    const attachments = [
      { fileName: "virus.exe", size: 1 },
      { fileName: "a.pdf", size: 1 },
    ];
    expect(codesOf({ ...valid, attachments }, { ...context, maxAttachmentCount: 1 })).toEqual([
      "hint:openingDaysBeforeStart:opening.daysBeforeStart",
      "blocking:attachments.0:attachment.typeNotAllowed",
      "blocking:attachments:attachment.tooMany",
    ]);
  });

  it("warns about an opening after the activity's own deadline", () => {
    const late = { ...valid, openingOption: "specificDate", openingDate: "2026-06-20T08:00" };
    expect(codesOf(late)).toEqual(["warning:openingDate:opening.afterRegistrationDeadline"]);
  });

  it("warns about a period more than a year ahead and longer than a year", () => {
    const far = {
      ...valid,
      start: "2027-07-01T08:00",
      end: "2028-07-02T08:00",
      openingOption: "manual",
    };
    expect(codesOf(far)).toEqual([
      "warning:start:date.periodFarAhead",
      "warning:end:date.periodTooLong",
    ]);
  });

  it("checks what is already valid while other fields are still empty", () => {
    expect(codesOf({ ...valid, title: "", end: "2026-06-20T08:00" })).toEqual([
      "blocking:title:required",
      "blocking:end:date.endBeforeStart",
      "hint:openingDaysBeforeStart:opening.daysBeforeStart",
    ]);
  });

  it("finds nothing on an empty form before the schema speaks: each rule waits for its values", () => {
    expect(checkOperationalActivity({}, context)).toEqual([]);
  });
});
