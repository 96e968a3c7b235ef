import { type CalendarDate, parseDate } from "@internationalized/date";
import {
  checkRecurrence,
  defaultTimeZone,
  type Finding,
  type FirstOccurrence,
  findingsOf,
  type Recurrence,
  type RecurrenceType,
  recurrenceMaxMonths,
  recurrenceMaxOccurrences,
  recurrenceTypes,
} from "@releve/domain";
import { forwardRef, type HTMLAttributes, useState } from "react";
import { DatePicker } from "../DatePicker/DatePicker";
import { NumberField } from "../NumberField/NumberField";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import * as styles from "./RecurrenceEditor.css";
import { useRecurrenceEditorLabels } from "./RecurrenceEditorLabels";
import { RecurrenceEditorPattern, withPatternFor } from "./RecurrenceEditorPattern";
import {
  type RecurrenceEditorHeadingLevel,
  RecurrenceEditorPreview,
} from "./RecurrenceEditorPreview";

/** How a series ends in the editor: on a date, or after a number of occurrences. */
export const recurrenceEndModes = ["date", "count"] as const;

/** One of {@link recurrenceEndModes}. */
export type RecurrenceEndMode = (typeof recurrenceEndModes)[number];

/** The recurrence edited: controlled with `value`, or uncontrolled from `defaultValue`. */
export type RecurrenceEditorValueProps =
  | {
      /** The recurrence (controlled): `Recurrence` of `@releve/domain`. */
      value: Recurrence;
      defaultValue?: never;
    }
  | {
      /** The recurrence the editor starts with (uncontrolled). */
      defaultValue: Recurrence;
      value?: never;
    };

/** Props of {@link RecurrenceEditor}. */
export type RecurrenceEditorProps = RecurrenceEditorValueProps & RecurrenceEditorBaseProps;

/** Props of {@link RecurrenceEditor} besides its value. */
export interface RecurrenceEditorBaseProps
  extends Omit<HTMLAttributes<HTMLDivElement>, "onChange" | "defaultValue"> {
  /** Runs with the whole recurrence whenever one of its fields changes. */
  onChange?: (value: Recurrence) => void;
  /**
   * The wall-clock start and end (`YYYY-MM-DDTHH:mm`) of the activity being repeated: every
   * occurrence keeps its times.
   */
  firstOccurrence: FirstOccurrence;
  /**
   * The organisation's time zone: occurrences keep their wall-clock times across daylight saving.
   * @default defaultTimeZone of `@releve/domain` ("Europe/Paris")
   */
  timeZone?: string;
  /**
   * How many of the first occurrences the preview lists; it also gives the last one and the total.
   * @default 5
   */
  previewCount?: number;
  /** Disables every field. */
  isDisabled?: boolean;
  /**
   * The level of the preview's heading, to fit the outline of the page or dialog around it.
   * @default 3
   */
  previewHeadingLevel?: RecurrenceEditorHeadingLevel;
  /**
   * Where the date pickers' calendars are rendered, `document.body` by default.
   */
  UNSTABLE_portalContainer?: Element | undefined;
}

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

function isRecurrenceType(value: string): value is RecurrenceType {
  return (recurrenceTypes as readonly string[]).includes(value);
}

/** The blocking message of some findings, or none, for a field's `isInvalid`/`errorMessage`. */
function messagesOf(findings: readonly Finding[], word: (finding: Finding) => string) {
  const blocking = findings.find((finding) => finding.severity === "blocking");
  return { isInvalid: blocking !== undefined, errorMessage: blocking ? word(blocking) : undefined };
}

/**
 * Edits how an operational activity repeats (spec 02 §3, §5, §9): the type (daily, weekly,
 * monthly by day, monthly nth) with its options, the first day, and the end, on a date or after a
 * number of occurrences. The limits of each type come from `@releve/domain`
 * (`recurrenceMaxOccurrences`, `recurrenceMaxMonths`) and are said under the end; the domain's
 * `checkRecurrence` words every refusal on its field, and `expandRecurrence` gives the preview:
 * the first occurrences, the last one and the total. The domain also accepts both an end and a
 * count; the editor offers one or the other.
 */
export const RecurrenceEditor = forwardRef<HTMLDivElement, RecurrenceEditorProps>(
  function RecurrenceEditor(
    {
      value,
      defaultValue,
      onChange,
      firstOccurrence,
      timeZone = defaultTimeZone,
      previewCount = 5,
      isDisabled = false,
      previewHeadingLevel = 3,
      UNSTABLE_portalContainer,
      className,
      ...props
    },
    ref,
  ) {
    const labels = useRecurrenceEditorLabels(timeZone);
    const [own, setOwn] = useState<Recurrence>(() => (value ?? defaultValue) as Recurrence);
    const recurrence = value ?? own;
    const [endMode, setEndMode] = useState<RecurrenceEndMode>(
      recurrence.end === null && recurrence.occurrenceCount !== null ? "count" : "date",
    );
    // What each end field held, given back when the person switches back to it.
    const [kept, setKept] = useState({
      end: recurrence.end,
      occurrenceCount: recurrence.occurrenceCount,
    });

    const update = (change: Partial<Recurrence>) => {
      const next = { ...recurrence, ...change };
      setOwn(next);
      onChange?.(next);
    };
    const switchEnd = (mode: RecurrenceEndMode) => {
      setEndMode(mode);
      setKept({
        end: recurrence.end ?? kept.end,
        occurrenceCount: recurrence.occurrenceCount ?? kept.occurrenceCount,
      });
      update(
        mode === "date"
          ? { end: recurrence.end ?? kept.end, occurrenceCount: null }
          : { end: null, occurrenceCount: recurrence.occurrenceCount ?? kept.occurrenceCount },
      );
    };

    const findings = checkRecurrence(recurrence);
    const word = labels.finding;
    const endFindings = [
      ...findingsOf(findings, "recurrence.end"),
      ...findingsOf(findings, "recurrence.occurrenceCount"),
    ];
    const limits = labels.limits(
      recurrenceMaxOccurrences[recurrence.type],
      recurrenceMaxMonths[recurrence.type],
    );

    return (
      <div {...props} ref={ref} className={className ? `${styles.root} ${className}` : styles.root}>
        <RadioGroup
          label={labels.type}
          orientation="horizontal"
          className={styles.choice}
          value={recurrence.type}
          isDisabled={isDisabled}
          onChange={(type) => {
            if (isRecurrenceType(type)) update(withPatternFor({ ...recurrence, type }));
          }}
        >
          {recurrenceTypes.map((type) => (
            <Radio key={type} value={type}>
              {labels.types[type]}
            </Radio>
          ))}
        </RadioGroup>
        <div className={styles.row}>
          <DatePicker
            label={labels.start}
            value={toCalendarDate(recurrence.start)}
            isDisabled={isDisabled}
            UNSTABLE_portalContainer={UNSTABLE_portalContainer}
            onChange={(date) => update({ start: date ? date.toString() : "" })}
            {...messagesOf(findingsOf(findings, "recurrence.start"), word)}
          />
          <RecurrenceEditorPattern
            recurrence={recurrence}
            findings={findings}
            isDisabled={isDisabled}
            onChange={update}
            labels={labels}
            UNSTABLE_portalContainer={UNSTABLE_portalContainer}
          />
        </div>
        <div className={styles.end}>
          <RadioGroup
            label={labels.endMode}
            orientation="horizontal"
            className={styles.choice}
            value={endMode}
            isDisabled={isDisabled}
            description={limits}
            onChange={(mode) => switchEnd(mode === "count" ? "count" : "date")}
          >
            <Radio value="date">{labels.endOnDate}</Radio>
            <Radio value="count">{labels.endAfterCount}</Radio>
          </RadioGroup>
          {endMode === "date" ? (
            <DatePicker
              label={labels.endDate}
              value={toCalendarDate(recurrence.end)}
              isDisabled={isDisabled}
              UNSTABLE_portalContainer={UNSTABLE_portalContainer}
              onChange={(date) => update({ end: date ? date.toString() : null })}
              {...messagesOf(endFindings, word)}
            />
          ) : (
            <NumberField
              label={labels.occurrenceCount}
              value={recurrence.occurrenceCount ?? Number.NaN}
              maxValue={recurrenceMaxOccurrences[recurrence.type]}
              isDisabled={isDisabled}
              onChange={(count) => update({ occurrenceCount: Number.isNaN(count) ? null : count })}
              {...messagesOf(endFindings, word)}
            />
          )}
        </div>
        <RecurrenceEditorPreview
          recurrence={recurrence}
          firstOccurrence={firstOccurrence}
          timeZone={timeZone}
          previewCount={previewCount}
          isRefused={findings.some((finding) => finding.severity === "blocking")}
          headingLevel={previewHeadingLevel}
          labels={labels}
        />
      </div>
    );
  },
);
