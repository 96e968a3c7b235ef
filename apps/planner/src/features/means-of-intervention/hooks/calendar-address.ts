import { type CalendarDate, parseDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { dayRangeInstants, parseDay } from "@releve/domain";
import { useSearchParams } from "react-router-dom";
import { useSettings } from "../../../lib/settings";
import {
  type MeansCalendarCriteria,
  useMeansCalendar,
  usePreloadMeansCalendar,
} from "../api/means";
import { type MeansFilters, meansCriteria } from "../components/MeansFilters";

/** A run of days a calendar shows, first and last. */
export interface CalendarDays {
  start: CalendarDate;
  end: CalendarDate;
}

/** What sets a calendar tab apart: its views, the one shown first, and the days a view shows. */
export interface CalendarKind<View extends string> {
  views: readonly View[];
  defaultView: View;
  days: (view: View, date: CalendarDate, locale: string) => CalendarDays;
}

/**
 * Where a calendar tab stands, kept in the address beside the filters so a reload or a shared
 * link shows the same days: `date` (the day in focus, `YYYY-MM-DD`) and `view`.
 */
export interface CalendarPlace<View extends string> {
  date: CalendarDate;
  view: View;
}

/** The place an address names, today and the kind's first view where it names none. */
export function readCalendarPlace<View extends string>(
  kind: CalendarKind<View>,
  search: URLSearchParams,
  today: CalendarDate,
): CalendarPlace<View> {
  const dateParameter = search.get("date") ?? "";
  const viewParameter = search.get("view");
  return {
    date: parseDay(dateParameter) !== null ? parseDate(dateParameter) : today,
    view: kind.views.find((candidate) => candidate === viewParameter) ?? kind.defaultView,
  };
}

/** The instants a run of days covers on the organisation's clock: from its first day's start. */
export function daysInstants(range: CalendarDays, timeZone: string): { from: string; to: string } {
  const { start, end } = dayRangeInstants({ from: range.start, to: range.end }, timeZone);
  if (!start || !end) throw new RangeError("A calendar's days always have instants");
  return { from: start, to: end };
}

/** What a calendar tab asks at a place: the filters' criteria over the days it shows. */
function calendarCriteria<View extends string>(
  kind: CalendarKind<View>,
  filters: MeansFilters,
  place: CalendarPlace<View>,
  locale: string,
  timeZone: string,
): MeansCalendarCriteria {
  const days = kind.days(place.view, place.date, locale);
  return { ...meansCriteria(filters), ...daysInstants(days, timeZone) };
}

/**
 * Starts the call of a calendar tab at a place, at the press that shows it (the tab, a period):
 * the answer travels while the page draws the new days, and the tab's own hook takes it.
 */
export function usePreloadCalendar(): <View extends string>(
  kind: CalendarKind<View>,
  filters: MeansFilters,
  place: CalendarPlace<View>,
) => void {
  const { i18n } = useLingui();
  const { timeZone } = useSettings();
  const preload = usePreloadMeansCalendar();
  return (kind, filters, place) =>
    preload(calendarCriteria(kind, filters, place, i18n.locale, timeZone));
}

/**
 * A calendar tab's place, days and means (one call a period, the previous period's kept while the
 * next loads): `show` moves to another day or view, in the address, its means asked at once.
 */
export function useCalendarTab<View extends string>(
  kind: CalendarKind<View>,
  filters: MeansFilters,
  today: CalendarDate,
) {
  const { i18n } = useLingui();
  const { timeZone } = useSettings();
  const [search, setSearch] = useSearchParams();
  const preload = usePreloadCalendar();
  const place = readCalendarPlace(kind, search, today);
  const means = useMeansCalendar(calendarCriteria(kind, filters, place, i18n.locale, timeZone));
  return {
    ...place,
    days: kind.days(place.view, place.date, i18n.locale),
    means,
    show: (change: Partial<CalendarPlace<View>>) => {
      preload(kind, filters, { ...place, ...change });
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.date) next.set("date", change.date.toString());
          if (change.view) next.set("view", change.view);
          return next;
        },
        { replace: true },
      );
    },
  };
}
