import FullCalendar, { type CalendarRef } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import frLocale from "@fullcalendar/react/locales/fr";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { CalendarDate } from "@internationalized/date";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { PlanningCalendar, releveTheme } from "@releve/ui";
import { format, getDay, parse, startOfWeek } from "date-fns";
import { fr } from "date-fns/locale/fr";
import { type ReactElement, type Ref, useImperativeHandle, useRef, useState } from "react";
import { Calendar as BigCalendar, dateFnsLocalizer } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import type { BenchMeans } from "./data";

export const libraries = ["releve", "fullcalendar", "bigcalendar"] as const;
export type Library = (typeof libraries)[number];
/** The planning calendars' month and week; the departure timelines show a day. */
export type View = "month" | "week" | "day";

/** What the harness drives: the shown day, changed the way each library is meant to be driven. */
export interface Controller {
  go(day: string): void;
}

export interface CalendarProps {
  /** Each library's own input, prepared from the same means before the clock starts. */
  input: unknown;
  view: View;
  /** `YYYY-MM-DD`. */
  day: string;
  controller: Ref<Controller>;
  i18n: I18n;
}

const noop = () => {};
const dayOf = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new CalendarDate(year, month, date);
};

/** Relève: the API's means as they come (instants as strings), controlled view and day. */
function Releve({ input, view, day, controller, i18n }: CalendarProps) {
  const [shown, setShown] = useState(day);
  useImperativeHandle(controller, () => ({ go: setShown }), []);
  return (
    <I18nProvider i18n={i18n}>
      <div className={releveTheme} style={{ height: "100%" }}>
        <PlanningCalendar
          items={input as BenchMeans[]}
          view={view}
          onViewChange={noop}
          focusedDate={dayOf(shown)}
          onFocusChange={noop}
          today={dayOf("2026-06-15")}
          timeZone="Europe/Paris"
        />
      </div>
    </I18nProvider>
  );
}

/**
 * FullCalendar 7 (MIT day and time grids, classic theme): the same instants as strings, its
 * documented limits on what a cell shows — `dayMaxEvents: 3` in the month (a "+N more" link, as
 * Relève's three means a day) and `eventMaxStack: 2` in the week (Relève's two lanes) — and its
 * API's `gotoDate` to change period.
 */
function Full({ input, view, day, controller }: CalendarProps) {
  const calendar = useRef<CalendarRef>(null);
  useImperativeHandle(
    controller,
    () => ({ go: (next) => calendar.current?.getApi().gotoDate(next) }),
    [],
  );
  return (
    <FullCalendar
      ref={calendar}
      plugins={[dayGridPlugin, timeGridPlugin, classicTheme]}
      initialView={view === "month" ? "dayGridMonth" : "timeGridWeek"}
      initialDate={day}
      events={input as object[]}
      locale={frLocale}
      firstDay={1}
      height="100%"
      dayMaxEvents={3}
      eventMaxStack={2}
      scrollTime="07:00:00"
      now="2026-06-15T12:00:00"
    />
  );
}

/** react-big-calendar's date-fns localizer, French, weeks from Monday. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { fr },
});

/**
 * react-big-calendar 1.20 with its date-fns localizer: `Date` objects (its API takes nothing
 * else), controlled `view` and `date`; the month view measures its rows and shows "+N more" by
 * itself, the week view has no limit to set.
 */
function Big({ input, view, day, controller }: CalendarProps) {
  const [shown, setShown] = useState(day);
  useImperativeHandle(controller, () => ({ go: setShown }), []);
  return (
    <BigCalendar
      localizer={localizer}
      culture="fr"
      events={input as object[]}
      view={view}
      views={["month", "week"]}
      date={new Date(`${shown}T12:00:00`)}
      onNavigate={noop}
      onView={noop}
      getNow={() => new Date("2026-06-15T12:00:00")}
      scrollToTime={new Date("2026-06-01T07:00:00")}
      style={{ height: "100%" }}
    />
  );
}

/** Each library's input, made from the same means outside the timed part. */
export function prepare(library: Library, means: BenchMeans[]): unknown {
  if (library === "releve") return means;
  if (library === "fullcalendar") {
    return means.map(({ id, title, start, end }) => ({ id: String(id), title, start, end }));
  }
  return means.map(({ id, title, start, end }) => ({
    id,
    title,
    start: new Date(start),
    end: new Date(end),
  }));
}

export const calendars: Record<Library, (props: CalendarProps) => ReactElement> = {
  releve: Releve,
  fullcalendar: Full,
  bigcalendar: Big,
};
