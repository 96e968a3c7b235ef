import { describe, expect, it } from "vitest";
import { maxTeamCount } from "../constants.js";
import { blocking, hasBlocking } from "../findings.js";
import {
  checkMeansOfIntervention,
  type MeansOfInterventionContext,
  validateMeansOfInterventionClone,
  validateMeansOfInterventionCreate,
  validateMeansOfInterventionEdit,
} from "./means-of-intervention.js";

const context: MeansOfInterventionContext = {
  now: new Date("2026-06-15T08:00:00Z"),
  timeZone: "Europe/Paris",
  currentPredefinedScheduleIds: [1, 2],
  activity: {
    start: "2026-07-14T06:00",
    end: "2026-07-15T02:00",
    registrationDeadline: "2026-07-10T18:00",
  },
};

const valid = {
  typeId: 3,
  staffPerTeam: 4,
  teamCount: 2,
  scheduleType: "FREE",
  departureId: 9,
  plateNumber: " AB-123-CD ",
  start: "2026-07-14T08:00",
  end: "2026-07-14T20:00",
  ultimateStart: "2026-07-14T07:30",
  ultimateEnd: "2026-07-14T20:30",
  automaticRegistrationValidation: false,
  openingOption: "specificDate",
  openingDate: "2026-07-01T08:00",
  comment: "",
};

function codesOf(input: unknown, ctx = context) {
  return validateMeansOfInterventionCreate(input, ctx).findings.map(
    (finding) => `${finding.severity}:${finding.field}:${finding.code}`,
  );
}

describe("means of intervention form", () => {
  it("accepts a complete means with no finding", () => {
    const { values, findings } = validateMeansOfInterventionCreate(valid, context);
    expect(findings).toEqual([]);
    expect(values?.plateNumber).toBe("AB-123-CD");
    expect(values?.inheritsFromActivity).toBe(false);
  });

  it("requires the type", () => {
    expect(codesOf({ ...valid, typeId: undefined })).toEqual(["blocking:typeId:required"]);
  });

  it("requires at least one person per team and one team", () => {
    expect(codesOf({ ...valid, staffPerTeam: 0, teamCount: 1.5 })).toEqual([
      "blocking:staffPerTeam:number.tooSmall",
      "blocking:teamCount:number.integer",
    ]);
    const { findings } = validateMeansOfInterventionCreate({ ...valid, staffPerTeam: 0 }, context);
    expect(findings[0]?.params).toEqual({ min: 1 });
  });

  it("creates at most the maximum of teams at once", () => {
    expect(codesOf({ ...valid, teamCount: maxTeamCount })).toEqual([]);
    const { findings } = validateMeansOfInterventionCreate(
      { ...valid, teamCount: maxTeamCount + 1 },
      context,
    );
    expect(findings).toEqual([blocking("teamCount", "number.tooLarge", { max: maxTeamCount })]);
  });

  it("requires the team count on creation only", () => {
    const { teamCount: _, ...edit } = valid;
    expect(codesOf(edit)).toEqual(["blocking:teamCount:required"]);
    expect(hasBlocking(validateMeansOfInterventionEdit(edit, context).findings)).toBe(false);
    expect(validateMeansOfInterventionClone(valid, context).values).not.toHaveProperty("teamCount");
  });

  it("requires a predefined schedule that is still current", () => {
    expect(codesOf({ ...valid, scheduleType: "PREDEFINED" })).toEqual([
      "blocking:predefinedScheduleId:required",
    ]);
    expect(codesOf({ ...valid, scheduleType: "PREDEFINED", predefinedScheduleId: 7 })).toEqual([
      "blocking:predefinedScheduleId:means.predefinedScheduleNotCurrent",
    ]);
    expect(codesOf({ ...valid, scheduleType: "PREDEFINED", predefinedScheduleId: 2 })).toEqual([]);
  });

  it("refuses a rendezvous after the start and a return before the end", () => {
    expect(
      codesOf({ ...valid, ultimateStart: "2026-07-14T08:05", ultimateEnd: "2026-07-14T19:55" }),
    ).toEqual([
      "blocking:ultimateStart:means.rendezvousAfterStart",
      "blocking:ultimateEnd:means.returnBeforeEnd",
    ]);
  });

  it("accepts a rendezvous at the start and a return at the end", () => {
    expect(codesOf({ ...valid, ultimateStart: valid.start, ultimateEnd: valid.end })).toEqual([]);
  });

  it("keeps rendezvous and return on the 5-minute grid", () => {
    expect(codesOf({ ...valid, ultimateStart: "2026-07-14T07:31" })).toContain(
      "blocking:ultimateStart:time.notOnGrid",
    );
  });

  it("refuses an end before the start", () => {
    expect(codesOf({ ...valid, end: "2026-07-13T20:00", ultimateEnd: null })).toEqual([
      "blocking:end:date.endBeforeStart",
    ]);
  });

  it("warns about a means outside its activity's period", () => {
    const early = { ...valid, start: "2026-07-14T05:00", ultimateStart: "2026-07-14T04:30" };
    expect(codesOf(early)).toEqual(["warning:start:means.outsideActivityPeriod"]);
    const { findings } = validateMeansOfInterventionCreate(early, context);
    expect(findings[0]?.params).toEqual({ start: "2026-07-14T06:00", end: "2026-07-15T02:00" });
  });

  it("checks the opening against the activity's deadline when the means has none", () => {
    const late = { ...valid, openingDate: "2026-07-12T08:00" };
    expect(codesOf(late)).toEqual(["warning:openingDate:opening.afterRegistrationDeadline"]);
    expect(codesOf({ ...late, registrationDeadline: "2026-07-13T08:00" })).toEqual([]);
  });

  it("does not check registration settings inherited from the activity", () => {
    const inherited = { ...valid, inheritsFromActivity: true, openingDate: null };
    expect(codesOf(inherited)).toEqual([]);
    expect(codesOf({ ...inherited, inheritsFromActivity: false })).toEqual([
      "blocking:openingDate:opening.dateRequired",
    ]);
  });

  it("has no activity period to compare with when none is given", () => {
    const { activity: _, ...withoutActivity } = context;
    const period = { start: "2026-07-14T05:00", end: "2026-07-15T05:00" };
    expect(checkMeansOfIntervention(period, withoutActivity)).toEqual([]);
  });
});
