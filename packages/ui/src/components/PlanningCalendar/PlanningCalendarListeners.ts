import type { CalendarDate, DayOfWeek } from "@internationalized/date";
import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from "react";
import {
  dateOfEpochDay,
  epochDay,
  moveFocus,
  type PlanningCalendarView,
} from "./PlanningCalendarDates";
import type { MeansIndex, PlanningCalendarMeans } from "./PlanningCalendarModel";

/** What the grid's listeners read and call. */
export interface PlanningCalendarListenerContext {
  view: PlanningCalendarView;
  focused: CalendarDate;
  locale: string;
  firstDayOfWeek: DayOfWeek;
  index: MeansIndex;
  rootRef: RefObject<HTMLElement | null>;
  onSelectMeans: ((means: PlanningCalendarMeans) => void) | undefined;
  /** Moves the tab stop to a day, the focus following it after the render. */
  moveTo: (date: CalendarDate) => void;
  /** Makes a day the tab stop without moving the focus (it is already there). */
  focusDay: (date: CalendarDate) => void;
  openDay: (date: CalendarDate) => void;
}

/** The tab stop of a day: its number in the month, its header in the week and day views. */
export function tabStopOf(root: HTMLElement | null, day: number): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[data-cell="${day}"]`) ?? null;
}

/**
 * The grid's three listeners, the only ones of the calendar: every day and means says what it
 * is through `data-*` attributes (`data-cell` a day's tab stop, `data-day` what belongs to a day,
 * `data-means-index` a means, `data-open-day` what opens a day), so no cell or means needs
 * handlers, hooks or state of its own.
 */
export function planningCalendarListeners(context: PlanningCalendarListenerContext) {
  const { view, focused, locale, firstDayOfWeek, index, rootRef, onSelectMeans } = context;
  const choose = (element: HTMLElement) => {
    const means = index.items[Number(element.dataset.meansIndex)];
    if (means) onSelectMeans?.(means);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if ((event.key === "Enter" || event.key === " ") && target.dataset.meansIndex) {
      event.preventDefault();
      choose(target);
      return;
    }
    // Keys typed in the "+N" popover (a portal) bubble here through React: they are its own.
    if (!event.currentTarget.contains(target)) return;
    if (target.dataset.cell === undefined) {
      // A means or a "+N" of a day: Escape goes back to the day.
      const day = target.closest<HTMLElement>("[data-day]")?.dataset.day;
      if (event.key === "Escape" && day !== undefined) {
        event.preventDefault();
        tabStopOf(rootRef.current, Number(day))?.focus({ preventScroll: true });
      }
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      // A day number is a <button>: its own click opens the day.
      if (target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if (view !== "day") context.openDay(focused);
      else {
        const column = rootRef.current?.querySelector(
          `[role="gridcell"][data-day="${epochDay(focused)}"]`,
        );
        column?.querySelector<HTMLElement>("[data-means-index], button")?.focus();
      }
      return;
    }
    const next = moveFocus(event.key, view, focused, locale, firstDayOfWeek);
    if (!next) return;
    event.preventDefault();
    context.moveTo(next);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const means = target.closest<HTMLElement>("[data-means-index]");
    if (means) {
      choose(means);
      return;
    }
    const day = target.closest<HTMLElement>("[data-open-day]")?.dataset.openDay;
    if (day !== undefined) context.openDay(dateOfEpochDay(Number(day)));
  };

  // A day focused with the pointer (or a means in it) becomes the tab stop.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.target)) return;
    const day = event.target.closest<HTMLElement>("[data-day]")?.dataset.day;
    if (day !== undefined && Number(day) !== epochDay(focused)) {
      context.focusDay(dateOfEpochDay(Number(day)));
    }
  };

  return { onKeyDown, onClick, onFocus };
}
