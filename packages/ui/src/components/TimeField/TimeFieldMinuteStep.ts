import {
  type CalendarDateTime,
  isSameDay,
  Time,
  type ZonedDateTime,
} from "@internationalized/date";
import type { TimeFieldState } from "react-aria-components";

/** Minute grids a time field can enforce; each divides the hour evenly. */
export const timeFieldMinuteSteps = [1, 5, 10, 15, 30] as const;

/** One of {@link timeFieldMinuteSteps}. */
export type TimeFieldMinuteStep = (typeof timeFieldMinuteSteps)[number];

/** The kind of a segment (`day`, `hour`, `minute`…), as react-aria names it. */
type DateSegmentType = TimeFieldState["segments"][number]["type"];

/** A value with a time of day, as react-aria's time field state holds it. */
type DateTimeValue = CalendarDateTime | ZonedDateTime;

/**
 * The minute reached from `minute` by `amount`, landing on a multiple of `amount` and wrapping
 * within the hour: react-aria's own rounding cycle (from 07, +5 gives 10 and −5 gives 05).
 */
export function cycleMinute(minute: number, amount: number): number {
  return new Time(0, minute).cycle("minute", amount, { round: true }).minute;
}

/**
 * The larger jump of PageUp/PageDown: react-aria's quarter of an hour, widened to a multiple of
 * the step so that paging stays on the grid (10 → 20, 30 → 30).
 */
export function minutePageStep(step: TimeFieldMinuteStep): number {
  return step * Math.ceil(15 / step);
}

/**
 * `value` moved to the nearest time on the `step`-minute grid (seconds dropped), or `null` when it
 * is already on it. Rounding never changes the day: 23:58 becomes 23:55, not 00:00 the next day.
 */
export function snapToMinuteStep<V extends DateTimeValue>(value: V, step: number): V | null {
  if (value.minute % step === 0 && value.second === 0 && value.millisecond === 0) return null;
  const start = value.set({ second: 0, millisecond: 0 });
  const exact = value.minute + value.second / 60 + value.millisecond / 60_000;
  const nearest = Math.round(exact / step) * step;
  const rounded = start.add({ minutes: nearest - value.minute });
  const snapped = isSameDay(rounded, value)
    ? rounded
    : start.add({ minutes: Math.floor(exact / step) * step - value.minute });
  return snapped as V;
}

/** The part of react-aria's field state the minute grid changes. */
export interface SteppableFieldState {
  segments: readonly { type: DateSegmentType; value?: number | null; isPlaceholder: boolean }[];
  increment(type: DateSegmentType): void;
  decrement(type: DateSegmentType): void;
  incrementPage(type: DateSegmentType): void;
  decrementPage(type: DateSegmentType): void;
  incrementToMax(type: DateSegmentType): void;
  setSegment(type: DateSegmentType, value: number): void;
}

const stepped = new WeakSet<object>();

/**
 * Makes react-aria's arrow-key arithmetic for the minute segment follow the grid: ↑/↓ move by
 * `step`, PageUp/PageDown by {@link minutePageStep}, End goes to the last minute on the grid.
 *
 * react-aria has no minute step (adobe/react-spectrum#4410). Rather than catching keys, this
 * replaces the increment methods of the field's state object, which react-aria's segments call
 * from their own spin-button handlers: keyboard, touch, `aria-valuenow` and the live
 * announcement of the new value stay react-aria's. A placeholder segment keeps react-aria's
 * behaviour (the first ↑ shows the placeholder's minute).
 */
export function applyMinuteStep(state: SteppableFieldState, step: TimeFieldMinuteStep): void {
  if (step === 1 || stepped.has(state)) return;
  stepped.add(state);
  const original = {
    increment: state.increment,
    decrement: state.decrement,
    incrementPage: state.incrementPage,
    decrementPage: state.decrementPage,
    incrementToMax: state.incrementToMax,
  };
  const filledMinute = () => {
    const minute = state.segments.find((segment) => segment.type === "minute");
    return minute && !minute.isPlaceholder && minute.value != null ? minute.value : null;
  };
  const move =
    (name: keyof typeof original, amount: number | null) =>
    (type: DateSegmentType): void => {
      const minute = type === "minute" ? filledMinute() : null;
      if (minute === null) {
        original[name](type);
      } else if (amount === null) {
        state.setSegment("minute", 60 - step);
      } else {
        state.setSegment("minute", cycleMinute(minute, amount));
      }
    };
  const page = minutePageStep(step);
  state.increment = move("increment", step);
  state.decrement = move("decrement", -step);
  state.incrementPage = move("incrementPage", page);
  state.decrementPage = move("decrementPage", -page);
  state.incrementToMax = move("incrementToMax", null);
}
