import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isFeatureCode } from "../features.js";
import { meansCalendarLimits } from "../limits.js";
import { isIdParameter } from "../routes.js";
import { callParameterNames, callUrlPath } from "./call.js";
import { callList } from "./catalogue.js";
import * as calls from "./index.js";
import { meansCalendarSchema, meansSearchSchema } from "./means-of-intervention-lists.js";
import { assignmentSchema } from "./registration.js";
import { reinforcementRequestSchema } from "./reinforcement.js";
import { choices, idList, instantValue, paging } from "./request-parts.js";
import { realInstant } from "./security.js";

describe("the call catalogue", () => {
  const list = callList();

  it("describes every call once, by method and path", () => {
    expect(list.length).toBeGreaterThanOrEqual(99);
    const names = list.map((call) => `${call.method} ${call.path}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every call a feature (or none), a summary and an answer (or a file)", () => {
    for (const call of list) {
      const name = `${call.method} ${call.path}`;
      expect(call.feature === null || isFeatureCode(call.feature), name).toBe(true);
      expect(call.summary.trim(), name).not.toBe("");
      expect(call.response === null || typeof call.response === "object", name).toBe(true);
      // A file is read, never written: only a GET answers one.
      if (call.response === null) expect(call.method, name).toBe("GET");
      // A GET reads no body.
      if (call.method === "GET") expect(call.body ?? call.form, name).toBeUndefined();
      // A read never needs write access.
      if (call.method === "GET") expect(call.write, name).toBe(false);
    }
  });

  it("names its path parameters as the routes do: ids, the location source, a link's token, a job, a file's kind and format", () => {
    for (const call of list) {
      for (const name of callParameterNames(call.path)) {
        const known =
          isIdParameter(name) || ["source", "token", "job", "kind", "format"].includes(name);
        expect(known, `${call.path} :${name}`).toBe(true);
      }
    }
  });

  it("lets only the calendar feeds and the action links be called without signing in, and never with a feature", () => {
    const anonymous = list.filter((call) => call.anonymous);
    expect(anonymous.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET CalendarFeed/:token",
      "GET Notification/ActionLink/:token",
      "POST Notification/ActionLink/:token",
    ]);
    expect(anonymous.every((call) => call.feature === null && !call.write)).toBe(true);
  });

  it("groups the calls by subject, each reachable by name", () => {
    expect(calls.operationalActivity.cancel).toMatchObject({
      method: "POST",
      path: "OperationalActivity/Cancel/:id",
      feature: "operationalActivity",
      write: true,
    });
    expect(list).toContain(calls.registration.validate);
    expect(list).not.toContain(calls.security.realInstant);
  });
});

describe("a call's address", () => {
  it("fills in and encodes the path parameters", () => {
    expect(callParameterNames("locations/:source/items")).toEqual(["source"]);
    expect(callUrlPath("OperationalActivity/Cancel/:id", { id: 12 })).toBe(
      "OperationalActivity/Cancel/12",
    );
    expect(callUrlPath("locations/:source/items", { source: "a/b c" })).toBe(
      "locations/a%2Fb%20c/items",
    );
  });

  it("refuses to make one without a parameter it needs", () => {
    expect(() => callUrlPath("Alert/Get/:id", {})).toThrow(/Missing path parameter id/);
  });
});

describe("the pieces of the requests", () => {
  it("reads an instant with its offset, moved into the supported dates, and refuses one that names none", () => {
    expect(v.parse(instantValue, "2027-04-04T07:00:00+02:00")).toBe("2027-04-04T05:00:00.000Z");
    expect(v.safeParse(instantValue, "2027-02-30T07:00:00+02:00").success).toBe(false);
    expect(v.safeParse(realInstant, "2027-04-04T07:00:00+02:00").success).toBe(true);
    expect(v.safeParse(realInstant, "2027-02-30T07:00:00+02:00").success).toBe(false);
  });

  it("bounds lists of choices, ids and pages", () => {
    const statuses = choices(["draft", "public"]);
    expect(v.parse(statuses, ["draft"])).toEqual(["draft"]);
    expect(v.safeParse(statuses, ["draft", "public", "draft"]).success).toBe(false);
    expect(v.safeParse(idList(2), [1, 2, 3]).success).toBe(false);
    const page = v.object(paging(["start"]));
    expect(v.safeParse(page, { pageSize: 100, page: 1 }).success).toBe(true);
    expect(v.safeParse(page, { pageSize: 101 }).success).toBe(false);
    expect(v.safeParse(page, { sort: { field: "title", direction: "asc" } }).success).toBe(false);
  });

  it("refuses an assignment of too many pairs, and a reinforcement request naming both or neither", () => {
    const persons = Array.from({ length: 50 }, (_, index) => index + 1);
    expect(
      v.safeParse(assignmentSchema, { personIds: persons, meansOfInterventionIds: persons })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(assignmentSchema, { personIds: [1], meansOfInterventionIds: [2] }).success,
    ).toBe(true);
    expect(v.safeParse(reinforcementRequestSchema, { operationalActivityId: 3 }).success).toBe(
      true,
    );
    expect(
      v.safeParse(reinforcementRequestSchema, {
        operationalActivityId: 3,
        meansOfInterventionIds: [4],
      }).success,
    ).toBe(false);
    expect(v.safeParse(reinforcementRequestSchema, {}).success).toBe(false);
  });
});

describe("the means list's and calendar's criteria", () => {
  const issuesOf = (schema: v.GenericSchema, input: unknown) =>
    (v.safeParse(schema, input).issues ?? []).map(
      (issue) => `${v.getDotPath(issue)} ${issue.message}`,
    );
  const from = "2031-06-01T00:00:00+02:00";
  const daysLater = (days: number) => new Date(Date.parse(from) + days * 86_400_000).toISOString();

  it("sorts the list on each of its columns, and nothing else", () => {
    for (const field of calls.meansOfIntervention.meansSortFields) {
      expect(issuesOf(meansSearchSchema, { sort: { field, direction: "desc" } })).toEqual([]);
    }
    expect(
      issuesOf(meansSearchSchema, { sort: { field: "title", direction: "asc" } }),
    ).toHaveLength(1);
  });

  it("asks the calendar for a period of at most six weeks and a day, refused on its end", () => {
    expect(meansCalendarLimits.days).toBe(43);
    expect(issuesOf(meansCalendarSchema, { from, to: daysLater(43), text: "AB 12" })).toEqual([]);
    expect(issuesOf(meansCalendarSchema, { from, to: daysLater(44) })).toEqual([
      "to date.periodTooLong",
    ]);
    expect(issuesOf(meansCalendarSchema, { from, to: daysLater(-1) })).toEqual([
      "to date.endBeforeStart",
    ]);
    expect(issuesOf(meansCalendarSchema, { from, to: from })).toEqual(["to date.endBeforeStart"]);
    expect(issuesOf(meansCalendarSchema, { from })).toHaveLength(1);
    expect(issuesOf(meansCalendarSchema, { to: from })).toHaveLength(1);
  });

  it("bounds the calendar's answer at its maximum of means", () => {
    const item = {
      id: 1,
      operationalActivityId: 2,
      start: "2031-06-10T08:00:00+02:00",
      end: "2031-06-10T12:00:00+02:00",
      ultimateStart: null,
      ultimateEnd: null,
      status: "open",
      staff: { required: 2, validated: 1, pending: 0 },
      staffCompleteness: "partiallyStaffed",
      departureId: null,
      typeName: "Ambulance",
      plateNumber: null,
      splitSiblingId: null,
      activityTitle: "Marathon",
    };
    const answer = (count: number) => ({
      items: Array(count).fill(item),
      total: count + 1,
      truncated: true,
    });
    const schema = calls.meansOfIntervention.meansCalendarAnswerSchema;
    expect(v.safeParse(schema, answer(meansCalendarLimits.items)).success).toBe(true);
    expect(v.safeParse(schema, answer(meansCalendarLimits.items + 1)).success).toBe(false);
  });
});
