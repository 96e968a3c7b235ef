import { type CalendarDate, parseDate, parseTime, type Time } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { type Finding, timePrecisionMinutes } from "@releve/domain";
import { DatePicker, TimeField } from "@releve/ui";
import { useState } from "react";
import * as styles from "./form.css";
import { feedbackFor } from "./form-state";

/** A date and a time, either not chosen yet. */
interface Parts {
  date: CalendarDate | null;
  time: Time | null;
}

/** A wall-clock value `YYYY-MM-DDTHH:mm` as its two parts; nothing for an empty or bad one. */
function split(value: string): Parts {
  try {
    return value
      ? { date: parseDate(value.slice(0, 10)), time: parseTime(value.slice(11, 16)) }
      : { date: null, time: null };
  } catch {
    return { date: null, time: null };
  }
}

/** The wall-clock value of both parts, `""` while one is missing (the rules say it is required). */
function compose({ date, time }: Parts): string {
  if (!date || !time) return "";
  const hh = String(time.hour).padStart(2, "0");
  const mm = String(time.minute).padStart(2, "0");
  return `${date.toString()}T${hh}:${mm}`;
}

/** Whether a finding concerns the time rather than the date: the grid, an end time too early. */
function isTimeFinding(finding: Finding, parts: Parts): boolean {
  if (finding.code.startsWith("time.")) return true;
  return finding.code === "required" && parts.date !== null && parts.time === null;
}

/** Props of {@link DateTimeFields}. */
export interface DateTimeFieldsProps {
  /** The id of the pair, which a form's error summary links to. */
  id: string;
  /** What the value is ("Début"): the date's label; the time's says "Heure de début". */
  dateLabel: string;
  timeLabel: string;
  /** The wall clock `YYYY-MM-DDTHH:mm` in the organisation's time zone, `""` for none. */
  value: string;
  onChange: (value: string) => void;
  /** The field was left: its findings show from then on. */
  onBlur?: () => void;
  /** What the rules found on the value, shown on the date or on the time. */
  findings: readonly Finding[];
  /** Help under the date. */
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A date and time of the organisation's wall clock (spec 02 §5, §9): a date picker and a time
 * field on the 5-minute grid, side by side. The value is given once both are chosen; a finding on
 * the time (off the grid, an end time before the start) shows under the time, the others under
 * the date.
 */
export function DateTimeFields({
  id,
  dateLabel,
  timeLabel,
  value,
  onChange,
  onBlur,
  findings,
  description,
  isRequired = false,
  isDisabled = false,
}: DateTimeFieldsProps) {
  const { i18n } = useLingui();
  const [parts, setParts] = useState(() => split(value));
  const [seen, setSeen] = useState(value);
  // A value given from outside (a form filled, a reset) replaces what was being typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== compose(parts)) setParts(split(value));
  }
  const change = (next: Parts) => {
    setParts(next);
    const composed = compose(next);
    setSeen(composed);
    onChange(composed);
  };
  const timeFindings = findings.filter((finding) => isTimeFinding(finding, parts));
  const dateFindings = findings.filter((finding) => !isTimeFinding(finding, parts));
  return (
    <div id={id} className={styles.dateTime}>
      <DatePicker
        label={dateLabel}
        value={parts.date}
        onChange={(date) => change({ ...parts, date })}
        onBlur={() => onBlur?.()}
        isRequired={isRequired}
        isDisabled={isDisabled}
        {...feedbackFor(i18n, dateFindings, description)}
      />
      <TimeField
        label={timeLabel}
        value={parts.time}
        onChange={(time) => change({ ...parts, time })}
        onBlur={() => onBlur?.()}
        minuteStep={timePrecisionMinutes}
        isRequired={isRequired}
        isDisabled={isDisabled}
        {...feedbackFor(i18n, timeFindings)}
      />
    </div>
  );
}
