/**
 * The API's instants read character by character: `YYYY-MM-DDTHH:mm[:ss[.fraction]]` then `Z`,
 * `±HH:MM` or `±HHMM`. Every field is checked (30 February, 24:00 and 10:60 are refused), offsets
 * west of UTC with minutes are read as such (`-03:30` is three hours and a half behind UTC), and
 * no object is built: the calendars read thousands of instants at a time.
 */

const minuteMs = 60_000;
const dayMinutes = 1440;

/** The digit at `at`, or -1. */
function digit(value: string, at: number): number {
  const code = value.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** The two-digit number at `at`, or -1. */
function twoDigits(value: string, at: number): number {
  const tens = digit(value, at);
  const units = digit(value, at + 1);
  return tens < 0 || units < 0 ? -1 : tens * 10 + units;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (the civil-from-days inverse). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Milliseconds since the epoch of an ISO 8601 instant with offset, or `null` when the string has
 * another shape (no offset, a date alone, a bracketed zone…).
 *
 * @throws RangeError when it has the shape but an impossible field (30 February, 24:00).
 */
export function parseInstantMs(value: string): number | null {
  const length = value.length;
  if (
    length < 17 ||
    value.charCodeAt(4) !== 45 || // -
    value.charCodeAt(7) !== 45 ||
    value.charCodeAt(10) !== 84 || // T
    value.charCodeAt(13) !== 58 // :
  ) {
    return null;
  }
  const high = twoDigits(value, 0);
  const low = twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  const hour = twoDigits(value, 11);
  const minute = twoDigits(value, 14);
  if (high < 0 || low < 0 || month < 0 || day < 0 || hour < 0 || minute < 0) return null;
  let at = 16;
  let second = 0;
  let millisecond = 0;
  if (value.charCodeAt(at) === 58) {
    second = twoDigits(value, at + 1);
    if (second < 0) return null;
    at += 3;
    if (value.charCodeAt(at) === 46) {
      // A fraction of 1 to 9 digits; milliseconds are its first three.
      const start = at + 1;
      at = start;
      while (at < length && digit(value, at) >= 0) at++;
      const digits = at - start;
      if (digits < 1 || digits > 9) return null;
      for (let k = 0; k < 3; k++) {
        millisecond = millisecond * 10 + (k < digits ? digit(value, start + k) : 0);
      }
    }
  }
  let offsetMinutes: number;
  const sign = value.charCodeAt(at);
  if (sign === 90 && at === length - 1) {
    offsetMinutes = 0; // Z
  } else if ((sign === 43 || sign === 45) && (length - at === 6 || length - at === 5)) {
    const withColon = length - at === 6;
    if (withColon && value.charCodeAt(at + 3) !== 58) return null;
    const hours = twoDigits(value, at + 1);
    const minutes = twoDigits(value, withColon ? at + 4 : at + 3);
    if (hours < 0 || minutes < 0) return null;
    if (hours > 23 || minutes > 59) throw new RangeError(`Not an instant: ${value}`);
    offsetMinutes = (sign === 45 ? -1 : 1) * (hours * 60 + minutes);
  } else {
    return null;
  }
  const year = high * 100 + low;
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new RangeError(`Not an instant: ${value}`);
  }
  const minutes = daysFromCivil(year, month, day) * dayMinutes + hour * 60 + minute - offsetMinutes;
  return minutes * minuteMs + second * 1000 + millisecond;
}
