import { describe, expect, it } from "vitest";
import { blocking, warning } from "../findings.js";
import {
  checkRegistrationEdit,
  type RegistrationContext,
  validateRegistrationEdit,
} from "./registration-edit.js";

const means = { start: "2026-07-14T08:00", end: "2026-07-14T20:00" };
const context: RegistrationContext = {
  now: new Date("2026-06-15T08:00:00Z"),
  timeZone: "Europe/Paris",
  means,
};

function findingsOf(start: string, end: string, ctx = context) {
  return validateRegistrationEdit({ start, end, operationalRoleId: 2 }, ctx).findings;
}

describe("registration edit form", () => {
  it("accepts a registration on the means period with no finding", () => {
    expect(validateRegistrationEdit({ ...means, comment: " ok " }, context)).toEqual({
      values: { ...means, operationalRoleId: null, comment: "ok" },
      findings: [],
    });
  });

  it("accepts up to 4 hours before and after the means, with a warning", () => {
    expect(findingsOf("2026-07-14T04:00", "2026-07-15T00:00")).toEqual([
      warning("start", "registration.outsideMeansPeriod", means),
      warning("end", "registration.outsideMeansPeriod", means),
    ]);
  });

  it("refuses a start more than 4 hours before the means", () => {
    expect(findingsOf("2026-07-14T03:55", "2026-07-14T20:00")).toEqual([
      blocking("start", "registration.startTooEarly", { hours: 4 }),
    ]);
  });

  it("refuses an end more than 4 hours after the means", () => {
    expect(findingsOf("2026-07-14T08:00", "2026-07-15T00:05")).toEqual([
      blocking("end", "registration.endTooLate", { hours: 4 }),
    ]);
  });

  it("counts the 4 hours in real time across the autumn DST change", () => {
    // The means starts at 05:00 on 25 October; 4 real hours earlier is 02:00 (summer time).
    const night = { ...context, means: { start: "2026-10-25T05:00", end: "2026-10-25T12:00" } };
    expect(findingsOf("2026-10-25T01:55", "2026-10-25T12:00", night)[0]?.code).toBe(
      "registration.startTooEarly",
    );
    expect(findingsOf("2026-10-25T02:00", "2026-10-25T12:00", night)[0]?.code).toBe(
      "registration.outsideMeansPeriod",
    );
  });

  it("refuses an end before the start and times off the grid", () => {
    expect(findingsOf("2026-07-14T12:00", "2026-07-14T11:00")).toEqual([
      blocking("end", "time.endBeforeStart"),
    ]);
    expect(findingsOf("2026-07-14T12:01", "2026-07-14T13:00")[0]?.code).toBe("time.notOnGrid");
  });

  it("requires the start and end", () => {
    expect(validateRegistrationEdit({ start: "" }, context).findings.map((f) => f.code)).toEqual([
      "required",
      "required",
    ]);
  });

  it("warns about a registration overlapping another participation", () => {
    const busy = {
      ...context,
      otherParticipations: [{ start: "2026-07-14T06:00", end: "2026-07-14T09:00" }],
    };
    expect(checkRegistrationEdit(means, busy)).toEqual([
      warning("start", "registration.overlapsParticipation"),
    ]);
    const later = {
      ...context,
      otherParticipations: [{ start: means.end, end: "2026-07-14T22:00" }],
    };
    expect(checkRegistrationEdit(means, later)).toEqual([]);
  });
});
