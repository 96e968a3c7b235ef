import { type CalendarDate, toCalendarDate } from "@internationalized/date";
import type { Instant } from "../entities.js";
import type { StaffType } from "../roles.js";
import { addDays } from "../time/calendar-arithmetic.js";
import { type DayRange, workExportPeriod } from "../time/work-export.js";
import { instantToWallClock, toZonedInstant, wallClockToInstant } from "../time/zoned.js";
import type { WorkExportKind, workExportColumns } from "./file-formats.js";

/** The days an export covers, and the instants they run between in the organisation's zone. */
export interface WorkExportRange extends DayRange {
  /** The first day's midnight. */
  start: Instant;
  /** The midnight after the last day. */
  end: Instant;
}

/**
 * The instants a range of days runs between in `timeZone`: the first day's midnight and the
 * midnight after the last (a day of a clock change lasts 23 or 25 hours). Either end may be left
 * open.
 */
export function dayRangeInstants(
  days: { from?: CalendarDate | null; to?: CalendarDate | null },
  timeZone: string,
): { start: Instant | null; end: Instant | null } {
  const midnight = (day: CalendarDate) => {
    const instant = wallClockToInstant(`${day.toString()}T00:00`, timeZone);
    if (!instant) throw new RangeError(`No midnight on ${day.toString()} in ${timeZone}`);
    return instant;
  };
  return {
    start: days.from ? midnight(days.from) : null,
    end: days.to ? midnight(addDays(days.to, 1)) : null,
  };
}

/**
 * What an export made at `now` covers (spec 02 §9): the current and previous day or month of
 * the organisation's calendar, from the first day's midnight to the midnight after the last.
 */
export function workExportRange(
  kind: WorkExportKind,
  now: Date,
  timeZone: string,
): WorkExportRange {
  const today = toCalendarDate(toZonedInstant(now, timeZone));
  const days = workExportPeriod(kind, today);
  const { start, end } = dayRangeInstants(days, timeZone);
  if (!start || !end) throw new RangeError("An export covers closed days");
  return { ...days, start, end };
}

/** A validated participation, as the export reads it. */
export interface Participation {
  personIdCentralDb: string | null;
  lastName: string;
  firstName: string;
  staffType: StaffType;
  registrationId: number;
  meansOfInterventionId: number;
  operationalActivity: string;
  start: Date;
  end: Date;
}

/** One line of the export, by column (decision 027). */
export type WorkExportLine = Record<(typeof workExportColumns)[number], string | number>;

/**
 * A participation as a line of the export: its times on the organisation's wall clock, its
 * duration in real minutes (a night across a daylight-saving change counts the hour gained or
 * lost).
 */
export function workExportLine(participation: Participation, timeZone: string): WorkExportLine {
  const { start, end } = participation;
  return {
    personId: participation.personIdCentralDb ?? "",
    lastName: participation.lastName,
    firstName: participation.firstName,
    staffType: participation.staffType,
    registrationId: participation.registrationId,
    meansOfInterventionId: participation.meansOfInterventionId,
    operationalActivity: participation.operationalActivity,
    start: instantToWallClock(start, timeZone),
    end: instantToWallClock(end, timeZone),
    minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
  };
}
