import { type ConflictType, conflictTypes } from "./staffing/conflicts.js";

/**
 * The error payload every API refusal carries, end to end (spec 01 §8): the planner shows it as
 * `apiError.{category}.{code}` with `data` as parameters. The catalogue below is spec 02 §8 as
 * data: typed constructors for the API, and `errorCatalogue` for the planner's translation check.
 */
export interface ApiError<Data = Record<string, unknown>> {
  category: string;
  code: string;
  data: Data;
}

/** Error categories the API uses: the subjects of spec 02 §8, plus the technical ones. */
export const errorCategories = [
  "unknown",
  "authentication",
  "authorization",
  "validation",
  "activity",
  "entity",
  "monitoring",
  "operationalActivity",
  "recurrence",
  "meansOfInterventionType",
  "meansOfIntervention",
  "registration",
  "scheduleChange",
  "alert",
  "securityRole",
  "scope",
  "userProfile",
  "userProfileScope",
  "operationalRole",
  "interventionSchedule",
  "predefinedSchedule",
  "departure",
  "person",
  "releaseNotes",
  "absence",
  "schedule",
  "workSchedule",
  "reinforcement",
  "reinforcementNotification",
  "attachment",
  "locationType",
  "notification",
  "automatedJob",
  "importExport",
  // A volunteer's availability declaration (decision 046).
  "availability",
  "client",
  "request",
] as const;

/** One error category. */
export type ErrorCategory = (typeof errorCategories)[number];

/** Builds an error payload. */
export function apiError<Data extends Record<string, unknown>>(
  category: ErrorCategory,
  code: string,
  data: Data = {} as Data,
): ApiError<Data> {
  return { category, code, data };
}

/**
 * A refusal raised by a rule or a service: the `{ category, code, data }` the client receives.
 * What it becomes on the wire (the HTTP status) is the edge's choice, not the raiser's.
 */
export class Refusal extends Error {
  override name = "Refusal";

  constructor(readonly error: ApiError) {
    super(`${error.category}.${error.code}`);
  }
}

/** Shorthand for a {@link Refusal} of `category.code` with its data. */
export function refusal(
  category: ErrorCategory,
  code: string,
  data: Record<string, unknown> = {},
): Refusal {
  return new Refusal(apiError(category, code, data));
}

/** Whether a value has the shape of an error payload. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.category === "string" && typeof candidate.code === "string";
}

type Data = Record<string, unknown>;

/** Subjects that have both a `forbidden` and a `notFound` error (spec 02 §8). */
export const notFoundSubjects = [
  "activity",
  "entity",
  "operationalActivity",
  "recurrence",
  "meansOfInterventionType",
  "meansOfIntervention",
  "registration",
  "scheduleChange",
  "securityRole",
  "scope",
  "userProfile",
  "userProfileScope",
  "operationalRole",
  "interventionSchedule",
  "predefinedSchedule",
  "departure",
  "person",
  "releaseNotes",
  "reinforcementNotification",
  "attachment",
  "locationType",
  // An e-mail of the outbox.
  "notification",
  // A run of an automated job.
  "automatedJob",
  // An import of a file of the time-and-attendance tool.
  "importExport",
  // A volunteer's availability declaration.
  "availability",
] as const satisfies readonly ErrorCategory[];
export type NotFoundSubject = (typeof notFoundSubjects)[number];

/** Subjects of a `forbidden` error: the above, plus absences, schedules and work schedules. */
export const forbiddenSubjects = [
  ...notFoundSubjects,
  "absence",
  "schedule",
  "workSchedule",
] as const satisfies readonly ErrorCategory[];
export type ForbiddenSubject = (typeof forbiddenSubjects)[number];

/** What cannot be deleted while people or means use it (spec 02 §8 `isInUse`). */
export const inUseSubjects = [
  "operationalActivity",
  "meansOfInterventionType",
  "meansOfIntervention",
] as const satisfies readonly ErrorCategory[];
export type InUseSubject = (typeof inUseSubjects)[number];

/** Entities with a lifecycle, hence an `unexpectedStatus` error (spec 01 §4, spec 02 §8). */
export const lifecycleCategories = [
  "operationalActivity",
  "meansOfIntervention",
  "registration",
  "scheduleChange",
  "alert",
  // An e-mail: only a failed one is sent again.
  "notification",
] as const satisfies readonly ErrorCategory[];
export type LifecycleCategory = (typeof lifecycleCategories)[number];

/** What has dates bounded by its parent, and what has conflicts: means and registrations. */
export const staffingSubjects = [
  "meansOfIntervention",
  "registration",
] as const satisfies readonly ErrorCategory[];
export type StaffingSubject = (typeof staffingSubjects)[number];

/** Messages the planner raises itself, under category `client` (spec 02 §8). */
export const clientMessageCodes = [
  "recurrenceDeletionIncomplete",
  "noMeansTypeForActivity",
  "noScopeForRole",
  "unknownEntity",
  "unknownEntityType",
  "unknownActivity",
  "unknownActivityType",
  "accessDenied",
] as const;
export type ClientMessageCode = (typeof clientMessageCodes)[number];

/** Success messages of imports and exports (spec 02 §8), under category `importExport`. */
export const successCodes = ["exportSucceeded", "importSucceeded"] as const;
export type SuccessCode = (typeof successCodes)[number];

/** The data of `unexpectedStatus`: the current status, the action and where it is allowed. */
export type UnexpectedStatusData = {
  status: string;
  action: string;
  allowedFrom: readonly string[];
};

/** The data of `datesOutOfBounds`: the bounds expected and the dates given (ISO instants). */
export type DatesOutOfBoundsData = {
  expectedMin: string;
  expectedMax: string;
  start: string;
  end: string;
};

/** `{subject}.notFound` (spec 02 §8), e.g. `notFound("meansOfIntervention", { id })`. */
export function notFound<D extends Data>(subject: NotFoundSubject, data = {} as D): ApiError<D> {
  return apiError(subject, "notFound", data);
}

/** `{subject}.forbidden`: the active role may not see or touch it (spec 02 §8). */
export function forbidden<D extends Data>(subject: ForbiddenSubject, data = {} as D): ApiError<D> {
  return apiError(subject, "forbidden", data);
}

/** `{subject}.isInUse`: cannot be deleted while people or means use it (spec 02 §8). */
export function isInUse<D extends Data>(subject: InUseSubject, data = {} as D): ApiError<D> {
  return apiError(subject, "isInUse", data);
}

/** `meansOfIntervention.isInUseSplit`: people are registered on the other half (spec 02 §4, §8). */
export function isInUseSplit<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("meansOfIntervention", "isInUseSplit", data);
}

/** `{category}.unexpectedStatus`: the action is not allowed in this status (spec 02 §8). */
export function unexpectedStatus(
  category: LifecycleCategory,
  data: UnexpectedStatusData,
): ApiError<UnexpectedStatusData> {
  return apiError(category, "unexpectedStatus", data);
}

/** `absence.unexpectedAbsenceStatus` (spec 02 §8). */
export function unexpectedAbsenceStatus<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("absence", "unexpectedAbsenceStatus", data);
}

/** `{subject}.datesOutOfBounds`: outside the parent's period (spec 02 §8). */
export function datesOutOfBounds(
  subject: StaffingSubject,
  data: DatesOutOfBoundsData,
): ApiError<DatesOutOfBoundsData> {
  return apiError(subject, "datesOutOfBounds", data);
}

/** `registration.registrationInvalidPersonScope`: the person is outside the scope (spec 02 §8). */
export function registrationInvalidPersonScope<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("registration", "registrationInvalidPersonScope", data);
}

/** `registration.registrationInvalidMeansOfInterventionScope` (spec 02 §8). */
export function registrationInvalidMeansOfInterventionScope<D extends Data>(
  data = {} as D,
): ApiError<D> {
  return apiError("registration", "registrationInvalidMeansOfInterventionScope", data);
}

/** `registration.rejectionReasonRequired`: a rejection says why, absence or rescheduling. */
export function rejectionReasonRequired<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("registration", "rejectionReasonRequired", data);
}

/** `registration.unregistrationCommentRequired`: a validated one needs a comment (spec 02 §4). */
export function unregistrationCommentRequired<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("registration", "unregistrationCommentRequired", data);
}

/** `meansOfIntervention.alreadySplit`: a split is irreversible, a half is not split again (§4). */
export function alreadySplit<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("meansOfIntervention", "alreadySplit", data);
}

/** `reinforcement.sharedReinforcementAddressAlreadyExists` (spec 02 §8). */
export function sharedReinforcementAddressAlreadyExists<D extends Data>(
  data = {} as D,
): ApiError<D> {
  return apiError("reinforcement", "sharedReinforcementAddressAlreadyExists", data);
}

/** `notification.temporaryActionLinkInvalid`: an e-mail's action link is wrong or expired. */
export function temporaryActionLinkInvalid<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("notification", "temporaryActionLinkInvalid", data);
}

/** `userProfile.unexpectedUserStaffType` (spec 02 §8). */
export function unexpectedUserStaffType<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("userProfile", "unexpectedUserStaffType", data);
}

/** `importExport.noPredefinedScheduleFile`: no file on the server (spec 02 §8). */
export function noPredefinedScheduleFile<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("importExport", "noPredefinedScheduleFile", data);
}

/** `importExport.importError`: the generic import error (spec 02 §8). */
export function importError<D extends Data>(data = {} as D): ApiError<D> {
  return apiError("importExport", "importError", data);
}

/**
 * `{subject}.{type}Conflict`, e.g. `registration.absenceConflict` (spec 02 §8): the key of a
 * conflict of `staffing/conflicts.ts`, for a means or a registration; whether it blocks is the
 * conflict's own `blocking` flag.
 */
export function conflict<D extends Data>(
  subject: StaffingSubject,
  type: ConflictType,
  data = {} as D,
): ApiError<D> {
  return apiError(subject, `${type}Conflict`, data);
}

/** `client.{code}`: a message the planner raises itself (spec 02 §8). */
export function clientMessage<D extends Data>(
  code: ClientMessageCode,
  data = {} as D,
): ApiError<D> {
  return apiError("client", code, data);
}

/** `importExport.{code}`: a success message, translated as `apiSuccess.importExport.{code}`. */
export function successMessage<D extends Data>(code: SuccessCode, data = {} as D): ApiError<D> {
  return apiError("importExport", code, data);
}

/** One `{category, code}` pair of the catalogue. */
export interface CatalogueEntry {
  category: ErrorCategory;
  code: string;
}

const each = (categories: readonly ErrorCategory[], code: string): CatalogueEntry[] =>
  categories.map((category) => ({ category, code }));

const codesOf = (category: ErrorCategory, ...codes: readonly string[]): CatalogueEntry[] =>
  codes.map((code) => ({ category, code }));

/**
 * Every error the planner may have to show, as `{category, code}` (spec 01 §8, spec 02 §8): the
 * planner's translation check asserts a message `apiError.{category}.{code}` exists for each.
 */
export const errorCatalogue: readonly CatalogueEntry[] = [
  ...codesOf("unknown", "undefinedError", "unknownError", "unknownApiError", "unknownApiErrorKey"),
  ...codesOf("unknown", "routeNotFound"),
  ...codesOf("authentication", "missingToken", "invalidToken", "expiredToken", "unknownAccount"),
  ...codesOf("authorization", "unknownUser"),
  ...codesOf("validation", "invalidRequest", "invalidId", "invalidForm", "alreadyExists"),
  ...codesOf("request", "tooManyRequests", "payloadTooLarge", "headersTooLarge"),
  ...codesOf("authorization", "forbidden"),
  ...each(lifecycleCategories, "concurrentChange"),
  ...codesOf("registration", "staffMaximumReached", "registrationDeadlinePassed"),
  ...codesOf("scheduleChange", "pendingExists"),
  ...each(forbiddenSubjects, "forbidden"),
  ...each(notFoundSubjects, "notFound"),
  ...each(inUseSubjects, "isInUse"),
  ...codesOf("meansOfIntervention", "isInUseSplit", "alreadySplit"),
  // A notice of a means sent by hand (decision 035).
  ...codesOf("meansOfIntervention", "noRecipient", "notifiedRecently", "ended"),
  ...each(lifecycleCategories, "unexpectedStatus"),
  ...codesOf("absence", "unexpectedAbsenceStatus"),
  ...each(staffingSubjects, "datesOutOfBounds"),
  ...codesOf(
    "registration",
    "registrationInvalidPersonScope",
    "registrationInvalidMeansOfInterventionScope",
    "unregistrationCommentRequired",
    "rejectionReasonRequired",
  ),
  ...codesOf(
    "reinforcement",
    "sharedReinforcementAddressAlreadyExists",
    "reinforcementPersonAlreadyExists",
    "noRecipient",
    "nothingToReinforce",
    "staffComplete",
    "meansEnded",
  ),
  ...codesOf("alert", "notFound"),
  ...codesOf("notification", "temporaryActionLinkInvalid"),
  ...codesOf("userProfile", "unexpectedUserStaffType"),
  ...codesOf("importExport", "noPredefinedScheduleFile", "importError"),
  ...conflictTypes.flatMap((type) => each(staffingSubjects, `${type}Conflict`)),
  ...codesOf("client", ...clientMessageCodes),
];

/** Every success message, translated as `apiSuccess.{category}.{code}` (spec 02 §8). */
export const successCatalogue: readonly CatalogueEntry[] = codesOf("importExport", ...successCodes);

const withFields = (entries: readonly CatalogueEntry[], fields: readonly string[]) =>
  entries.map(({ category, code }) => [`${category}.${code}`, fields] as const);

/**
 * The fields of `data` each error of the catalogue may carry, by `{category}.{code}`: those of
 * every place that raises it (the rules above and the API's services), merged, so a payload may
 * lack some of them. An entry not listed carries none. The planner's messages take their
 * parameters from these fields only. A subject's own list comes after the shared one and
 * replaces it.
 */
export const errorDataFields: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  ...withFields(codesOf("unknown", "unknownError"), ["message"]),
  ...withFields(codesOf("unknown", "unknownApiError"), ["status", "reason"]),
  ...withFields(codesOf("unknown", "unknownApiErrorKey"), ["key"]),
  ...withFields(codesOf("unknown", "routeNotFound"), ["method", "path"]),
  ...withFields(codesOf("authentication", "invalidToken"), ["reason"]),
  ...withFields(codesOf("validation", "invalidRequest"), ["issues", "reason"]),
  ...withFields(codesOf("request", "tooManyRequests"), ["retryAfterSeconds"]),
  ...withFields(codesOf("request", "payloadTooLarge"), ["limitBytes"]),
  ...withFields(codesOf("validation", "invalidId"), ["params"]),
  // A series edit names the occurrence whose findings refuse it (decision 031).
  ...withFields(codesOf("validation", "invalidForm"), ["findings", "operationalActivityId"]),
  ...withFields(codesOf("authorization", "forbidden"), ["feature", "write", "role"]),
  ...withFields(each(lifecycleCategories, "concurrentChange"), ["id", "version", "action"]),
  ...withFields(codesOf("registration", "staffMaximumReached"), ["meansOfInterventionId", "max"]),
  ...withFields(codesOf("registration", "registrationDeadlinePassed"), [
    "meansOfInterventionId",
    "deadline",
  ]),
  ...withFields(codesOf("scheduleChange", "pendingExists"), ["registrationId", "scheduleChangeId"]),
  ...withFields(each(forbiddenSubjects, "forbidden"), ["id"]),
  ...withFields(codesOf("meansOfInterventionType", "forbidden"), ["id", "operationalActivityId"]),
  ...withFields(codesOf("securityRole", "forbidden"), ["id", "roleCode", "held", "assignable"]),
  ...withFields(codesOf("scope", "forbidden"), [
    "id",
    "scopeType",
    "grantable",
    "personId",
    // The privilege pair refused (`PrivilegePair`).
    "kind",
    "entityId",
    "activityId",
    "entityTypeId",
    "activityTypeId",
  ]),
  ...withFields(each(notFoundSubjects, "notFound"), ["id"]),
  ...withFields(codesOf("userProfile", "notFound"), ["id", "personId"]),
  ...withFields(codesOf("securityRole", "notFound"), ["id", "personId", "roleCode"]),
  ...withFields(codesOf("alert", "notFound"), ["id"]),
  ...withFields(each(inUseSubjects, "isInUse"), ["id"]),
  ...withFields(codesOf("operationalActivity", "isInUse"), ["id", "registrations", "means"]),
  ...withFields(codesOf("meansOfIntervention", "isInUseSplit"), ["id"]),
  ...withFields(codesOf("meansOfIntervention", "alreadySplit"), ["splitSiblingId"]),
  ...withFields(codesOf("meansOfIntervention", "noRecipient"), ["id", "action", "unreachable"]),
  ...withFields(codesOf("meansOfIntervention", "notifiedRecently"), [
    "id",
    "action",
    "at",
    "availableAt",
  ]),
  ...withFields(codesOf("meansOfIntervention", "ended"), ["id", "action", "end"]),
  ...withFields(each(lifecycleCategories, "unexpectedStatus"), ["status", "action", "allowedFrom"]),
  ...withFields(each(staffingSubjects, "datesOutOfBounds"), [
    "expectedMin",
    "expectedMax",
    "start",
    "end",
  ]),
  ...withFields(codesOf("registration", "registrationInvalidPersonScope"), ["personId"]),
  ...withFields(codesOf("registration", "registrationInvalidMeansOfInterventionScope"), [
    "meansOfInterventionId",
  ]),
  ...withFields(codesOf("registration", "unregistrationCommentRequired"), ["status", "action"]),
  ...withFields(codesOf("registration", "rejectionReasonRequired"), ["allowed"]),
  ...withFields(codesOf("reinforcement", "sharedReinforcementAddressAlreadyExists"), [
    "entityId",
    "activityId",
    "email",
  ]),
  ...withFields(codesOf("reinforcement", "reinforcementPersonAlreadyExists"), [
    "entityId",
    "activityId",
    "personId",
  ]),
  ...withFields(codesOf("reinforcement", "noRecipient"), [
    "meansOfInterventionId",
    "entityId",
    "activityId",
  ]),
  ...withFields(codesOf("reinforcement", "nothingToReinforce"), ["operationalActivityId"]),
  ...withFields(codesOf("reinforcement", "staffComplete"), [
    "meansOfInterventionId",
    "staffCompleteness",
  ]),
  ...withFields(codesOf("reinforcement", "meansEnded"), ["meansOfInterventionId"]),
  ...withFields(codesOf("userProfile", "unexpectedUserStaffType"), [
    "roleCode",
    "staffType",
    "expected",
  ]),
  ...withFields(codesOf("client", "recurrenceDeletionIncomplete"), ["kept"]),
  ...withFields(codesOf("importExport", "importError"), [
    "importId",
    "kind",
    "refused",
    "refusals",
    "fileError",
  ]),
  ...withFields(codesOf("importExport", "noPredefinedScheduleFile"), ["kind"]),
  ...conflictTypes.flatMap((type) =>
    withFields(each(staffingSubjects, `${type}Conflict`), ["conflicts"]),
  ),
]);

/** The fields of `data` an error of the catalogue may carry ({@link errorDataFields}). */
export function errorDataFieldsOf(error: Pick<ApiError, "category" | "code">): readonly string[] {
  const key = `${error.category}.${error.code}`;
  // The category and code may come from a response: never a member of Object's prototype.
  return Object.hasOwn(errorDataFields, key) ? (errorDataFields[key] ?? []) : [];
}

/** The translation key of a payload: `apiError.{category}.{code}` (spec 01 §8). */
export function apiErrorKey(error: Pick<ApiError, "category" | "code">): string {
  return `apiError.${error.category}.${error.code}`;
}

/** The translation key of a success message: `apiSuccess.{category}.{code}`. */
export function successMessageKey(message: Pick<ApiError, "category" | "code">): string {
  return `apiSuccess.${message.category}.${message.code}`;
}

/** The message shown for a key without translation, with the key as `{key}` (spec 01 §8). */
export const unknownApiErrorKey = "apiError.unknown.unknownApiErrorKey";

/** What the error list shows: a translation key and its parameters. */
export interface ErrorDisplay {
  key: string;
  values: Record<string, unknown>;
}

const asValues = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};

const keyed = (category: string, code: string, data: unknown): ErrorDisplay => ({
  key: apiErrorKey({ category, code }),
  values: asValues(data),
});

/** The translation key and values of anything thrown, before the missing-translation check. */
function displayOf(error: unknown): ErrorDisplay {
  if (error === undefined || error === null) return keyed("unknown", "undefinedError", {});
  if (typeof error === "string") return { key: error, values: {} };
  if (isApiError(error)) return keyed(error.category, error.code, error.data);
  if (typeof error !== "object") return keyed("unknown", "unknownApiError", {});
  const { response, error: payload } = error as { response?: unknown; error?: unknown };
  const body = asValues(asValues(response).data);
  if (isApiError(body.error)) return keyed(body.error.category, body.error.code, body.data);
  // The planner's ApiRequestError carries the payload under `error`: the same form, unwrapped.
  if (isApiError(payload)) return keyed(payload.category, payload.code, payload.data);
  if (error instanceof Error) return keyed("unknown", "unknownError", { message: error.message });
  return keyed("unknown", "unknownApiError", {});
}

/**
 * How the error list shows an error (spec 01 §8): a string is a translation key; a payload
 * `{category, code, data}` is `apiError.{category}.{code}` with `data`; an HTTP error whose
 * `response.data.error` is a payload uses it with `response.data.data`; otherwise
 * `unknown.undefinedError` (nothing), `unknown.unknownError` (an Error, with its message) or
 * `unknown.unknownApiError`. A key without translation becomes `apiError.unknown.unknownApiErrorKey`
 * with the key as `{key}`.
 */
export function errorDisplay(
  error: unknown,
  hasTranslation: (key: string) => boolean,
): ErrorDisplay {
  const display = displayOf(error);
  return hasTranslation(display.key)
    ? display
    : { key: unknownApiErrorKey, values: { key: display.key } };
}
