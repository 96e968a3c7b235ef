import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { operationalActivitySeriesEditSchema } from "../forms/operational-activity-series.js";
import { textMaxLengths } from "../limits.js";
import { callList } from "./catalogue.js";
import * as calls from "./index.js";
import { apply, preview, seriesEditListMaxLength } from "./operational-activity-series.js";

const form = {
  title: "Poste de secours du dimanche",
  location: "Stade",
  start: "2027-04-04T07:00",
  end: "2027-04-04T15:00",
  openingOption: "manual",
  activityId: 1,
  entityId: 2,
  scope: "following",
};

describe("the series edit calls", () => {
  it("are in the catalogue under operationalActivitySeries, with the edit right", () => {
    expect(calls.operationalActivitySeries.preview).toBe(preview);
    expect(calls.operationalActivitySeries.apply).toBe(apply);
    expect(callList()).toEqual(expect.arrayContaining([preview, apply]));
    for (const call of [preview, apply]) {
      expect(call).toMatchObject({ feature: "operationalActivity", write: true });
    }
    expect(preview).toMatchObject({ method: "POST", changesNothing: true });
    expect(apply).toMatchObject({ method: "PUT" });
    expect(apply.changesNothing).toBeUndefined();
  });

  it("only flag as changing nothing calls that need write and are not reads by GET", () => {
    for (const call of callList().filter((item) => item.changesNothing)) {
      expect(call.write, call.path).toBe(true);
      expect(call.method, call.path).not.toBe("GET");
    }
  });

  it("take the activity form with a scope, each field bounded", () => {
    const schema = operationalActivitySeriesEditSchema;
    expect(preview.form).toBe(schema);
    expect(apply.form).toBe(schema);
    expect(v.safeParse(schema, form).success).toBe(true);
    expect(v.safeParse(schema, { ...form, scope: "everything" }).success).toBe(false);
    const { scope: _scope, ...withoutScope } = form;
    expect(v.safeParse(schema, withoutScope).success).toBe(false);
    const long = { ...form, title: "x".repeat(textMaxLengths.title + 1) };
    expect(v.safeParse(schema, long).success).toBe(false);
  });

  it("bound the lists an answer holds", () => {
    const answer = {
      scope: "series",
      activityCount: 0,
      skippedIds: [],
      meansCount: 0,
      registrationCount: 0,
      outsidePeriodCount: seriesEditListMaxLength + 1,
      outsidePeriod: Array.from({ length: seriesEditListMaxLength + 1 }, (_, index) => ({
        registrationId: index + 1,
        personId: 1,
        firstName: "Camille",
        lastName: "Martin",
        operationalActivityId: 1,
        meansOfInterventionId: 1,
        start: "2027-04-04T07:00:00+02:00",
        end: "2027-04-04T15:00:00+02:00",
      })),
      findings: [],
      occurrenceFindings: [],
      operationalActivityIds: [],
    };
    expect(v.safeParse(preview.response, answer).success).toBe(false);
    answer.outsidePeriod = answer.outsidePeriod.slice(0, seriesEditListMaxLength);
    expect(v.safeParse(preview.response, answer).success).toBe(true);
  });
});
