import { errorCatalogue } from "@releve/domain";
import { describe, expect, it } from "vitest";
import { refusalStatus } from "../src/http/refusal-statuses.js";

describe("the status of a refusal", () => {
  it.each([
    ["operationalActivity", "notFound", 404],
    ["unknown", "routeNotFound", 404],
    ["meansOfIntervention", "forbidden", 403],
    ["authorization", "unknownUser", 403],
    ["registration", "registrationInvalidPersonScope", 403],
    ["authentication", "expiredToken", 401],
    ["authentication", "unknownAccount", 400],
    ["validation", "invalidForm", 400],
    ["validation", "alreadyExists", 409],
    ["registration", "rejectionReasonRequired", 400],
    ["operationalActivity", "unexpectedStatus", 409],
    ["meansOfInterventionType", "isInUse", 409],
    ["registration", "ubiquityConflict", 409],
    ["request", "tooManyRequests", 429],
    ["unknown", "unknownError", 500],
  ])("%s.%s travels as %i", (category, code, status) => {
    expect(refusalStatus({ category, code })).toBe(status);
  });

  it("gives every refusal of the catalogue a client or server error status", () => {
    for (const { category, code } of errorCatalogue) {
      const status = refusalStatus({ category, code });
      expect([400, 401, 403, 404, 409, 413, 429, 431, 500], `${category}.${code}`).toContain(
        status,
      );
    }
  });
});
