import { describe, expect, it } from "vitest";
import {
  alreadySplit,
  apiError,
  apiErrorKey,
  clientMessage,
  clientMessageCodes,
  conflict,
  datesOutOfBounds,
  errorCatalogue,
  errorCategories,
  errorDataFields,
  errorDataFieldsOf,
  errorDisplay,
  forbidden,
  forbiddenSubjects,
  importError,
  isApiError,
  isInUse,
  isInUseSplit,
  noPredefinedScheduleFile,
  notFound,
  notFoundSubjects,
  registrationInvalidMeansOfInterventionScope,
  registrationInvalidPersonScope,
  sharedReinforcementAddressAlreadyExists,
  successCatalogue,
  successMessage,
  successMessageKey,
  temporaryActionLinkInvalid,
  unexpectedAbsenceStatus,
  unexpectedStatus,
  unexpectedUserStaffType,
  unregistrationCommentRequired,
} from "./errors.js";
import { meansTransition } from "./lifecycle/means.js";
import { registrationTransition } from "./lifecycle/registration.js";
import { meansDeletionRefusal } from "./means-of-intervention.js";
import { roleAssignmentRefusal } from "./permissions/role-assignment.js";
import { conflictTypes } from "./staffing/conflicts.js";
import { meansDatesOutOfBounds } from "./staffing/means-edit.js";
import {
  concurrentChange,
  conflictRefusal,
  liveRegistrationRefusal,
  registrationDeadlineRefusal,
  registrationOutOfBounds,
  scheduleChangePendingExists,
  staffMaximumRefusal,
} from "./staffing/registration-rules.js";
import {
  noReinforcementRecipient,
  nothingToReinforce,
  reinforcementPersonAlreadyExists,
  reinforcementRefusal,
} from "./staffing/reinforcement.js";

const key = (entry: { category: string; code: string }) => `${entry.category}.${entry.code}`;
const catalogueKeys = new Set(errorCatalogue.map(key));

describe("error payload", () => {
  it("builds a payload with empty data by default", () => {
    expect(apiError("unknown", "unknownError")).toEqual({
      category: "unknown",
      code: "unknownError",
      data: {},
    });
  });

  it("recognises the shape of a payload", () => {
    expect(isApiError({ category: "alert", code: "notFound", data: {} })).toBe(true);
    expect(isApiError({ category: "alert" })).toBe(false);
    expect(isApiError("alert.notFound")).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe("error catalogue constructors (spec 02 §8)", () => {
  it("builds notFound and forbidden for a subject", () => {
    expect(notFound("meansOfIntervention", { id: 12 })).toEqual({
      category: "meansOfIntervention",
      code: "notFound",
      data: { id: 12 },
    });
    expect(forbidden("workSchedule")).toEqual({
      category: "workSchedule",
      code: "forbidden",
      data: {},
    });
  });

  it("builds isInUse, isInUseSplit and alreadySplit", () => {
    expect(isInUse("meansOfInterventionType", { id: 3 })).toMatchObject({
      category: "meansOfInterventionType",
      code: "isInUse",
    });
    expect(isInUseSplit({ splitSiblingId: 4 })).toEqual({
      category: "meansOfIntervention",
      code: "isInUseSplit",
      data: { splitSiblingId: 4 },
    });
    expect(alreadySplit()).toMatchObject({ category: "meansOfIntervention", code: "alreadySplit" });
  });

  it("builds unexpectedStatus with the status, the action and where it is allowed", () => {
    expect(
      unexpectedStatus("registration", {
        status: "cancelled",
        action: "validate",
        allowedFrom: ["pending"],
      }),
    ).toEqual({
      category: "registration",
      code: "unexpectedStatus",
      data: { status: "cancelled", action: "validate", allowedFrom: ["pending"] },
    });
  });

  it("builds datesOutOfBounds with the bounds expected and the dates given", () => {
    const data = {
      expectedMin: "2026-07-14T04:00:00+02:00",
      expectedMax: "2026-07-14T22:00:00+02:00",
      start: "2026-07-14T03:00:00+02:00",
      end: "2026-07-14T12:00:00+02:00",
    };
    expect(datesOutOfBounds("registration", data)).toEqual({
      category: "registration",
      code: "datesOutOfBounds",
      data,
    });
  });

  it.each([
    [unexpectedAbsenceStatus, "absence.unexpectedAbsenceStatus"],
    [registrationInvalidPersonScope, "registration.registrationInvalidPersonScope"],
    [
      registrationInvalidMeansOfInterventionScope,
      "registration.registrationInvalidMeansOfInterventionScope",
    ],
    [unregistrationCommentRequired, "registration.unregistrationCommentRequired"],
    [
      sharedReinforcementAddressAlreadyExists,
      "reinforcement.sharedReinforcementAddressAlreadyExists",
    ],
    [temporaryActionLinkInvalid, "notification.temporaryActionLinkInvalid"],
    [unexpectedUserStaffType, "userProfile.unexpectedUserStaffType"],
    [noPredefinedScheduleFile, "importExport.noPredefinedScheduleFile"],
    [importError, "importExport.importError"],
  ])("builds %o as %s, listed in the catalogue", (build, expected) => {
    const error = build({ id: 1 });
    expect(key(error)).toBe(expected);
    expect(error.data).toEqual({ id: 1 });
    expect(build().data).toEqual({});
    expect(catalogueKeys).toContain(expected);
  });

  it("names a conflict after its kind, for a means or a registration", () => {
    expect(
      conflict("registration", "existingRegistration", { meansOfInterventionIds: [4, 5] }),
    ).toEqual({
      category: "registration",
      code: "existingRegistrationConflict",
      data: { meansOfInterventionIds: [4, 5] },
    });
    expect(conflict("meansOfIntervention", "ubiquity").data).toEqual({});
  });

  it("builds client and success messages", () => {
    expect(clientMessage("recurrenceDeletionIncomplete", { kept: 2 })).toEqual({
      category: "client",
      code: "recurrenceDeletionIncomplete",
      data: { kept: 2 },
    });
    expect(clientMessage("accessDenied").data).toEqual({});
    const success = successMessage("importSucceeded");
    expect(success).toEqual({ category: "importExport", code: "importSucceeded", data: {} });
    expect(successMessageKey(success)).toBe("apiSuccess.importExport.importSucceeded");
    expect(successMessage("exportSucceeded", { rows: 3 }).data).toEqual({ rows: 3 });
  });
});

describe("error catalogue listing (spec 02 §8)", () => {
  it("lists forbidden and notFound for every subject of the spec", () => {
    for (const subject of notFoundSubjects) {
      expect(catalogueKeys).toContain(`${subject}.notFound`);
      expect(catalogueKeys).toContain(`${subject}.forbidden`);
    }
    for (const subject of ["absence", "schedule", "workSchedule", "releaseNotes"]) {
      expect(catalogueKeys).toContain(`${subject}.forbidden`);
    }
    expect(forbiddenSubjects).toHaveLength(notFoundSubjects.length + 3);
  });

  it("lists every conflict for both means and registrations, and every client message", () => {
    for (const type of conflictTypes) {
      expect(catalogueKeys).toContain(`meansOfIntervention.${type}Conflict`);
      expect(catalogueKeys).toContain(`registration.${type}Conflict`);
    }
    for (const code of clientMessageCodes) expect(catalogueKeys).toContain(`client.${code}`);
  });

  it("lists the unknown fallbacks and the errors the API already raises", () => {
    for (const expected of [
      "unknown.undefinedError",
      "unknown.unknownError",
      "unknown.unknownApiError",
      "unknown.unknownApiErrorKey",
      "unknown.routeNotFound",
      "authentication.missingToken",
      "authorization.unknownUser",
      "validation.invalidRequest",
      "operationalActivity.isInUse",
      "meansOfIntervention.isInUseSplit",
      "alert.unexpectedStatus",
      "meansOfIntervention.datesOutOfBounds",
    ]) {
      expect(catalogueKeys).toContain(expected);
    }
  });

  it("lists each pair once, under a known category", () => {
    expect(catalogueKeys.size).toBe(errorCatalogue.length);
    for (const entry of [...errorCatalogue, ...successCatalogue]) {
      expect(errorCategories).toContain(entry.category);
    }
    expect(successCatalogue.map(key)).toEqual([
      "importExport.exportSucceeded",
      "importExport.importSucceeded",
    ]);
  });
});

describe("error display (spec 01 §8)", () => {
  const translated = new Set([
    "toast.saved",
    "apiError.meansOfIntervention.notFound",
    "apiError.registration.datesOutOfBounds",
    "apiError.unknown.undefinedError",
    "apiError.unknown.unknownError",
    "apiError.unknown.unknownApiError",
  ]);
  const hasTranslation = (candidate: string) => translated.has(candidate);
  const unknownKey = (missing: string) => ({
    key: "apiError.unknown.unknownApiErrorKey",
    values: { key: missing },
  });

  it("looks a string up as a translation key", () => {
    expect(errorDisplay("toast.saved", hasTranslation)).toEqual({ key: "toast.saved", values: {} });
  });

  it("shows a string without translation as an unknown api error key", () => {
    expect(errorDisplay("Quelque chose", hasTranslation)).toEqual(unknownKey("Quelque chose"));
  });

  it("shows a payload as apiError.{category}.{code} with its data", () => {
    expect(errorDisplay(notFound("meansOfIntervention", { id: 7 }), hasTranslation)).toEqual({
      key: "apiError.meansOfIntervention.notFound",
      values: { id: 7 },
    });
  });

  it("shows a payload without data with no values", () => {
    expect(
      errorDisplay({ category: "meansOfIntervention", code: "notFound" }, hasTranslation),
    ).toEqual({ key: "apiError.meansOfIntervention.notFound", values: {} });
  });

  it("uses response.data.error and response.data.data of an HTTP error", () => {
    const httpError = Object.assign(new Error("Request failed with status code 400"), {
      response: {
        status: 400,
        data: {
          error: { category: "registration", code: "datesOutOfBounds" },
          data: { expectedMin: "a", expectedMax: "b" },
        },
      },
    });
    expect(errorDisplay(httpError, hasTranslation)).toEqual({
      key: "apiError.registration.datesOutOfBounds",
      values: { expectedMin: "a", expectedMax: "b" },
    });
  });

  it("unwraps the payload the planner's request error carries", () => {
    const requestError = Object.assign(new Error("meansOfIntervention.notFound"), {
      error: notFound("meansOfIntervention", { id: 2 }),
    });
    expect(errorDisplay(requestError, hasTranslation)).toEqual({
      key: "apiError.meansOfIntervention.notFound",
      values: { id: 2 },
    });
  });

  it("falls back to undefinedError for nothing", () => {
    const expected = { key: "apiError.unknown.undefinedError", values: {} };
    expect(errorDisplay(undefined, hasTranslation)).toEqual(expected);
    expect(errorDisplay(null, hasTranslation)).toEqual(expected);
  });

  it("falls back to unknownError with the message of an Error", () => {
    expect(errorDisplay(new TypeError("x is undefined"), hasTranslation)).toEqual({
      key: "apiError.unknown.unknownError",
      values: { message: "x is undefined" },
    });
  });

  it("falls back to unknownApiError for anything else", () => {
    const expected = { key: "apiError.unknown.unknownApiError", values: {} };
    expect(errorDisplay(42, hasTranslation)).toEqual(expected);
    expect(errorDisplay({ status: 500 }, hasTranslation)).toEqual(expected);
    expect(errorDisplay({ response: { data: "Bad gateway" } }, hasTranslation)).toEqual(expected);
  });

  it("ignores data that is not an object", () => {
    expect(
      errorDisplay({ category: "meansOfIntervention", code: "notFound", data: [1] }, hasTranslation)
        .values,
    ).toEqual({});
  });

  it("shows the generic unknown key message for a payload without translation", () => {
    expect(
      errorDisplay({ category: "means", code: "neverHeardOf", data: {} }, hasTranslation),
    ).toEqual(unknownKey("apiError.means.neverHeardOf"));
  });

  it("builds the translation key of a payload", () => {
    expect(apiErrorKey(forbidden("releaseNotes"))).toBe("apiError.releaseNotes.forbidden");
  });
});

describe("error data fields (spec 01 §8: data as parameters)", () => {
  const paris = "Europe/Paris";
  const means = { start: "2026-07-14T08:00:00+02:00", end: "2026-07-14T20:00:00+02:00" };
  const staff = { required: 2, validated: 2, pending: 0 };
  const ended = new Date("2026-07-15T00:00:00Z");
  const refusals = [
    reinforcementRefusal({ id: 1, status: "draft", staff, end: means.end }, ended),
    reinforcementRefusal({ id: 1, status: "open", staff, end: means.end }, ended),
    reinforcementRefusal({ id: 1, status: "open", staff, end: "2026-07-16T20:00:00+02:00" }, ended),
    reinforcementPersonAlreadyExists({ entityId: 1, activityId: 2, personId: 3 }),
    noReinforcementRecipient({ meansOfInterventionId: 1, entityId: 2, activityId: 3 }),
    nothingToReinforce({ operationalActivityId: 4 }),
    roleAssignmentRefusal({ managerRole: "V", managerScopeType: "none", role: "Admin" }),
    roleAssignmentRefusal({
      managerRole: "Admin",
      managerScopeType: "none",
      role: "V",
      scopeType: "byItems",
      staffType: "employee",
    }),
    meansDeletionRefusal({
      meansOfInterventionId: 1,
      liveRegistrations: 1,
      siblingLiveRegistrations: 0,
    }),
    meansDeletionRefusal({
      meansOfInterventionId: 1,
      liveRegistrations: 0,
      siblingLiveRegistrations: 1,
    }),
    meansDatesOutOfBounds({ start: "2026-07-14T14:00:00+02:00", end: means.end }, [means], paris),
    registrationOutOfBounds({ start: "2026-07-13T08:00:00+02:00", end: means.end }, means, paris),
    registrationDeadlineRefusal(1, "2026-07-10T00:00:00+02:00", ended),
    staffMaximumRefusal(1, staff, 1),
    conflictRefusal([
      { type: "absence", personId: 1, meansOfInterventionId: 2, otherIds: [], blocking: true },
    ]),
    liveRegistrationRefusal({ status: "cancelled", isProposed: false }, "edit"),
    scheduleChangePendingExists({ registrationId: 1, scheduleChangeId: 2 }),
    concurrentChange("registration", { action: "validate" }),
    meansTransition({ status: "open", splitSiblingId: 3 }, "split"),
    meansTransition({ status: "cancelled", splitSiblingId: null }, "publish"),
    registrationTransition({ status: "validated", isProposed: false }, "unregister"),
    registrationTransition({ status: "pending", isProposed: false }, "reject"),
  ].map((refusal) =>
    refusal !== null && refusal !== undefined && "ok" in refusal
      ? refusal.ok
        ? undefined
        : refusal.error
      : refusal,
  );

  it("declares every field of the refusals the rules build", () => {
    for (const refusal of refusals) {
      expect(refusal).toBeDefined();
      if (!refusal) continue;
      expect(catalogueKeys).toContain(key(refusal));
      expect(errorDataFieldsOf(refusal)).toEqual(expect.arrayContaining(Object.keys(refusal.data)));
    }
  });

  it("declares fields for entries of the catalogue only", () => {
    for (const entry of Object.keys(errorDataFields)) expect(catalogueKeys).toContain(entry);
  });

  it("gives a subject's own fields over the shared ones", () => {
    expect(errorDataFieldsOf(forbidden("person"))).toEqual(["id"]);
    expect(errorDataFieldsOf(forbidden("securityRole"))).toContain("roleCode");
    expect(errorDataFieldsOf(isInUse("operationalActivity"))).toEqual([
      "id",
      "registrations",
      "means",
    ]);
  });

  it("declares the number of occurrences a recurrence deletion kept", () => {
    expect(errorDataFieldsOf(clientMessage("recurrenceDeletionIncomplete", { kept: 2 }))).toEqual([
      "kept",
    ]);
  });

  it("declares no field for an error without data, nor for an unknown one", () => {
    expect(errorDataFieldsOf(apiError("authentication", "missingToken"))).toEqual([]);
    expect(errorDataFieldsOf({ category: "unknown", code: "constructor" })).toEqual([]);
    expect(errorDataFieldsOf({ category: "means", code: "neverHeardOf" })).toEqual([]);
  });
});
