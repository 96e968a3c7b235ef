import type { I18n, MessageDescriptor } from "@lingui/core";
import { type ApiError, errorDisplay, isInstant, successMessageKey } from "@releve/domain";
import { lifecycleErrorMessages } from "./action-errors/lifecycle";
import { staffingErrorMessages } from "./action-errors/staffing";
import { accessErrorMessages } from "./error-messages-access";
import {
  clientErrorMessages,
  generalErrorMessages,
  successMessages as successMessageList,
} from "./error-messages-general";

const byId = (descriptors: readonly MessageDescriptor[]) =>
  Object.fromEntries(descriptors.map((descriptor) => [descriptor.id, descriptor]));

/**
 * The message of every error of the domain's catalogue (spec 01 §8, spec 02 §8), by its key
 * `apiError.{category}.{code}`.
 */
export const errorMessages: Readonly<Record<string, MessageDescriptor>> = byId([
  ...generalErrorMessages,
  ...accessErrorMessages,
  ...lifecycleErrorMessages,
  ...staffingErrorMessages,
  ...clientErrorMessages,
]);

/** The message of every success of the domain's catalogue, by its key `apiSuccess.{category}.{code}`. */
export const successMessages: Readonly<Record<string, MessageDescriptor>> =
  byId(successMessageList);

/**
 * Translates anything thrown as the error list shows it (spec 01 §8, `errorDisplay` of the
 * domain): a string as a translation key; a payload `{category, code, data}`, bare, in an
 * `ApiRequestError` or in an HTTP response's data, as `apiError.{category}.{code}` with its data
 * as parameters; otherwise the unknown fallbacks. A key without translation shows the unknown
 * key message.
 */
export function describeError(i18n: I18n, error: unknown): string {
  const { key, values } = errorDisplay(
    error,
    (candidate) =>
      Object.hasOwn(errorMessages, candidate) || Object.hasOwn(i18n.messages, candidate),
  );
  // A key of another catalogue is translated by its id alone.
  const descriptor = (Object.hasOwn(errorMessages, key) ? errorMessages[key] : undefined) ?? {
    id: key,
  };
  return i18n._({ ...descriptor, values: messageValues(i18n, key, values) });
}

/** Translates an import or export success (spec 02 §8) as `apiSuccess.{category}.{code}`. */
export function describeSuccess(
  i18n: I18n,
  message: Pick<ApiError, "category" | "code"> & { data?: Record<string, unknown> },
): string {
  const key = successMessageKey(message);
  const descriptor = Object.hasOwn(successMessages, key) ? successMessages[key] : undefined;
  // A success without message is shown as an unknown key, like an error.
  if (!descriptor) return describeError(i18n, key);
  return i18n._({ ...descriptor, values: messageValues(i18n, key, message.data ?? {}) });
}

/**
 * A payload's data made readable for its message: instants as a date and time, and the
 * conflicts as the numbers of the other means they name. Everything else is passed as it came;
 * statuses, actions and counts are put into words by the message itself (ICU `select` and
 * `plural`).
 */
function messageValues(
  i18n: I18n,
  key: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => {
      if (field === "conflicts") return [field, otherMeansOf(i18n, key, value)];
      if (typeof value === "string" && isInstant(value)) return [field, dateTime(i18n, value)];
      return [field, value];
    }),
  );
}

/**
 * An instant as the organisation reads it. The API writes instants with the organisation's
 * offset, so the date and time written in the string are its wall clock: they are shown as
 * written, whatever the zone of the browser.
 */
function dateTime(i18n: I18n, instant: string): string {
  const wallClock = new Date(`${instant.slice(0, 16)}:00Z`);
  return new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(wallClock);
}

/**
 * The numbers of the other means named by the conflicts of the refused type (spec 02 §8
 * "IDs listed"), as a list of the active language ("12, 14 et 15"), or `none` when they name
 * none, which the message's `select` leaves out.
 */
function otherMeansOf(i18n: I18n, key: string, conflicts: unknown): string {
  const type = key
    .split(".")
    .at(-1)
    ?.replace(/Conflict$/, "");
  const ids = new Set<number>();
  for (const found of Array.isArray(conflicts) ? conflicts : []) {
    const { type: foundType, otherIds } = (found ?? {}) as { type?: unknown; otherIds?: unknown };
    if (foundType !== type || !Array.isArray(otherIds)) continue;
    for (const id of otherIds) if (typeof id === "number") ids.add(id);
  }
  if (ids.size === 0) return "none";
  const sorted = [...ids].sort((a, b) => a - b).map(String);
  return new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(sorted);
}
