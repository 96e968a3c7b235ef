import { describe, expect, it } from "vitest";
import { meansStatuses } from "./enums.js";
import {
  meansDeletionRefusal,
  meansStatusMatches,
  meansTypesOfferedForNewMeans,
} from "./means-of-intervention.js";

describe("means status filter of the search (spec 01 §4)", () => {
  it("matches one status, all, or all except cancelled", () => {
    expect(meansStatuses.filter((status) => meansStatusMatches(status, "open"))).toEqual(["open"]);
    expect(meansStatuses.filter((status) => meansStatusMatches(status, "all"))).toEqual([
      ...meansStatuses,
    ]);
    expect(
      meansStatuses.filter((status) => meansStatusMatches(status, "allExceptCancelled")),
    ).toEqual(["draft", "public", "open"]);
  });
});

describe("means types offered for a new means (spec 01 §4)", () => {
  it("leaves out disabled types", () => {
    const types = [
      { id: 1, visibility: "enabled" as const },
      { id: 2, visibility: "disabled" as const },
    ];
    expect(meansTypesOfferedForNewMeans(types).map((type) => type.id)).toEqual([1]);
  });
});

describe("means deletion (spec 01 §4, spec 02 §8)", () => {
  it("is refused while people are registered on the means", () => {
    expect(
      meansDeletionRefusal({
        meansOfInterventionId: 5,
        liveRegistrations: 2,
        siblingLiveRegistrations: 0,
      }),
    ).toEqual({ category: "meansOfIntervention", code: "isInUse", data: { id: 5 } });
  });

  it("is refused while people are registered on the other half of its split", () => {
    expect(
      meansDeletionRefusal({
        meansOfInterventionId: 5,
        liveRegistrations: 0,
        siblingLiveRegistrations: 1,
      }),
    ).toEqual({ category: "meansOfIntervention", code: "isInUseSplit", data: { id: 5 } });
  });

  it("is allowed when nobody is registered on either half", () => {
    expect(
      meansDeletionRefusal({
        meansOfInterventionId: 5,
        liveRegistrations: 0,
        siblingLiveRegistrations: 0,
      }),
    ).toBeUndefined();
  });
});
