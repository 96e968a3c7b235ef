/**
 * The API's instants read field by field: `YYYY-MM-DDTHH:mm[:ss[.fraction]]` then `Z`,
 * `±HH:MM` or `±HHMM`. Every field is checked (30 February, 24:00 and 10:60 are refused), and offsets west
 * of UTC with minutes are read as such (`-03:30` is three hours and a half behind UTC).
 */

const instantPattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;
const minuteMs = 60_000;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Milliseconds since the epoch of an ISO 8601 instant with offset, or `null` when the string has
 * another shape (no offset, a date alone, a bracketed zone…).
 *
 * @throws RangeError when it has the shape but an impossible field (30 February, 24:00).
 */
export function parseInstantMs(value: string): number | null {
  const match = instantPattern.exec(value);
  if (match === null) return null;
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match as unknown as (string | undefined)[];
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? 0);
  const offsetHours = Number(oh ?? 0);
  const offsetMinutes = Number(om ?? 0);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHours > 23 ||
    offsetMinutes > 59
  ) {
    throw new RangeError(`Not an instant: ${value}`);
  }
  // Milliseconds: the first three digits of the fraction (further digits are dropped).
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, "0"));
  const offset = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * minuteMs;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, ms);
  return utc.getTime() - offset;
}
