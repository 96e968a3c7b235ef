import { describe, expect, it } from "vitest";
import {
  type Authorization,
  activeAuthorization,
  displayName,
  hasFeature,
  listName,
} from "./authorization.js";

const coordination: Authorization = {
  role: { code: "A" },
  accessRights: {
    operationalActivity: { featureCode: "operationalActivity", mayWrite: true },
    meansOfIntervention: { featureCode: "meansOfIntervention", mayWrite: false },
  },
  scopeType: "byItems",
  scopes: [{ entityId: 1, activityId: 2 }],
};
const volunteer: Authorization = {
  role: { code: "V" },
  accessRights: { "registration.self": { featureCode: "registration.self", mayWrite: true } },
  scopeType: "byFunctions",
  scopes: [],
};

describe("active authorization (spec 01 §6)", () => {
  it("is the one of the active role code", () => {
    expect(activeAuthorization([coordination, volunteer], "V")).toBe(volunteer);
  });

  it("falls back to the first when no role code is active", () => {
    expect(activeAuthorization([coordination, volunteer], null)).toBe(coordination);
  });

  it("falls back to the first when the active role code is not held", () => {
    expect(activeAuthorization([coordination, volunteer], "RH")).toBe(coordination);
  });

  it("is undefined for a user without authorization", () => {
    expect(activeAuthorization([], "A")).toBeUndefined();
  });
});

describe("feature check", () => {
  it("grants a held feature for reading", () => {
    expect(hasFeature(coordination, "meansOfIntervention")).toBe(true);
  });

  it("refuses write on a read-only feature", () => {
    expect(hasFeature(coordination, "meansOfIntervention", true)).toBe(false);
    expect(hasFeature(coordination, "operationalActivity", true)).toBe(true);
  });

  it("refuses a feature that is not held, and everything without authorization", () => {
    expect(hasFeature(coordination, "humanResources")).toBe(false);
    expect(hasFeature(undefined, "operationalActivity")).toBe(false);
  });
});

describe("display name", () => {
  it("shows the last name upper-cased", () => {
    expect(displayName({ firstName: "Léa", lastName: "Dubois-Hénon" })).toBe("Léa DUBOIS-HÉNON");
  });

  it("puts it first in a list, upper-cased in the language's own way", () => {
    expect(listName({ firstName: "Léa", lastName: "Dubois-Hénon" })).toBe("DUBOIS-HÉNON Léa");
    expect(listName({ firstName: "Jörg", lastName: "Weiß" }, "de")).toBe("WEISS Jörg");
  });
});
