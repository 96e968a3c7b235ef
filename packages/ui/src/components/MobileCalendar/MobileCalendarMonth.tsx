import type { CalendarDate } from "@internationalized/date";
import type { DayStatus } from "@releve/domain";
import { useLayoutEffect, useRef } from "react";
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from "react-aria-components";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import * as styles from "./MobileCalendar.css";
import { dayStatusIcons, type MobileCalendarModel } from "./MobileCalendarModel";

/** Props of {@link MobileCalendarMonth}. */
export interface MobileCalendarMonthProps {
  /** The days' statuses. */
  model: MobileCalendarModel;
  /** The day last opened, marked as selected. */
  value: CalendarDate | null;
  /** Called when a day is chosen (tap, Enter or Space): the day view opens. */
  onChange: (date: CalendarDate) => void;
  /** The day holding the keyboard focus; it decides the month shown. */
  focusedValue: CalendarDate;
  /** Called when the focused day changes (arrows, PageUp/PageDown, previous/next). */
  onFocusChange: (date: CalendarDate) => void;
  /** The day marked as today. */
  today: CalendarDate;
  /** Ids of the legend's entries, which describe the days of each status. */
  legendIds: Record<DayStatus, string>;
  /** While loading, days show no status: none is known yet. */
  isLoading: boolean;
  /** Focus the focused day when shown (back from the day view). */
  autoFocus: boolean;
  /** Name of the grid; react-aria adds the month to it. */
  "aria-label": string;
}

/**
 * The month: react-aria's `Calendar` (arrows move by day and week, PageUp/PageDown by month,
 * Home/End to the ends of the week, Enter or Space opens the day), each day with the icon of its
 * status under its number. React-aria names each day with its date; the status is added as the
 * day's description, pointing at the legend's entry, so it is said without repeating the legend.
 */
export function MobileCalendarMonth({
  model,
  value,
  onChange,
  focusedValue,
  onFocusChange,
  today,
  legendIds,
  isLoading,
  autoFocus,
  "aria-label": ariaLabel,
}: MobileCalendarMonthProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  // React-aria gives a day's button no prop for a description: it is set on the element after
  // each render, and removed from days that lost their status.
  useLayoutEffect(() => {
    for (const button of gridRef.current?.querySelectorAll<HTMLElement>('[role="button"]') ?? []) {
      const status = button.dataset.dayStatus as DayStatus | undefined;
      if (status) button.setAttribute("aria-describedby", legendIds[status]);
      else button.removeAttribute("aria-describedby");
    }
  });
  return (
    <AriaCalendar
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      focusedValue={focusedValue}
      onFocusChange={onFocusChange}
      firstDayOfWeek="mon"
      autoFocus={autoFocus}
      className={styles.calendar}
    >
      <div className={styles.header}>
        <Button slot="previous" variant="quiet" className={styles.navButton}>
          <Icon name="chevronLeft" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" variant="quiet" className={styles.navButton}>
          <Icon name="chevronRight" />
        </Button>
      </div>
      <CalendarGrid ref={gridRef} className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(weekday) => (
            <CalendarHeaderCell className={styles.weekday}>{weekday}</CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => {
            const status = isLoading ? null : model.statusOf(date);
            return (
              <CalendarCell
                date={date}
                className={styles.day}
                data-day-status={status ?? undefined}
                data-is-today={date.compare(today) === 0 || undefined}
              >
                {({ formattedDate }) => (
                  <>
                    <span className={styles.dayNumber}>{formattedDate}</span>
                    {status ? (
                      <Icon
                        name={dayStatusIcons[status]}
                        size="sm"
                        className={`${styles.marker} ${styles.statusColour({ status })}`}
                      />
                    ) : (
                      <span className={styles.marker} />
                    )}
                  </>
                )}
              </CalendarCell>
            );
          }}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
