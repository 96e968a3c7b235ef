/**
 * Every code a finding can carry (spec 02 §5), with the names of the parameters it comes with:
 * the codes of the forms' schemas (through `issuesToFindings`), of the forms' rules and of the
 * rules the API applies to a form's values against the stored data. The planner gives each one
 * a message in every language and takes its placeholders from these parameters only; a test
 * reads the domain's sources so that no rule emits a code missing here.
 */
export const findingParams = {
  // A schema's refusals (forms/fields.ts, forms/validation.ts).
  required: [],
  "value.invalid": [],
  "text.malformed": ["fileName"],
  "text.tooLong": ["max", "fileName"],
  "number.integer": [],
  "number.tooSmall": ["min"],
  "number.tooLarge": ["max"],
  "list.tooLong": ["max"],
  "email.invalid": [],
  "date.invalid": [],
  "date.outOfRange": ["min", "max"],
  // Rules several forms share (forms/rules.ts).
  "value.duplicate": ["fileName"],
  "time.notOnGrid": ["minutes"],
  "time.nearestOnGrid": ["value"],
  "time.endBeforeStart": [],
  "date.startInPast": ["months"],
  "date.startInPastLimit": ["months"],
  "date.endAfterStart": [],
  "date.endBeforeStart": [],
  "date.periodFarAhead": ["years"],
  "date.periodTooLong": ["years"],
  "date.periodInPast": [],
  "deadline.inPast": [],
  "deadline.farAhead": ["years"],
  // Opening of the registrations (time/opening.ts).
  "opening.dateRequired": [],
  "opening.daysBeforeStart": [],
  "opening.daysBeforeStartRequired": ["min"],
  "opening.dateInPast": [],
  "opening.afterRegistrationDeadline": [],
  // Attachments (forms/attachments.ts, forms/attachment-upload.ts).
  "attachment.required": [],
  "attachment.typeNotAllowed": ["fileName"],
  "attachment.tooMany": ["max"],
  "attachment.tooLarge": ["maxBytes"],
  // Recurrence (time/recurrence.ts, forms/recurrence.ts).
  "recurrence.invalidDay": [],
  "recurrence.endOrCountRequired": [],
  "recurrence.occurrenceCountTooLow": ["min"],
  "recurrence.tooManyOccurrences": ["max"],
  "recurrence.endBeforeStart": [],
  "recurrence.periodTooLong": ["max"],
  "recurrence.weekdaysRequired": [],
  "recurrence.dayOfMonthRequired": [],
  "recurrence.nthRequired": [],
  "recurrence.noOccurrence": [],
  // Availability (forms/availability.ts).
  "availability.periodTooLong": ["days"],
  // Means of intervention (forms/means-of-intervention.ts, means-of-intervention-type-offer.ts).
  "means.outsideActivityPeriod": ["start", "end"],
  "means.predefinedScheduleNotCurrent": [],
  "means.rendezvousAfterStart": [],
  "means.returnBeforeEnd": [],
  "means.typeUnknown": [],
  "means.typeDisabled": [],
  "means.typeNotOffered": [],
  "means.departureUnknown": [],
  "means.departureNotOfType": [],
  // Staff and splitting of a means (staffing/*.ts, time/split.ts).
  "staff.belowValidated": ["min"],
  "staff.maximumExceeded": ["max"],
  "split.notTwelveHours": ["hours"],
  // Registrations (forms/registration-edit.ts, forms/unregistration.ts, staffing/registration-rules.ts).
  "registration.startTooEarly": ["hours"],
  "registration.endTooLate": ["hours"],
  "registration.outsideMeansPeriod": ["start", "end"],
  "registration.overlapsParticipation": [],
  "registration.operationalRoleNotOfType": [],
  "registration.unregistrationCommentRequired": [],
  "registration.unregisterShortNotice": ["hours"],
  "schedule.unchanged": [],
  // Duplication of a means (forms/duplicate.ts).
  "duplicate.copyCountTooLow": ["min"],
  "duplicate.copyCountTooHigh": ["max"],
  "duplicate.offsetRequired": [],
  "duplicate.targetNotAfterSource": [],
  "duplicate.targetTooFar": ["days"],
  // Alerts and reinforcements (forms/alert.ts, forms/reinforcement.ts).
  "alert.textRequired": [],
  "alert.dateInPast": [],
  "reinforcement.sharedAddressExists": [],
  // Roles and privileges (forms/role-assignment.ts, permissions/privilege.ts).
  "scope.typeNotForRole": ["allowed"],
  "scope.unknownActivity": [],
  "scope.unknownActivityType": [],
  "scope.unknownEntity": [],
  "scope.unknownEntityType": [],
  "scope.typeMismatch": [],
  "scope.itemsOrTypes": [],
  "scope.kindMismatch": ["scopeType"],
  // The API's own check of the ids a form names, against the stored reference data.
  "value.unknown": [],
} as const satisfies Record<string, readonly string[]>;

/** A code a finding can carry. */
export type FindingCode = keyof typeof findingParams;

/** Every code a finding can carry, in the order of {@link findingParams}. */
export const findingCodes = Object.keys(findingParams) as readonly FindingCode[];

/** Whether a text is one of the {@link findingCodes}. */
/* @__NO_SIDE_EFFECTS__ */
export function isFindingCode(value: string): value is FindingCode {
  return Object.hasOwn(findingParams, value);
}
