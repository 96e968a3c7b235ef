import { toCalendarDate, toZoned } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantMs } from "../staffing/period.js";
import { dateOfEpochDay, epochDay } from "./calendar-arithmetic.js";
import { fastInstantMs, isInstant, localDaySpan, wallClockMinutes } from "./wall-clock.js";
import { toZonedInstant } from "./zoned.js";

const runs = { numRuns: 1000 };
/** Zones with a change at midnight (Santiago), of half an hour (Lord Howe), at :45 (Chatham). */
const timeZones = [
  "Europe/Paris",
  "America/New_York",
  "America/Santiago",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "UTC",
] as const;
const from2000 = Date.UTC(2000, 0, 1);
const to2040 = Date.UTC(2040, 0, 1);
const offsets = ["Z", "+00:00", "+02:00", "-03:00", "+05:30", "-09:30", "+12:45", "+14:00"];

/** An instant in the API's form, with any offset and an optional fraction. */
const apiInstant = fc
  .tuple(
    fc.integer({ min: from2000, max: to2040 }),
    fc.constantFrom(...offsets),
    fc.constantFrom("", ".5", ".123", ".123456"),
  )
  .map(([time, offset, fraction]) => {
    const zoned = toZonedInstant(new Date(time), offset === "Z" ? "UTC" : `Etc/UTC`);
    const minutes =
      offset === "Z"
        ? 0
        : (offset.startsWith("-") ? -1 : 1) *
          (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
    const local = new Date(zoned.toDate().getTime() + minutes * 60_000).toISOString().slice(0, 19);
    return `${local}${fraction}${offset}`;
  });

/** Minutes since 1970-01-01 00:00 on the wall clock, the slow and plainly right way. */
function referenceMinutes(time: number, timeZone: string): number {
  const zoned = toZonedInstant(new Date(time), timeZone);
  return Math.floor(
    Date.UTC(zoned.year, zoned.month - 1, zoned.day, zoned.hour, zoned.minute) / 60_000,
  );
}

/** The first and last local days of [start, end), as the domain used to work them out. */
function referenceDays(start: number, end: number, timeZone: string) {
  const startAt = toZonedInstant(new Date(start), timeZone);
  const endAt = toZonedInstant(new Date(end), timeZone);
  const first = toCalendarDate(startAt);
  if (end <= start) return { startDay: epochDay(first), endDay: epochDay(first) };
  let last = toCalendarDate(endAt);
  if (toZoned(last, timeZone).compare(endAt) === 0) last = last.subtract({ days: 1 });
  return { startDay: epochDay(first), endDay: epochDay(last) };
}

describe("reading instants in bulk", () => {
  it("reads the API's instants exactly, whatever the offset or fraction", () => {
    fc.assert(
      fc.property(apiInstant, (value) => {
        // The engine's own reading of a valid ISO 8601 instant is the reference.
        expect(fastInstantMs(value)).toBe(new Date(value).getTime());
        expect(instantMs(value)).toBe(new Date(value).getTime());
      }),
      runs,
    );
  });

  it("reads offsets west of UTC with minutes: 10:00-03:30 is 13:30 UTC", () => {
    expect(new Date(fastInstantMs("2026-06-10T10:00:00-03:30")).toISOString()).toBe(
      "2026-06-10T13:30:00.000Z",
    );
    expect(toZonedInstant("2026-06-10T10:00:00-03:30", "UTC").hour).toBe(13);
  });

  it("refuses what is not an instant, even where Date.parse would guess", () => {
    for (const value of [
      "2026-02-30T10:00:00Z",
      "2027-02-29T10:00:00Z",
      "2026-06-10T24:00:00Z",
      "2026-06-10T10:60:00Z",
      "2026-06-10T10:00:00",
      "2026-06-10 10:00:00Z",
      "2026-06-10",
    ]) {
      expect(() => fastInstantMs(value), value).toThrow(RangeError);
    }
    expect(fastInstantMs("2028-02-29T10:00:00Z")).toBe(Date.UTC(2028, 1, 29, 10));
    expect(isInstant("2026-02-30T10:00:00Z")).toBe(false);
    expect(isInstant("2027-01-01T00:00:00+01")).toBe(false);
    expect(isInstant("2028-02-29T10:00:00+01:00")).toBe(true);
    expect(fastInstantMs("2026-06-10T10:00:00+0100")).toBe(Date.UTC(2026, 5, 10, 9));
  });

  it("reads each shape of the API's form, and leaves the others to the strict reading", () => {
    const at = (value: string) => new Date(fastInstantMs(value)).toISOString();
    expect(at("2026-06-10T10:00+01:00")).toBe("2026-06-10T09:00:00.000Z");
    expect(at("2026-06-10T10:00:05.7-0130")).toBe("2026-06-10T11:30:05.700Z");
    expect(at("2026-06-10T10:00:05.123456789Z")).toBe("2026-06-10T10:00:05.123Z");
    expect(at("1600-02-29T00:00:00Z")).toBe("1600-02-29T00:00:00.000Z");
    for (const value of [
      "2026-06-10T10:00:00.Z",
      "2026-06-10T10:00:00.1234567890Z",
      "2026-06-10T10:00:00+01:0",
      "2026-06-10T10:00:00+01-00",
      "2026-06-10T10:00:00+0a:00",
      "2026-06-10T10:00:0aZ",
      "2026-06-10T10:0a:00Z",
      "2026-06-10T10:00:00Zz",
      "2026-06-10T10:00:00+24:00",
      "2026-06-10T10:00:00+01:60",
      "2026-00-10T10:00:00Z",
      "2026-06-00T10:00:00Z",
      "2026-06-10t10:00:00Z",
    ]) {
      expect(isInstant(value), value).toBe(false);
    }
  });

  it("takes the other ISO 8601 forms the strict reading takes", () => {
    expect(fastInstantMs("2026-06-10T10:00Z")).toBe(instantMs("2026-06-10T10:00Z"));
  });
});

describe("wall-clock minutes", () => {
  it("equal the zone's wall clock at every instant, daylight-saving days included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: from2000, max: to2040 }),
        fc.constantFrom(...timeZones),
        (time, timeZone) => {
          expect(wallClockMinutes(time, timeZone)).toBe(referenceMinutes(time, timeZone));
        },
      ),
      runs,
    );
  });

  it("are exact around a change: 02:00 in Paris on 29 March 2026 is 03:00", () => {
    const paris = "Europe/Paris";
    const before = wallClockMinutes("2026-03-29T00:59:00Z", paris);
    const after = wallClockMinutes("2026-03-29T01:00:00Z", paris);
    expect(after - before).toBe(61);
    expect(after % 1440).toBe(3 * 60);
  });

  it("read strings and milliseconds alike", () => {
    const value = "2026-06-10T08:30:00+02:00";
    expect(wallClockMinutes(value, "Europe/Paris")).toBe(
      wallClockMinutes(instantMs(value), "Europe/Paris"),
    );
  });
});

describe("local days of a period", () => {
  const period = fc
    .tuple(
      fc.integer({ min: from2000, max: to2040 }),
      fc.integer({ min: -3 * 3_600_000, max: 5 * 86_400_000 }),
      fc.constantFrom(...timeZones),
    )
    .map(([start, length, timeZone]) => ({ start, end: start + length, timeZone }));

  it("are the days the period touches, its end excluded", () => {
    fc.assert(
      fc.property(period, ({ start, end, timeZone }) => {
        const span = localDaySpan(start, end, timeZone);
        const reference = referenceDays(start, end, timeZone);
        expect({ startDay: span.startDay, endDay: span.endDay }).toEqual(reference);
      }),
      runs,
    );
  });

  it("start and end at midnight on the same whole days, however long the days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_957, max: 25_567 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...timeZones.filter((zone) => zone !== "America/Santiago")),
        (first, days, timeZone) => {
          const start = toZoned(dateOfEpochDay(first), timeZone).toDate().getTime();
          const end = toZoned(dateOfEpochDay(first + days), timeZone)
            .toDate()
            .getTime();
          expect(localDaySpan(start, end, timeZone)).toEqual({
            startDay: first,
            startMinute: 0,
            endDay: first + days - 1,
            endMinute: 1440,
          });
        },
      ),
      runs,
    );
  });

  it("end the day before in a zone whose day starts at 01:00 on a change day", () => {
    const span = localDaySpan(
      "2026-09-05T20:00:00-04:00",
      "2026-09-06T01:00:00-03:00",
      "America/Santiago",
    );
    expect(dateOfEpochDay(span.endDay).toString()).toBe("2026-09-05");
    expect(span.endMinute).toBe(1440);
  });

  it("count a period that does not end after it starts on its start day only", () => {
    const span = localDaySpan(
      "2026-06-10T22:00:00+02:00",
      "2026-06-10T06:00:00+02:00",
      "Europe/Paris",
    );
    expect(span.endDay).toBe(span.startDay);
    expect(span.startMinute).toBe(22 * 60);
  });
});
