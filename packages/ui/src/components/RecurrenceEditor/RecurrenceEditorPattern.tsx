import { getDayOfWeek, parseDate } from "@internationalized/date";
import {
  type Finding,
  findingsOf,
  type NthType,
  type NthValue,
  nthTypes,
  nthValues,
  type Recurrence,
  type Weekday,
  weekdayBits,
  weekdays,
} from "@releve/domain";
import { Checkbox } from "../Checkbox/Checkbox";
import { CheckboxGroup } from "../CheckboxGroup/CheckboxGroup";
import { NumberField } from "../NumberField/NumberField";
import { Select } from "../Select/Select";
import * as styles from "./RecurrenceEditor.css";
import type { RecurrenceEditorLabels } from "./RecurrenceEditorLabels";

/** Props of {@link RecurrenceEditorPattern}. */
export interface RecurrenceEditorPatternProps {
  /** The recurrence whose type's pattern is edited. */
  recurrence: Recurrence;
  /** The findings of `checkRecurrence`; this part shows those of its fields. */
  findings: readonly Finding[];
  /** Disables the fields. */
  isDisabled: boolean;
  /** Receives the changed fields of the recurrence. */
  onChange: (change: Partial<Recurrence>) => void;
  /** Where the selects' lists are rendered. */
  UNSTABLE_portalContainer?: Element | undefined;
  /** The editor's texts. */
  labels: RecurrenceEditorLabels;
}

/** The weekday of a `YYYY-MM-DD` day (weeks start on Monday), or null when it is not a day. */
function weekdayOf(day: string): { weekday: Weekday; dayOfMonth: number } | null {
  try {
    const date = parseDate(day);
    return {
      weekday: weekdays[getDayOfWeek(date, "fr-FR", "mon")] as Weekday,
      dayOfMonth: date.day,
    };
  } catch {
    return null;
  }
}

/**
 * The recurrence with its type's pattern filled in from its first day when it has none yet: a
 * weekly series on that weekday, a monthly one on that day of the month, or on that weekday of
 * the month (the second Tuesday; the last one past the fourth). A starting point the person
 * changes; the rules stay the domain's.
 */
export function withPatternFor(recurrence: Recurrence): Recurrence {
  const start = weekdayOf(recurrence.start);
  if (!start) return recurrence;
  if (recurrence.type === "weekly" && recurrence.weekdays === 0) {
    return { ...recurrence, weekdays: weekdayBits[start.weekday] };
  }
  if (recurrence.type === "monthlyByDay" && recurrence.dayOfMonth === null) {
    return { ...recurrence, dayOfMonth: start.dayOfMonth };
  }
  if (recurrence.type === "monthlyNth" && recurrence.nth === null) {
    const rank = Math.floor((start.dayOfMonth - 1) / 7);
    const value = (Object.values(nthValues) as NthValue[]).find((nth) => nth === rank);
    return { ...recurrence, nth: { value: value ?? nthValues.last, type: start.weekday } };
  }
  return recurrence;
}

function blockingMessage(findings: readonly Finding[], word: (finding: Finding) => string) {
  const blocking = findings.find((finding) => finding.severity === "blocking");
  return { isInvalid: blocking !== undefined, errorMessage: blocking ? word(blocking) : undefined };
}

/**
 * The fields of a recurrence type's pattern: the weekdays of a weekly series (a checkbox each,
 * the mask made of the domain's `weekdayBits`), the day of a monthly one, or which day of the
 * month (`nthValues` × `nthTypes`); nothing for a daily series.
 */
export function RecurrenceEditorPattern({
  recurrence,
  findings,
  isDisabled,
  onChange,
  UNSTABLE_portalContainer,
  labels,
}: RecurrenceEditorPatternProps) {
  const word = labels.finding;
  if (recurrence.type === "weekly") {
    const selected = weekdays.filter((day) => (recurrence.weekdays & weekdayBits[day]) !== 0);
    return (
      <CheckboxGroup
        label={labels.weekdaysLabel}
        value={selected}
        isDisabled={isDisabled}
        onChange={(days) =>
          onChange({
            weekdays: weekdays
              .filter((day) => days.includes(day))
              .reduce((mask, day) => mask | weekdayBits[day], 0),
          })
        }
        {...blockingMessage(findingsOf(findings, "recurrence.weekdays"), word)}
      >
        {weekdays.map((day) => (
          <Checkbox key={day} value={day}>
            {labels.weekdays[day]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  }
  if (recurrence.type === "monthlyByDay") {
    return (
      <NumberField
        label={labels.dayOfMonth}
        value={recurrence.dayOfMonth ?? Number.NaN}
        isDisabled={isDisabled}
        onChange={(day) => onChange({ dayOfMonth: Number.isNaN(day) ? null : day })}
        {...blockingMessage(findingsOf(findings, "recurrence.dayOfMonth"), word)}
      />
    );
  }
  if (recurrence.type === "monthlyNth") {
    const nth = recurrence.nth;
    const nthMessages = blockingMessage(findingsOf(findings, "recurrence.nth"), word);
    const nthValueKeys = Object.values(nthValues) as NthValue[];
    return (
      <div className={styles.nth}>
        <Select
          label={labels.nthValue}
          options={nthValueKeys.map((value) => ({ id: value, label: labels.nthValues[value] }))}
          value={nth?.value ?? null}
          isDisabled={isDisabled}
          UNSTABLE_portalContainer={UNSTABLE_portalContainer}
          onChange={(key) => {
            const value = nthValueKeys.find((candidate) => candidate === key);
            if (value !== undefined) onChange({ nth: { value, type: nth?.type ?? "day" } });
          }}
          {...nthMessages}
        />
        <Select
          label={labels.nthType}
          options={nthTypes.map((type) => ({ id: type, label: labels.nthTypes[type] }))}
          value={nth?.type ?? null}
          isDisabled={isDisabled}
          UNSTABLE_portalContainer={UNSTABLE_portalContainer}
          onChange={(key) => {
            const type = nthTypes.find((candidate: NthType) => candidate === key);
            if (type !== undefined) {
              onChange({ nth: { value: nth?.value ?? nthValues.first, type } });
            }
          }}
          isInvalid={nthMessages.isInvalid}
        />
      </div>
    );
  }
  return null;
}
