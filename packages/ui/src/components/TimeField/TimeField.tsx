import { useLingui } from "@lingui/react/macro";
import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  composeRenderProps,
  type TimeFieldState,
  TimeFieldStateContext,
  type TimeValue,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import type { DateFieldLeadingZerosProps } from "../DateField/DateField";
import { useDateFieldErrorMessage } from "../DateField/DateFieldErrorMessage";
import { DateFieldInput } from "../DateField/DateFieldInput";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { applyMinuteStep, snapToMinuteStep, type TimeFieldMinuteStep } from "./TimeFieldMinuteStep";

/**
 * Props of {@link TimeField}: every react-aria `TimeField` prop (`value`/`defaultValue`/`onChange`
 * with a `Time`, `CalendarDateTime` or `ZonedDateTime`, `granularity`, `hourCycle`,
 * `minValue`/`maxValue`, `placeholderValue`, `isReadOnly`…), plus its visible parts and the grid.
 */
export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, "children">,
    FieldMessageProps,
    DateFieldLeadingZerosProps {
  /** Visible label: it names the group of segments and each segment ("heure, Début"). */
  label: ReactNode;
  /**
   * The minute grid (the planner passes the domain's `timePrecisionMinutes`, 5). ↑/↓ in the minute segment move by
   * this step (from 07, ↑ gives 10), PageUp/PageDown by a quarter of an hour, End to the last
   * minute on the grid. Minutes typed off the grid are rounded to the nearest time on it when
   * focus leaves the field, and the rounded time is announced. `1` turns the grid off.
   * @default 1 (no grid)
   */
  minuteStep?: TimeFieldMinuteStep;
}

/**
 * A time of day typed segment by segment: react-aria's `TimeField` with a label, description,
 * non-blocking warning and error, on a minute grid (see `minuteStep`). The hour cycle follows
 * react-aria's locale unless `hourCycle` is given: 24-hour in fr-FR, de-DE and en-GB, 12-hour in
 * en-US. The forwarded ref points at the field's root element.
 */
export const TimeField = forwardRef(function TimeField<T extends TimeValue>(
  {
    label,
    description,
    warning,
    errorMessage,
    minuteStep = 1,
    className,
    shouldForceLeadingZeros = true,
    onBlur,
    onFocus,
    ...props
  }: TimeFieldProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { t } = useLingui();
  const stateRef = useRef<TimeFieldState | null>(null);
  const [rounding, setRounding] = useState("");
  const defaultErrorMessage = useDateFieldErrorMessage({
    kind: "time",
    minValue: props.minValue,
    maxValue: props.maxValue,
    hourCycle: props.hourCycle,
  });

  const roundToGrid = () => {
    const state = stateRef.current;
    if (!state?.value || !("hour" in state.value) || state.isReadOnly || state.isDisabled) return;
    const snapped = snapToMinuteStep(state.value, minuteStep);
    if (!snapped) return;
    state.setValue(snapped);
    const time = state.dateFormatter.format(
      "timeZone" in snapped
        ? snapped.toDate()
        : snapped.toDate(state.dateFormatter.resolvedOptions().timeZone),
    );
    setRounding(
      t({
        comment:
          "Announced when focus leaves a time field whose minutes were off the grid and were rounded. {time} is the new time, {minuteStep} the grid in minutes.",
        message: `Heure arrondie à ${time} : les minutes vont par pas de ${minuteStep}.`,
      }),
    );
  };

  return (
    <AriaTimeField
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${fieldStyles.root} ${extra}` : fieldStyles.root,
      )}
      onFocus={(event) => {
        // Emptied so that the same rounding, made again later, is announced again.
        setRounding("");
        onFocus?.(event);
      }}
      onBlur={(event) => {
        roundToGrid();
        onBlur?.(event);
      }}
    >
      <TimeFieldMinuteGrid step={minuteStep} stateRef={stateRef} />
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateFieldInput />
      <FieldMessages
        description={description}
        warning={warning}
        errorMessage={errorMessage ?? defaultErrorMessage}
      />
      {/* A status message (WCAG 4.1.3): polite, it does not cut what is being read. */}
      <span role="status" className={visuallyHidden}>
        {rounding}
      </span>
    </AriaTimeField>
  );
}) as <T extends TimeValue>(
  props: TimeFieldProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;

/**
 * Reads the state react-aria's `TimeField` gives its segments, applies the minute grid to it and
 * keeps it for rounding on blur. The state object is new on every render of the field, hence the
 * effect on each one, before any key can reach the segments.
 */
function TimeFieldMinuteGrid({
  step,
  stateRef,
}: {
  step: TimeFieldMinuteStep;
  stateRef: RefObject<TimeFieldState | null>;
}) {
  const state = useContext(TimeFieldStateContext);
  useLayoutEffect(() => {
    stateRef.current = state;
    if (state) applyMinuteStep(state, step);
  }, [state, step, stateRef]);
  return null;
}
