import { describe, expect, it } from "vitest";
import { maxTeamCount } from "../constants.js";
import type { Finding } from "../findings.js";
import { listMaxLengths, numberRanges, textMaxLengths } from "../limits.js";
import { supportedDateRange } from "../time/supported-range.js";
import { validateAlert } from "./alert.js";
import { validateDuplicate } from "./duplicate.js";
import { validateMeansOfInterventionCreate } from "./means-of-intervention.js";
import { validateMeansOfInterventionType } from "./means-of-intervention-type.js";
import { validateOperationalActivity } from "./operational-activity.js";
import { validateOperationalActivityClone } from "./operational-activity-clone.js";
import { validateRecurrenceForm } from "./recurrence.js";
import { validateRegistrationEdit } from "./registration-edit.js";
import { validateReinforcementPerson, validateSharedAddress } from "./reinforcement.js";
import { validateRoleAssignment } from "./role-assignment.js";
import { validateScheduleProposition } from "./schedule-proposition.js";
import { validateUserProfileScope } from "./user-profile-scope.js";
import type { Validation } from "./validation.js";

/**
 * Every bound of every form at its edge (decision 020): the limit itself is accepted, one past
 * it is refused with the code and the limit as parameter, on the field's path.
 */

const now = new Date("2026-06-15T08:00:00Z");
const timeZone = "Europe/Paris";
const means = { start: "2026-07-14T08:00", end: "2026-07-14T20:00" };
const activity = {
  title: "Fête de la musique",
  location: "Place Bellecour, Lyon",
  locationTypeId: 2,
  start: "2026-07-14T08:00",
  end: "2026-07-14T20:00",
  registrationDeadline: "2026-07-10T18:00",
  openingOption: "specificDuration",
  openingDaysBeforeStart: 3,
  activityId: 11,
  entityId: 75,
  comment: "",
  attachments: [{ fileName: "plan.pdf", type: "application/pdf", size: 120_000 }],
};

/** A form: how it is validated, and a filled-in input it accepts. */
interface Form {
  validate: (input: unknown) => Validation<unknown>;
  valid: Record<string, unknown>;
}

const forms = {
  activity: {
    validate: (input) => validateOperationalActivity(input, { now, timeZone }),
    valid: activity,
  },
  clone: {
    validate: (input) => validateOperationalActivityClone(input, { now, timeZone }),
    valid: activity,
  },
  recurrence: {
    validate: (input) => validateRecurrenceForm(input, { now, timeZone }),
    valid: {
      ...activity,
      recurrence: { type: "weekly", start: "2026-07-14", occurrenceCount: 3, weekdays: 2 },
    },
  },
  means: {
    validate: (input) =>
      validateMeansOfInterventionCreate(input, { now, timeZone, currentPredefinedScheduleIds: [] }),
    valid: {
      typeId: 3,
      staffPerTeam: 4,
      teamCount: 2,
      scheduleType: "FREE",
      departureId: 9,
      predefinedScheduleId: 1,
      plateNumber: "AB-123-CD",
      ...means,
      ultimateStart: "2026-07-14T07:30",
      ultimateEnd: "2026-07-14T20:30",
      registrationDeadline: "2026-07-10T18:00",
      openingOption: "specificDuration",
      openingDaysBeforeStart: 3,
      openingDate: "2026-07-01T08:00",
      comment: "",
    },
  },
  meansType: {
    validate: (input) => validateMeansOfInterventionType(input, undefined),
    valid: {
      label: { fr: "VPSP", en: "First-aid ambulance", de: "Rettungswagen" },
      defaultRequiredStaffCount: 4,
      operationalRoleIds: [1],
      departureIds: [10],
      entityIds: [75],
    },
  },
  alert: {
    validate: (input) => validateAlert(input, { now, timeZone }),
    valid: {
      level: "warning",
      fromDateTime: "2026-06-15T10:00",
      toDateTime: "2026-06-16T10:00",
      alertTexts: [{ languageCode: "fr", title: "Maintenance", text: "Ce soir." }],
    },
  },
  duplicate: {
    validate: (input) => validateDuplicate(input, { now, timeZone, source: means }),
    valid: { mode: "targetDate", targetDate: "2026-07-15", copyCount: 1 },
  },
  registration: {
    validate: (input) => validateRegistrationEdit(input, { now, timeZone, means }),
    valid: { ...means, operationalRoleId: 2, comment: "" },
  },
  proposition: {
    validate: (input) =>
      validateScheduleProposition(input, { now, timeZone, means, currentSchedule: means }),
    valid: { start: "2026-07-14T10:00", end: "2026-07-14T20:00", comment: "" },
  },
  person: {
    validate: (input) => validateReinforcementPerson(input, {}),
    valid: { personId: 502, entityId: 75, activityId: 11 },
  },
  address: {
    validate: (input) => validateSharedAddress(input, {}),
    valid: {
      name: "Permanence",
      email: "permanence@example.org",
      emailType: "shared",
      entityId: 75,
      activityId: 11,
    },
  },
  scope: {
    validate: (input) => validateUserProfileScope(input, undefined),
    valid: {
      personId: 42,
      roleCode: "B",
      activityTypeId: 1,
      activityId: 11,
      entityTypeId: 2,
      entityId: 75,
      validFrom: "2026-07-01",
      validTo: "2026-12-31",
    },
  },
  role: {
    validate: (input) => validateRoleAssignment(input, undefined),
    valid: { personId: 7, roleCode: "V", scopeType: "byFunctions", validFrom: "2027-01-01" },
  },
} satisfies Record<string, Form>;

type FormName = keyof typeof forms;

/** The input of a form with one value changed, at a dotted path (`alertTexts.0.title`). */
function withValue(input: unknown, path: string, value: unknown): unknown {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const container = Array.isArray(input) ? [...input] : { ...(input as object) };
  const inner = (container as Record<string, unknown>)[key];
  (container as Record<string, unknown>)[key] = rest.length
    ? withValue(inner, rest.join("."), value)
    : value;
  return container;
}

const boundCodes = [
  "text.tooLong",
  "text.malformed",
  "number.tooSmall",
  "number.tooLarge",
  "list.tooLong",
  "date.outOfRange",
  "date.invalid",
];

/** The findings of the bounds on one field when `value` is entered in it. */
function boundFindings(form: FormName, field: string, value: unknown): Finding[] {
  const { validate, valid } = forms[form] as Form;
  return validate(withValue(valid, field, value)).findings.filter(
    (finding) => finding.field === field && boundCodes.includes(finding.code),
  );
}

const refused = (field: string, code: string, params: Finding["params"] = {}) => [
  { field, code, params, severity: "blocking" },
];

/** Text fields: the form, the field's path, its limit, and a text of a given length it takes. */
const texts: [FormName, string, number, (length: number) => string][] = [
  ["activity", "title", textMaxLengths.title, (n) => "t".repeat(n)],
  ["activity", "location", textMaxLengths.location, (n) => "l".repeat(n)],
  ["activity", "comment", textMaxLengths.comment, (n) => "c".repeat(n)],
  [
    "activity",
    "attachments.0.fileName",
    textMaxLengths.fileName,
    (n) => `${"f".repeat(n - 4)}.pdf`,
  ],
  ["activity", "attachments.0.type", textMaxLengths.mediaType, (n) => "m".repeat(n)],
  ["clone", "title", textMaxLengths.title, (n) => "t".repeat(n)],
  ["recurrence", "title", textMaxLengths.title, (n) => "t".repeat(n)],
  ["means", "plateNumber", textMaxLengths.plateNumber, (n) => "P".repeat(n)],
  ["means", "comment", textMaxLengths.comment, (n) => "c".repeat(n)],
  ["meansType", "label.fr", textMaxLengths.label, (n) => "l".repeat(n)],
  ["meansType", "label.de", textMaxLengths.label, (n) => "l".repeat(n)],
  ["alert", "alertTexts.0.title", textMaxLengths.alertTitle, (n) => "t".repeat(n)],
  ["alert", "alertTexts.0.text", textMaxLengths.alertText, (n) => "t".repeat(n)],
  ["registration", "comment", textMaxLengths.comment, (n) => "c".repeat(n)],
  ["proposition", "comment", textMaxLengths.comment, (n) => "c".repeat(n)],
  ["address", "name", textMaxLengths.name, (n) => "n".repeat(n)],
  ["address", "email", textMaxLengths.email, (n) => `${"e".repeat(n - 12)}@example.org`],
];

describe("texts of the forms", () => {
  it.each(texts)("%s %s: at most %i characters", (form, field, max, text) => {
    expect(boundFindings(form, field, text(max))).toEqual([]);
    expect(boundFindings(form, field, ` ${text(max)} `)).toEqual([]);
    expect(boundFindings(form, field, text(max + 1))).toEqual(
      refused(field, "text.tooLong", { max }),
    );
  });

  it.each(texts)("%s %s: well-formed Unicode only", (form, field, max, text) => {
    // Room for two more code units: an ambulance (a surrogate pair) or a lone surrogate.
    const typed = text(Math.min(20, max - 2));
    expect(boundFindings(form, field, `${typed}\u{1F691}`)).toEqual([]);
    expect(boundFindings(form, field, `${typed}\ud800`)).toEqual(refused(field, "text.malformed"));
    expect(boundFindings(form, field, `\udc00${typed}`)).toEqual(refused(field, "text.malformed"));
  });
});

/** Number fields: the form, the field's path and its range. */
const numbers: [FormName, string, { min: number; max: number }][] = [
  ["activity", "locationTypeId", numberRanges.id],
  ["activity", "activityId", numberRanges.id],
  ["activity", "entityId", numberRanges.id],
  ["activity", "attachments.0.id", numberRanges.id],
  ["activity", "attachments.0.size", numberRanges.attachmentBytes],
  ["activity", "openingDaysBeforeStart", numberRanges.openingDaysBeforeStart],
  ["recurrence", "recurrence.weekdays", numberRanges.weekdayMask],
  ["recurrence", "recurrence.dayOfMonth", numberRanges.dayOfMonth],
  ["recurrence", "recurrence.occurrenceCount", numberRanges.integer],
  ["means", "typeId", numberRanges.id],
  ["means", "staffPerTeam", numberRanges.staffCount],
  ["means", "teamCount", { min: 1, max: maxTeamCount }],
  ["means", "predefinedScheduleId", numberRanges.id],
  ["means", "departureId", numberRanges.id],
  ["means", "openingDaysBeforeStart", numberRanges.openingDaysBeforeStart],
  ["meansType", "defaultRequiredStaffCount", numberRanges.staffCount],
  ["meansType", "operationalRoleIds.0", numberRanges.id],
  ["meansType", "departureIds.0", numberRanges.id],
  ["meansType", "entityIds.0", numberRanges.id],
  ["duplicate", "copyCount", numberRanges.integer],
  ["duplicate", "offset.days", { min: 0, max: 366 }],
  ["registration", "operationalRoleId", numberRanges.id],
  ["person", "personId", numberRanges.id],
  ["person", "entityId", numberRanges.id],
  ["address", "activityId", numberRanges.id],
  ["scope", "personId", numberRanges.id],
  ["scope", "activityTypeId", numberRanges.id],
  ["scope", "entityTypeId", numberRanges.id],
  ["role", "personId", numberRanges.id],
];

describe("numbers of the forms", () => {
  it.each(numbers)("%s %s: within its range", (form, field, { min, max }) => {
    expect(boundFindings(form, field, min)).toEqual([]);
    expect(boundFindings(form, field, max)).toEqual([]);
    expect(boundFindings(form, field, min - 1)).toEqual(refused(field, "number.tooSmall", { min }));
    expect(boundFindings(form, field, max + 1)).toEqual(refused(field, "number.tooLarge", { max }));
    expect(boundFindings(form, field, 1e20)).toEqual(refused(field, "number.tooLarge", { max }));
  });

  it("take ids within PostgreSQL's integer, from 1", () => {
    expect(numberRanges.id).toEqual({ min: 1, max: 2 ** 31 - 1 });
    expect(numberRanges.integer).toEqual({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  });
});

/** List fields: the form, the field's path, its limit, and a list of a given length it takes. */
const lists: [FormName, string, number, (length: number) => unknown[]][] = [
  ["meansType", "operationalRoleIds", listMaxLengths.ids, (n) => ids(n)],
  ["meansType", "departureIds", listMaxLengths.ids, (n) => ids(n)],
  ["meansType", "entityIds", listMaxLengths.ids, (n) => ids(n)],
  [
    "activity",
    "attachments",
    listMaxLengths.attachments,
    (n) => ids(n).map((id) => ({ fileName: `${id}.pdf`, size: 1 })),
  ],
  [
    "alert",
    "alertTexts",
    listMaxLengths.alertTexts,
    (n) => ids(n).map(() => ({ languageCode: "fr", title: "Titre", text: "Texte" })),
  ],
];

function ids(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

describe("lists of the forms", () => {
  it.each(lists)("%s %s: at most %i items", (form, field, max, list) => {
    expect(boundFindings(form, field, list(max))).toEqual([]);
    expect(boundFindings(form, field, list(max + 1))).toEqual(
      refused(field, "list.tooLong", { max }),
    );
  });
});

const wallClocks: [FormName, string][] = [
  ["activity", "start"],
  ["activity", "end"],
  ["activity", "registrationDeadline"],
  ["clone", "openingDate"],
  ["recurrence", "end"],
  ["means", "ultimateStart"],
  ["means", "ultimateEnd"],
  ["means", "openingDate"],
  ["alert", "fromDateTime"],
  ["alert", "toDateTime"],
  ["registration", "start"],
  ["proposition", "end"],
];
const days: [FormName, string][] = [
  ["recurrence", "recurrence.start"],
  ["recurrence", "recurrence.end"],
  ["duplicate", "targetDate"],
  ["scope", "validFrom"],
  ["scope", "validTo"],
  ["role", "validFrom"],
  ["role", "validTo"],
];
const outOfRange = { min: supportedDateRange.first, max: supportedDateRange.last };

describe("dates of the forms", () => {
  it.each(wallClocks)("%s %s: a wall-clock time from 1970 to 9999", (form, field) => {
    expect(boundFindings(form, field, "1970-01-01T00:00")).toEqual([]);
    expect(boundFindings(form, field, "9999-12-31T23:55")).toEqual([]);
    for (const value of ["0000-01-01T10:00", "1969-12-31T23:55"]) {
      expect(boundFindings(form, field, value)).toEqual(
        refused(field, "date.outOfRange", outOfRange),
      );
    }
    expect(boundFindings(form, field, "10000-01-01T10:00")).toEqual(refused(field, "date.invalid"));
  });

  it.each(days)("%s %s: a day from 1970 to 9999", (form, field) => {
    expect(boundFindings(form, field, "1970-01-01")).toEqual([]);
    expect(boundFindings(form, field, "9999-12-31")).toEqual([]);
    for (const value of ["0000-01-01", "1969-12-31"]) {
      expect(boundFindings(form, field, value)).toEqual(
        refused(field, "date.outOfRange", outOfRange),
      );
    }
    expect(boundFindings(form, field, "10000-01-01")).toEqual(refused(field, "date.invalid"));
  });
});
