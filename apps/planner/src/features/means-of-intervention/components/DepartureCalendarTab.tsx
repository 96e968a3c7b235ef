import { type CalendarDate, DateFormatter, endOfWeek, startOfWeek } from "@internationalized/date";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { localizedLabel, routeHref } from "@releve/domain";
import {
  Button,
  DepartureCalendar,
  type DepartureCalendarDeparture,
  type DepartureCalendarMeans,
  IconButton,
  Radio,
  RadioGroup,
} from "@releve/ui";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import * as styles from "../../../lib/detail/detail.css";
import { LoadProblem } from "../../../lib/LoadProblem";
import { departuresQuery } from "../../../lib/reference-data";
import { useSettings } from "../../../lib/settings";
import { type CalendarKind, useCalendarTab } from "../hooks/calendar-address";
import { calendarBox } from "./calendar.css";
import { calendarMeans, TruncatedNotice } from "./MeansCalendarTab";
import type { MeansFilters } from "./MeansFilters";

type Span = "day" | "week";

/** The departure calendar's spans, a day first: the day, or its week from Monday. */
export const departureCalendarKind: CalendarKind<Span> = {
  views: ["day", "week"],
  defaultView: "day",
  days: (span, date, locale) =>
    span === "day"
      ? { start: date, end: date }
      : { start: startOfWeek(date, locale, "mon"), end: endOfWeek(date, locale, "mon") },
};

/**
 * The departure calendar tab (spec 01 §2 `tab=departureCalendar`): one row per departure, the
 * hours of the chosen day or week across, the filtered means as bars on their departure's row,
 * from the departures of the reference data. The rows are the departures chosen in the filter,
 * else those with a means in the days shown (decision 036); a means without a departure has no
 * row, and the tab says how many there are.
 */
export function DepartureCalendarTab({
  filters,
  today,
}: {
  filters: MeansFilters;
  /** The page's today on the organisation's clock. */
  today: CalendarDate;
}) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const navigate = useNavigate();
  const place = useCalendarTab(departureCalendarKind, filters, today);
  const { means, days: range } = place;
  const departures = departuresQuery.use();
  const calendarItems = means.data?.items;
  const { rows, items, withoutDeparture } = useMemo(() => {
    const all = calendarItems ?? [];
    const placed: DepartureCalendarMeans[] = all.flatMap((item) =>
      item.departureId === null ? [] : [{ ...calendarMeans(item), departureId: item.departureId }],
    );
    const used = new Set(
      filters.departureIds.length > 0
        ? filters.departureIds
        : placed.map((item) => item.departureId),
    );
    const departureRows: DepartureCalendarDeparture[] = (departures.data ?? [])
      .filter((departure) => used.has(departure.id))
      .map((departure) => ({
        id: departure.id,
        name: localizedLabel(departure.label, i18n.locale),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
    return {
      rows: departureRows,
      items: placed,
      withoutDeparture: all.length - placed.length,
    };
  }, [calendarItems, departures.data, filters.departureIds, i18n.locale]);
  const step = place.view === "day" ? { days: 1 } : { weeks: 1 };
  const days = new DateFormatter(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const shown =
    place.view === "day"
      ? days.format(range.start.toDate("UTC"))
      : days.formatRange(range.start.toDate("UTC"), range.end.toDate("UTC"));
  const error = means.error ?? departures.error;

  return (
    <>
      <div className={styles.bar}>
        <RadioGroup
          label={t({ context: "means", message: "Période" })}
          orientation="horizontal"
          value={place.view}
          onChange={(value) => place.show({ view: value === "week" ? "week" : "day" })}
        >
          <Radio value="day">{t({ context: "means", message: "Jour" })}</Radio>
          <Radio value="week">{t({ context: "means", message: "Semaine" })}</Radio>
        </RadioGroup>
        <IconButton
          icon="chevronLeft"
          variant="secondary"
          aria-label={t({ context: "means", message: "Période précédente" })}
          onPress={() => place.show({ date: place.date.subtract(step) })}
        />
        <Button variant="secondary" onPress={() => place.show({ date: today })}>
          {t({ context: "means", message: "Aujourd'hui" })}
        </Button>
        <IconButton
          icon="chevronRight"
          variant="secondary"
          aria-label={t({ context: "means", message: "Période suivante" })}
          onPress={() => place.show({ date: place.date.add(step) })}
        />
      </div>
      {error ? (
        <LoadProblem
          title={t({ context: "means", message: "Les moyens n'ont pas pu être chargés." })}
          error={error}
          retry={() => {
            void means.mutate();
            void departures.mutate();
          }}
        />
      ) : null}
      {means.data?.truncated ? (
        <TruncatedNotice shown={means.data.items.length} total={means.data.total} />
      ) : null}
      {withoutDeparture > 0 ? (
        <p className={styles.muted}>
          {t({
            context: "means",
            message: plural(withoutDeparture, {
              one: "# moyen sans départ n'est pas sur ce calendrier\u00a0: retrouvez-le dans la liste.",
              other:
                "# moyens sans départ ne sont pas sur ce calendrier\u00a0: retrouvez-les dans la liste.",
            }),
          })}
        </p>
      ) : null}
      <div className={calendarBox}>
        <DepartureCalendar
          departures={rows}
          items={items}
          range={range}
          today={today}
          timeZone={timeZone}
          onSelectMeans={(item) =>
            navigate(routeHref("means-of-intervention-detail-page", { id: item.id }))
          }
          isLoading={means.isLoading || departures.data === undefined}
          aria-label={t({ context: "means", message: `Calendrier des départs, ${shown}` })}
        />
      </div>
    </>
  );
}
