import { type CalendarDate, parseDate } from "@internationalized/date";
import { dayRangeInstants, parseDay } from "@releve/domain";
import { useSearchParams } from "react-router-dom";

/**
 * Where a calendar tab stands, kept in the address beside the filters so a reload or a shared
 * link shows the same days: `date` (the day in focus, `YYYY-MM-DD`) and `view`.
 */
export function useCalendarAddress<View extends string>(
  views: readonly View[],
  defaultView: View,
  today: CalendarDate,
): {
  date: CalendarDate;
  view: View;
  show: (change: { date?: CalendarDate; view?: View }) => void;
} {
  const [search, setSearch] = useSearchParams();
  const dateParameter = search.get("date") ?? "";
  const date = parseDay(dateParameter) !== null ? parseDate(dateParameter) : today;
  const viewParameter = search.get("view");
  const view = views.find((candidate) => candidate === viewParameter) ?? defaultView;
  return {
    date,
    view,
    show: (change) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.date) next.set("date", change.date.toString());
          if (change.view) next.set("view", change.view);
          return next;
        },
        { replace: true },
      ),
  };
}

/** The instants a run of days covers on the organisation's clock: from its first day's start. */
export function daysInstants(
  range: { start: CalendarDate; end: CalendarDate },
  timeZone: string,
): { from: string; to: string } {
  const { start, end } = dayRangeInstants({ from: range.start, to: range.end }, timeZone);
  if (!start || !end) throw new RangeError("A calendar's days always have instants");
  return { from: start, to: end };
}
