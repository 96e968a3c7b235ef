import { describe, expect, it } from "vitest";
import * as enums from "./enums.js";

describe("enumerations of spec 02 §9", () => {
  it("give each weekday its bit, Monday 1 to Sunday 64", () => {
    expect(enums.weekdays.map((day) => enums.weekdayBits[day])).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it("number the nth values first 0 to fourth 3, last -1", () => {
    expect(enums.nthValues).toEqual({ first: 0, second: 1, third: 2, fourth: 3, last: -1 });
    expect(enums.nthTypes).toEqual(["day", "workday", "weekendDay", ...enums.weekdays]);
  });

  it("list the departure operational roles, absence, schedule, e-mail and size types", () => {
    expect(enums.departureOperationalRoles).toEqual(["driver", "coDriver"]);
    expect(enums.absenceTypes).toEqual(["FULL", "PART"]);
    expect(enums.scheduleTypes).toEqual(["FREE", "PREDEFINED"]);
    expect(enums.emailTypes).toEqual(["private", "professional", "shared"]);
    expect(enums.sizeUnits).toEqual(["bytes", "KB", "MB", "GB"]);
    expect(enums.alertLevels).toEqual(["info", "warning", "danger"]);
    expect(enums.meansTabs).toEqual(["list", "calendar", "departureCalendar"]);
    expect(enums.rejectionReasons).toEqual(["absence", "rescheduling"]);
  });
});
