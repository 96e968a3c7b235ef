import type { CalendarDate } from "@internationalized/date";
import { toCalendarDateTime } from "@internationalized/date";
import {
  atWallClock,
  calls,
  type DayRange,
  defaultTimeZone,
  formatInstant,
  formatInstantIn,
  governingRegistrationDeadline,
  maxPageSize,
  mayStillRegister,
  type personnelMobileCriteria,
  placeLeftCompletenesses,
} from "@releve/domain";
import { useMemo } from "react";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useOperationalActivities } from "../../../lib/planning/activities";
import { meansName } from "../../../lib/planning/means-types";

/** A means of the search, as `POST MeansOfIntervention/search` answers it. */
type FoundMeans = v.InferOutput<typeof calls.meansOfIntervention.meansListItemSchema>;

/** An open means the person may still register for, named for the calendar's day. */
export interface RegistrableMeans {
  means: FoundMeans;
  name: string;
  activityTitle: string;
}

/** The first instant of a day in the organisation's time zone. */
export function dayStart(date: CalendarDate) {
  return formatInstant(atWallClock(toCalendarDateTime(date), defaultTimeZone));
}

/**
 * The open means of the person's scope they may still register for over the days shown (decision
 * 044): a place left, not ended, their deadline not passed, not theirs already (`liveMeansIds`,
 * `null` while the person's registrations load), where the filter says. The soonest first;
 * `undefined` while loading.
 */
export function useRegistrableMeans(
  days: DayRange,
  now: Date,
  liveMeansIds: ReadonlySet<number> | null,
  /** Where their activities lie: the personnel mobile filter's criteria. */
  place: ReturnType<typeof personnelMobileCriteria>,
) {
  // Worked out once for the days shown: a change of day within them hashes nothing again.
  const body = useMemo(() => {
    const firstInstant = dayStart(days.from);
    return {
      ...place,
      status: "open" as const,
      staffCompletenesses: [...placeLeftCompletenesses],
      from:
        Date.parse(firstInstant) > now.getTime()
          ? firstInstant
          : formatInstantIn(now, defaultTimeZone),
      to: dayStart(days.to.add({ days: 1 })),
      sort: { field: "start" as const, direction: "asc" as const },
      page: 1,
      pageSize: maxPageSize,
    };
  }, [days, now, place]);
  const search = useCall(calls.meansOfIntervention.search, { body });
  const found = search.data?.items;
  const activityIds = useMemo(
    () => (found ? found.map((means) => means.operationalActivityId) : null),
    [found],
  );
  const activities = useOperationalActivities(activityIds);
  const registrable = useMemo(() => {
    const read = activities.data;
    if (!found || !read || !liveMeansIds) return undefined;
    return found.flatMap((means): RegistrableMeans[] => {
      // The activity read gives the deadline a means inherits from it.
      const activity = read.get(means.operationalActivityId);
      const deadline = governingRegistrationDeadline(means, activity);
      if (!mayStillRegister(means, deadline, liveMeansIds, now)) return [];
      const name = meansName(means.typeName, means.plateNumber);
      return [{ means, name, activityTitle: means.operationalActivity.title }];
    });
  }, [found, activities.data, liveMeansIds, now]);
  return {
    registrable,
    error: search.error ?? activities.error,
    retry: () => {
      void search.mutate();
      void activities.mutate();
    },
  };
}
