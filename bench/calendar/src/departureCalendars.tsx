import FullCalendar from "@fullcalendar/react";
import frLocale from "@fullcalendar/react/locales/fr";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { CalendarDate } from "@internationalized/date";
import { I18nProvider } from "@lingui/react";
import { DepartureCalendar, releveTheme } from "@releve/ui";
import { type ReactElement, useImperativeHandle, useState } from "react";
import { Calendar as BigCalendar } from "react-big-calendar";
import type { CalendarProps, Library } from "./calendars";
import { localizer } from "./calendars";
import {
  type BenchDeparture,
  type BenchDepartureMeans,
  type DeparturePlanning,
  departureDays,
  meansOfDay,
} from "./departureData";

const noop = () => {};
const dayMs = 86_400_000;
const dayOf = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new CalendarDate(year, month, date);
};

/** Each library's input for each shown day, keyed by `YYYY-MM-DD`. */
interface DepartureInput<Means> {
  departures: BenchDeparture[];
  byDay: Map<string, Means>;
}

/**
 * Relève: the departures, and the means the API returns for the shown day (instants as strings,
 * as the planner loads them), one day at a time.
 */
function Releve({ input, day, controller, i18n }: CalendarProps) {
  const [shown, setShown] = useState(day);
  useImperativeHandle(controller, () => ({ go: setShown }), []);
  const { departures, byDay } = input as DepartureInput<BenchDepartureMeans[]>;
  const date = dayOf(shown);
  return (
    <I18nProvider i18n={i18n}>
      <div className={releveTheme} style={{ height: "100%" }}>
        <DepartureCalendar
          departures={departures}
          items={byDay.get(shown) ?? []}
          range={{ start: date, end: date }}
          today={dayOf("2026-06-10")}
          timeZone="Europe/Paris"
          scrollToHour={6}
        />
      </div>
    </I18nProvider>
  );
}

/** The first column of FullCalendar's grid: column k shows departure k. */
const columnBase = Date.UTC(2000, 0, 3);

/**
 * FullCalendar 7 has no timeline or resource view under its MIT licence (both are premium), so
 * its time grid is given one column per departure: a custom `timeGrid` view as many days long as
 * there are departures, day k standing for departure k (its header names the departure), in UTC.
 * Each means of the shown day is placed in its departure's column at its Paris wall-clock times,
 * cut at the day's edges like Relève's bars. Its columns share the box's width (a minimum column
 * width needs the premium scroll grid); changing the day changes the events.
 */
function Full({ input, day, controller }: CalendarProps) {
  const [shown, setShown] = useState(day);
  useImperativeHandle(controller, () => ({ go: setShown }), []);
  const { departures, byDay } = input as DepartureInput<object[]>;
  return (
    <FullCalendar
      plugins={[timeGridPlugin, classicTheme]}
      initialView="departures"
      views={{ departures: { type: "timeGrid", duration: { days: departures.length } } }}
      initialDate={new Date(columnBase).toISOString().slice(0, 10)}
      timeZone="UTC"
      events={byDay.get(shown) ?? []}
      locale={frLocale}
      headerToolbar={false}
      allDaySlot={false}
      dayHeaderContent={(header) =>
        departures[Math.round((header.date.getTime() - columnBase) / dayMs)]?.name ?? ""
      }
      height="100%"
      scrollTime="06:00:00"
    />
  );
}

/**
 * react-big-calendar 1.20: its day view with `resources`, one column per departure (its own
 * feature, MIT), `Date` objects, `showMultiDayTimes` so means running past midnight stay on the
 * time grid; changing the day is its controlled `date`.
 */
function Big({ input, day, controller }: CalendarProps) {
  const [shown, setShown] = useState(day);
  useImperativeHandle(controller, () => ({ go: setShown }), []);
  const { departures, byDay } = input as DepartureInput<object[]>;
  return (
    <BigCalendar
      localizer={localizer}
      culture="fr"
      events={byDay.get(shown) ?? []}
      resources={departures}
      resourceIdAccessor="id"
      resourceTitleAccessor="name"
      view="day"
      views={["day"]}
      date={new Date(`${shown}T12:00:00`)}
      onNavigate={noop}
      onView={noop}
      toolbar={false}
      showMultiDayTimes
      getNow={() => new Date("2026-06-10T12:00:00")}
      scrollToTime={new Date("2026-06-10T06:00:00")}
      style={{ height: "100%" }}
    />
  );
}

/** Each library's input for the three days, made from the same planning outside the timed part. */
export function prepareDepartures(library: Library, planning: DeparturePlanning): unknown {
  const { departures, means } = planning;
  const byDay = new Map<string, unknown>();
  const column = new Map(departures.map((departure, k) => [departure.id, k]));
  departureDays.forEach((name, day) => {
    const ofDay = meansOfDay(means, day);
    if (library === "releve") {
      byDay.set(name, ofDay);
    } else if (library === "fullcalendar") {
      const from = day * 1440;
      const at = (departureId: number, minutes: number) =>
        new Date(
          columnBase + (column.get(departureId) ?? 0) * dayMs + (minutes - from) * 60_000,
        ).toISOString();
      byDay.set(
        name,
        ofDay.map((item) => ({
          id: String(item.id),
          title: item.title,
          start: at(item.departureId, Math.max(item.startMinute, from)),
          end: at(item.departureId, Math.min(item.endMinute, from + 1440)),
        })),
      );
    } else {
      byDay.set(
        name,
        ofDay.map((item) => ({
          id: item.id,
          title: item.title,
          start: new Date(item.start),
          end: new Date(item.end),
          resourceId: item.departureId,
        })),
      );
    }
  });
  return { departures, byDay };
}

export const departureCalendars: Record<Library, (props: CalendarProps) => ReactElement> = {
  releve: Releve,
  fullcalendar: Full,
  bigcalendar: Big,
};
