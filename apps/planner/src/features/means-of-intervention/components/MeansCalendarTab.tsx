import type { CalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import {
  AlertBanner,
  PlanningCalendar,
  type PlanningCalendarMeans,
  type PlanningCalendarView,
  planningCalendarRange,
  planningCalendarViews,
} from "@releve/ui";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { LoadProblem } from "../../../lib/LoadProblem";
import { meansName } from "../../../lib/planning/means-types";
import { useSettings } from "../../../lib/settings";
import type { MeansCalendarItem } from "../api/means";
import { type CalendarKind, useCalendarTab } from "../hooks/calendar-address";
import { calendarBox } from "./calendar.css";
import type { MeansFilters } from "./MeansFilters";

/** The planning calendar's views, month first; a view shows its whole weeks from Monday. */
export const planningCalendarKind: CalendarKind<PlanningCalendarView> = {
  views: planningCalendarViews,
  defaultView: "month",
  days: (view, date, locale) => planningCalendarRange(view, date, locale, "mon"),
};

/** A means of the calendars' call as the design system's calendars show it. */
export function calendarMeans(item: MeansCalendarItem): PlanningCalendarMeans {
  return {
    id: item.id,
    start: item.start,
    end: item.end,
    status: item.status,
    staff: item.staff,
    staffCompleteness: item.staffCompleteness,
    title: meansName(item.typeName, item.plateNumber),
    activityName: item.activityTitle,
  };
}

/** What a calendar says when the period held more means than one answer brings. */
export function TruncatedNotice({ shown, total }: { shown: number; total: number }) {
  const { t } = useLingui();
  return (
    <AlertBanner
      level="warning"
      title={t({ context: "means", message: "Tous les moyens ne sont pas affichés" })}
    >
      {t({
        context: "means",
        message: `La période compte ${total} moyens\u00a0; les ${shown} premiers sont affichés. Filtrez par activité, entité, type ou départ, ou choisissez une période plus courte.`,
      })}
    </AlertBanner>
  );
}

/**
 * The calendar tab (spec 01 §2 `tab=calendar`): the design system's planning calendar in month,
 * week or day over the filtered means of the days it shows — one call a period, the filters kept
 * when the period changes, the day and view in the address. A means opens its page; "+N" shows
 * the day, where every means is listed.
 */
export function MeansCalendarTab({
  filters,
  today,
}: {
  filters: MeansFilters;
  /** The page's today on the organisation's clock. */
  today: CalendarDate;
}) {
  const { t } = useLingui();
  const { timeZone } = useSettings();
  const navigate = useNavigate();
  const place = useCalendarTab(planningCalendarKind, filters, today);
  const { means } = place;
  const items = useMemo(() => (means.data?.items ?? []).map(calendarMeans), [means.data]);
  return (
    <>
      {means.error ? (
        <LoadProblem
          title={t({ context: "means", message: "Les moyens n'ont pas pu être chargés." })}
          error={means.error}
          retry={() => void means.mutate()}
        />
      ) : null}
      {means.data?.truncated ? (
        <TruncatedNotice shown={means.data.items.length} total={means.data.total} />
      ) : null}
      <div className={calendarBox}>
        <PlanningCalendar
          items={items}
          view={place.view}
          onViewChange={(view) => place.show({ view })}
          focusedDate={place.date}
          onFocusChange={(date) => place.show({ date })}
          onSelectMeans={(item) =>
            navigate(routeHref("means-of-intervention-detail-page", { id: item.id }))
          }
          today={today}
          timeZone={timeZone}
          isLoading={means.isLoading}
          aria-label={t({ context: "means", message: "Calendrier des moyens" })}
        />
      </div>
    </>
  );
}
