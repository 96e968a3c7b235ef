import type { Instant } from "../entities.js";
import { formatInstant, toZonedInstant } from "./zoned.js";

/** Offsets change at most on quarter hours (since 1970): one offset per zone and quarter hour. */
const quarterHour = 15 * 60_000;
/** Quarter hours remembered before the memory starts again. */
const maxRemembered = 50_000;
/** Offset in milliseconds by zone and quarter hour; `null` when a change falls inside it. */
const offsets = new Map<string, number | null>();

const offsetAt = (time: number, timeZone: string) =>
  toZonedInstant(new Date(time), timeZone).offset;

function quarterOffset(time: number, timeZone: string): number | null {
  const start = Math.floor(time / quarterHour) * quarterHour;
  const key = `${timeZone} ${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const first = offsetAt(start, timeZone);
    offset = first === offsetAt(start + quarterHour - 1, timeZone) ? first : null;
    if (offsets.size >= maxRemembered) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, "0");

/**
 * `formatInstant(toZonedInstant(value, timeZone))` — the instant with the zone's offset
 * (`2027-04-04T07:00:00+02:00`) — without building a zoned date each time: the offset is
 * looked up once per zone and quarter hour. Answers what `formatInstant` answers, to the
 * character; dates outside the years 1000–9999, and quarter hours holding an offset change,
 * take the long way.
 */
export function formatInstantIn(value: Date, timeZone: string): Instant {
  const time = value.getTime();
  const offset = Number.isFinite(time) ? quarterOffset(time, timeZone) : null;
  const local = new Date(time + (offset ?? 0));
  const year = local.getUTCFullYear();
  if (offset === null || offset % 60_000 !== 0 || year < 1000 || year > 9999) {
    return formatInstant(toZonedInstant(value, timeZone));
  }
  const milliseconds = local.getUTCMilliseconds();
  const minutes = Math.abs(offset) / 60_000;
  return (
    `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}` +
    `T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}` +
    (milliseconds ? String(milliseconds / 1000).slice(1) : "") +
    `${offset < 0 ? "-" : "+"}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
  );
}
