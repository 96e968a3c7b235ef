import { CalendarDate, today as todayIn } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { type Day, type DayStatus, dayStatuses, defaultTimeZone } from "@releve/domain";
import { forwardRef, useId, useMemo, useRef, useState } from "react";
import { Skeleton } from "../Skeleton/Skeleton";
import { SkeletonShape } from "../Skeleton/SkeletonShape";
import * as styles from "./MobileCalendar.css";
import { MobileCalendarDay } from "./MobileCalendarDay";
import { useMobileCalendarLabels } from "./MobileCalendarLabels";
import { MobileCalendarLegend } from "./MobileCalendarLegend";
import {
  type MobileCalendarRegistration,
  type MobileCalendarView,
  mobileCalendarDays,
  mobileCalendarModel,
} from "./MobileCalendarModel";
import { MobileCalendarMonth } from "./MobileCalendarMonth";

/** The first day of a month named `YYYY-M`. */
function parseMonth(month: string): CalendarDate {
  const [year, monthOfYear] = month.split("-").map(Number);
  return new CalendarDate(year ?? 1970, monthOfYear ?? 1, 1);
}

/** Props of {@link MobileCalendar}. */
export interface MobileCalendarProps {
  /** The person's registrations; each counts on every day it touches. */
  registrations: readonly MobileCalendarRegistration[];
  /**
   * Days flagged incomplete (`YYYY-MM-DD`): shown as such when they hold no registration that
   * counts (the domain's `dayStatus`).
   */
  incompleteDays?: readonly Day[];
  /** The shown view (controlled). */
  view?: MobileCalendarView;
  /**
   * The view shown first (uncontrolled).
   * @default "month"
   */
  defaultView?: MobileCalendarView;
  /** Called when the person opens a day or goes back to the month. */
  onViewChange?: (view: MobileCalendarView) => void;
  /** The day the day view shows, selected in the month (controlled). */
  value?: CalendarDate | null;
  /** The day opened first (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called when another day is opened (a day of the month, previous/next day). */
  onChange?: (date: CalendarDate) => void;
  /** The day holding the keyboard focus in the month (controlled): it decides the month shown. */
  focusedValue?: CalendarDate;
  /**
   * The day focused first (uncontrolled).
   * @default the opened day, or today
   */
  defaultFocusedValue?: CalendarDate;
  /** Called when the focused day changes (arrows, PageUp/PageDown, previous/next month). */
  onFocusChange?: (date: CalendarDate) => void;
  /** Called when a registration of the day view is chosen (tap, Enter). */
  onSelectRegistration?: (registration: MobileCalendarRegistration) => void;
  /**
   * The day marked as today. Pass it where the picture must not depend on the date (tests).
   * @default today in `timeZone`
   */
  today?: CalendarDate;
  /**
   * The time zone the days are read in.
   * @default the organisation's, `defaultTimeZone` of @releve/domain
   */
  timeZone?: string;
  /** Shows placeholders instead of statuses and registrations while they load. */
  isLoading?: boolean;
  /** Name of the month grid; react-aria adds the month to it. */
  "aria-label"?: string;
  className?: string;
}

/** A prop that may be controlled, with the state that stands in for it otherwise. */
function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/**
 * The field staff's own calendar, made for a phone: the month, each day marked with its status
 * (validated, proposed, registered, incomplete — the domain's `dayStatus`, shown by an icon and
 * colour and named by the legend), and the day view listing the day's registrations. Days are
 * react-aria's calendar grid (arrows, PageUp/PageDown months, Enter opens the day); every target
 * is at least 48 px.
 */
export const MobileCalendar = forwardRef<HTMLDivElement, MobileCalendarProps>(
  function MobileCalendar(
    {
      registrations,
      incompleteDays = [],
      view: viewProp,
      defaultView = "month",
      onViewChange,
      value: valueProp,
      defaultValue = null,
      onChange,
      focusedValue,
      defaultFocusedValue,
      onFocusChange,
      onSelectRegistration,
      today: todayProp,
      timeZone = defaultTimeZone,
      isLoading = false,
      "aria-label": ariaLabel,
      className,
    },
    ref,
  ) {
    const { t } = useLingui();
    const labels = useMobileCalendarLabels();
    const today = useMemo(() => todayProp ?? todayIn(timeZone), [todayProp, timeZone]);
    const [view, setView] = useControllable(viewProp, defaultView, onViewChange);
    const [value, setValue] = useControllable<CalendarDate | null>(valueProp, defaultValue);
    const [focused, setFocused] = useControllable(
      focusedValue,
      defaultFocusedValue ?? defaultValue ?? today,
      onFocusChange,
    );
    // The months of the focused and the chosen day: a change of day within them reads nothing
    // again, and a registration lasting years costs only the days shown.
    const focusedMonth = `${focused.year}-${focused.month}`;
    const valueMonth = value ? `${value.year}-${value.month}` : focusedMonth;
    const model = useMemo(
      () =>
        mobileCalendarModel(
          registrations,
          incompleteDays,
          timeZone,
          mobileCalendarDays(parseMonth(focusedMonth), parseMonth(valueMonth)),
        ),
      [registrations, incompleteDays, timeZone, focusedMonth, valueMonth],
    );
    const id = useId();
    const legendIds = Object.fromEntries(
      dayStatuses.map((status) => [status, `${id}-${status}`]),
    ) as Record<DayStatus, string>;
    // Back from a day, the month focuses that day, and a day opened from the month focuses its
    // title; neither on the first render.
    const returning = useRef(false);
    const opening = useRef(false);

    const openDay = (date: CalendarDate) => {
      if (value === null || date.compare(value) !== 0) {
        setValue(date);
        onChange?.(date);
      }
      if (date.compare(focused) !== 0) setFocused(date);
    };
    const rootClass = className ? `${styles.root} ${className}` : styles.root;
    const shown = view === "day" ? (value ?? focused) : null;
    return (
      <div ref={ref} className={rootClass} aria-busy={isLoading || undefined}>
        {shown ? (
          <MobileCalendarDay
            key="day"
            model={model}
            labels={labels}
            date={shown}
            timeZone={timeZone}
            onDateChange={openDay}
            onBack={() => {
              returning.current = true;
              setView("month");
            }}
            onSelectRegistration={onSelectRegistration}
            isLoading={isLoading}
            autoFocus={opening.current}
          />
        ) : (
          <>
            <MobileCalendarMonth
              model={model}
              value={value}
              onChange={(date) => {
                opening.current = true;
                openDay(date);
                setView("day");
              }}
              focusedValue={focused}
              onFocusChange={setFocused}
              today={today}
              legendIds={legendIds}
              isLoading={isLoading}
              autoFocus={returning.current}
              aria-label={
                ariaLabel ??
                t({ comment: "Name of the field staff's own calendar.", message: "Mon calendrier" })
              }
            />
            {isLoading ? (
              <Skeleton
                label={t({
                  comment: "Spoken while the field staff calendar loads.",
                  message: "Chargement de votre calendrier…",
                })}
              >
                <SkeletonShape shape="text" lines={2} />
              </Skeleton>
            ) : (
              <MobileCalendarLegend labels={labels} ids={legendIds} />
            )}
          </>
        )}
      </div>
    );
  },
);
