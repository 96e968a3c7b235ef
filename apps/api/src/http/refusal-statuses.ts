import type { ApiError } from "@releve/domain";

/*
 * The one table of the HTTP statuses of refusals (decision 006): rules and services raise a
 * `Refusal` with its `{ category, code, data }`; the edge alone says what status it travels with.
 */

/** Codes with a status of their own, whatever their category. */
const statusByCode: Readonly<Record<string, number>> = {
  notFound: 404,
  routeNotFound: 404,
  forbidden: 403,
  unknownUser: 403,
  registrationInvalidPersonScope: 403,
  registrationInvalidMeansOfInterventionScope: 403,
  // What the request lacks, as a field of a form would.
  rejectionReasonRequired: 400,
  unregistrationCommentRequired: 400,
};

/** Categories whose every code shares a status, unless said otherwise above or below. */
const statusByCategory: Readonly<Record<string, number>> = {
  authentication: 401,
  validation: 400,
};

/** Single refusals whose status differs from their code's or their category's. */
const statusByRefusal: Readonly<Record<string, number>> = {
  // The provider answered, but for an account it does not know: the request named it wrongly.
  "authentication.unknownAccount": 400,
  // The row is there already: the state of the data, as any other conflict.
  "validation.alreadyExists": 409,
  // Wrong, used and expired links answer alike: a link reveals nothing of other links.
  "notification.temporaryActionLinkInvalid": 404,
  // A file whose lines or header are wrong: the request's content, as a form's findings.
  "importExport.importError": 400,
  "request.tooManyRequests": 429,
  "request.payloadTooLarge": 413,
  "request.headersTooLarge": 431,
  "unknown.unknownError": 500,
  "unknown.unknownApiError": 500,
};

/**
 * The HTTP status of a refusal: 404 for what does not exist, 403 for what lies outside the
 * caller's rights or scope, 401 without a valid token, 400 for a malformed request or form, 409
 * for everything the state of the data forbids (a status, a use, a conflict, a rule).
 */
export function refusalStatus(error: Pick<ApiError, "category" | "code">): number {
  return (
    statusByRefusal[`${error.category}.${error.code}`] ??
    statusByCode[error.code] ??
    statusByCategory[error.category] ??
    409
  );
}
