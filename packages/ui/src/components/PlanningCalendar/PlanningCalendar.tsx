import { type CalendarDate, type DayOfWeek, today as todayIn } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { defaultTimeZone, type MeansStatus, type StaffCompleteness } from "@releve/domain";
import { forwardRef, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from "react";
import { StatusLegend } from "../StatusLegend/StatusLegend";
import * as styles from "./PlanningCalendar.css";
import {
  epochDay,
  moveFocus,
  type PlanningCalendarRange,
  type PlanningCalendarView,
  sameRange,
  visibleRange,
} from "./PlanningCalendarDates";
import { usePlanningCalendarLabels } from "./PlanningCalendarLabels";
import { planningCalendarListeners, tabStopOf } from "./PlanningCalendarListeners";
import { hasMeansBetween, indexMeans, type PlanningCalendarMeans } from "./PlanningCalendarModel";
import { PlanningCalendarMonth } from "./PlanningCalendarMonth";
import { PlanningCalendarTimeGrid } from "./PlanningCalendarTimeGrid";
import { type PlanningCalendarActions, PlanningCalendarToolbar } from "./PlanningCalendarToolbar";

/** A status in the legend: the very mask the means wear, so the two always match. */
function legendStatusIcon(status: MeansStatus) {
  return <span className={styles.legendStatusIcon[status]} aria-hidden="true" />;
}

/** A staff completeness in the legend, as the means wear it. */
function legendCompletenessIcon(completeness: StaffCompleteness) {
  return <span className={styles.legendCompletenessIcon[completeness]} aria-hidden="true" />;
}

/** Props of {@link PlanningCalendar}. */
export interface PlanningCalendarProps {
  /** The means of intervention to show; only those touching the shown days are drawn. */
  items: readonly PlanningCalendarMeans[];
  /** The shown view (controlled). */
  view?: PlanningCalendarView;
  /**
   * The view shown first (uncontrolled).
   * @default "month"
   */
  defaultView?: PlanningCalendarView;
  /** Called when the person switches view (toolbar, Enter on a day, "+N"). */
  onViewChange?: (view: PlanningCalendarView) => void;
  /** The day holding the keyboard focus (controlled); it decides which month, week or day shows. */
  focusedDate?: CalendarDate;
  /**
   * The day focused first (uncontrolled).
   * @default today
   */
  defaultFocusedDate?: CalendarDate;
  /** Called when the focused day changes (arrows, toolbar, a click on a day). */
  onFocusChange?: (date: CalendarDate) => void;
  /** Called when the shown days change, with the first and last of them: the time to load them. */
  onRangeChange?: (range: PlanningCalendarRange) => void;
  /** Called when a means is chosen (click, Enter or Space on it). */
  onSelectMeans?: (means: PlanningCalendarMeans) => void;
  /**
   * The day marked as today. Pass it where the picture must not depend on the date (tests).
   * @default today in `timeZone`
   */
  today?: CalendarDate;
  /**
   * The time zone the planning is read in.
   * @default the organisation's, `defaultTimeZone` of @releve/domain
   */
  timeZone?: string;
  /**
   * The first day of the weeks, the same in every language.
   * @default "mon"
   */
  firstDayOfWeek?: DayOfWeek;
  /**
   * Means listed in a month cell before "+N".
   * @default 3
   */
  maxMeansPerDay?: number;
  /**
   * Overlapping means shown side by side in a day of the week view; the others are counted in the
   * day's "+N".
   * @default 2
   */
  maxWeekLanes?: number;
  /**
   * Overlapping means shown side by side in the day view; the others are listed by hour.
   * @default 6
   */
  maxDayLanes?: number;
  /**
   * The hour the week and day views open scrolled to.
   * @default 7
   */
  scrollToHour?: number;
  /** Shows placeholders instead of means, and marks the grid busy, while the means load. */
  isLoading?: boolean;
  /** Name of the grid; the shown period is added to it. */
  "aria-label"?: string;
  className?: string;
}

/** A prop that may be controlled, with the state that stands in for it otherwise. */
function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/**
 * The planning of means of intervention by month, week or day. Each means shows its status
 * (icon, colours and border), its time and its staff completeness (validated / required, with
 * an icon). The days form a grid with one roving tab stop (the day number in the month, the
 * day's header in the week and day): the arrows move from day to day and week to week, PageUp
 * and PageDown change period, Home and End go to the ends of the week, Enter opens the day (in
 * the day view, goes to its first means); Tab reaches the means of the focused day, Escape comes
 * back to it. One listener on the grid serves every day and means.
 */
export const PlanningCalendar = forwardRef<HTMLDivElement, PlanningCalendarProps>(
  function PlanningCalendar(
    {
      items,
      view: viewProp,
      defaultView = "month",
      onViewChange,
      focusedDate,
      defaultFocusedDate,
      onFocusChange,
      onRangeChange,
      onSelectMeans,
      today: todayProp,
      timeZone = defaultTimeZone,
      firstDayOfWeek = "mon",
      maxMeansPerDay = 3,
      maxWeekLanes = 2,
      maxDayLanes = 6,
      scrollToHour = 7,
      isLoading = false,
      "aria-label": ariaLabel,
      className,
    },
    ref,
  ) {
    const { t } = useLingui();
    const labels = usePlanningCalendarLabels();
    const today = useMemo(() => todayProp ?? todayIn(timeZone), [todayProp, timeZone]);
    const [view, setView] = useControllable(viewProp, defaultView, onViewChange);
    const [focused, setFocused] = useControllable(
      focusedDate,
      defaultFocusedDate ?? today,
      onFocusChange,
    );
    const index = useMemo(() => indexMeans(items, timeZone), [items, timeZone]);
    const range = visibleRange(view, focused, labels.locale, firstDayOfWeek);
    const firstDay = epochDay(range.start);
    const lastDay = epochDay(range.end);
    const activeDay = epochDay(focused);

    const rootRef = useRef<HTMLDivElement>(null);
    useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);
    // Set by the keyboard and by "+N": after the render, the focus follows to the new day. The
    // grid does not scroll for it: the day's tab stop is in view (a header, a day number).
    const focusRequest = useRef(false);
    useLayoutEffect(() => {
      if (!focusRequest.current) return;
      focusRequest.current = false;
      tabStopOf(rootRef.current, activeDay)?.focus({ preventScroll: true });
    });

    const navigate = (date: CalendarDate, nextView: PlanningCalendarView = view) => {
      if (date.compare(focused) !== 0) setFocused(date);
      if (nextView !== view) setView(nextView);
      const nextRange = visibleRange(nextView, date, labels.locale, firstDayOfWeek);
      if (!sameRange(nextRange, range)) onRangeChange?.(nextRange);
    };
    const openDay = (date: CalendarDate) => {
      focusRequest.current = true;
      navigate(date, "day");
    };

    // The toolbar's buttons get one stable set of actions reading the latest state; previous
    // and next do what PageUp and PageDown do in the grid.
    const current = {
      navigate,
      view,
      focused,
      today,
      locale: labels.locale,
      firstDayOfWeek,
      index,
      onSelectMeans,
    };
    const latest = useRef(current);
    useLayoutEffect(() => {
      latest.current = current;
    });
    const actions = useMemo<PlanningCalendarActions>(() => {
      const byPeriod = (key: "PageUp" | "PageDown") => {
        const {
          navigate: go,
          view: shown,
          focused: day,
          locale,
          firstDayOfWeek: first,
        } = latest.current;
        const next = moveFocus(key, shown, day, locale, first);
        if (next) go(next);
      };
      return {
        onPrevious: () => byPeriod("PageUp"),
        onNext: () => byPeriod("PageDown"),
        onToday: () => latest.current.navigate(latest.current.today),
        onViewChange: (next) => latest.current.navigate(latest.current.focused, next),
        onSelectItem: (item) => {
          const means = latest.current.index.items[item];
          if (means) latest.current.onSelectMeans?.(means);
        },
      };
    }, []);

    const listeners = planningCalendarListeners({
      view,
      focused,
      locale: labels.locale,
      firstDayOfWeek,
      index,
      rootRef,
      onSelectMeans,
      moveTo: (date) => {
        focusRequest.current = true;
        navigate(date);
      },
      focusDay: (date) => navigate(date),
      openDay,
    });

    const title = labels.title(view, firstDay, lastDay);
    const gridName =
      ariaLabel ??
      t({ comment: "Name of the planning calendar grid.", message: "Planning des moyens" });
    const viewProps = {
      index,
      firstDay,
      lastDay,
      activeDay,
      today: epochDay(today),
      labels,
      isLoading,
      actions,
      gridProps: {
        ...listeners,
        "aria-label": `${gridName}, ${title}`,
        "aria-busy": isLoading || undefined,
      },
    };
    let message = "";
    if (isLoading) {
      message = t({
        comment: "Shown while the means of the planning calendar load.",
        message: "Chargement des moyens d'intervention…",
      });
    } else if (!hasMeansBetween(index, firstDay, lastDay)) {
      message = t({
        comment: "Shown when the planning calendar has no means in the shown period.",
        message: "Aucun moyen d'intervention sur cette période.",
      });
    }

    return (
      <div ref={rootRef} className={className ? `${styles.root} ${className}` : styles.root}>
        <PlanningCalendarToolbar labels={labels} view={view} title={title} actions={actions} />
        <StatusLegend
          renderStatusIcon={legendStatusIcon}
          renderCompletenessIcon={legendCompletenessIcon}
        />
        <p role="status" className={styles.message}>
          {message}
        </p>
        {view === "month" ? (
          <PlanningCalendarMonth {...viewProps} maxMeansPerDay={maxMeansPerDay} />
        ) : (
          <PlanningCalendarTimeGrid
            key={view}
            {...viewProps}
            maxLanes={view === "week" ? maxWeekLanes : maxDayLanes}
            scrollToHour={scrollToHour}
          />
        )}
      </div>
    );
  },
);
