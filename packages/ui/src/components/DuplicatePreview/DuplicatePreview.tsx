import { type CalendarDate, parseDate } from "@internationalized/date";
import {
  type DuplicateValues,
  defaultTimeZone,
  maxCopyCount as domainMaxCopyCount,
  type Finding,
  findingsOf,
  hasBlocking,
  maxDuplicationOffset,
  timePrecisionMinutes,
  validateDuplicate,
  type WallClockPeriod,
} from "@releve/domain";
import { forwardRef, type HTMLAttributes, useId, useState } from "react";
import { DatePicker } from "../DatePicker/DatePicker";
import { NumberField } from "../NumberField/NumberField";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import * as styles from "./DuplicatePreview.css";
import { useDuplicatePreviewLabels } from "./DuplicatePreviewLabels";
import { type DuplicatePreviewHeadingLevel, DuplicatePreviewList } from "./DuplicatePreviewList";

/** What the form starts with when no value is given: one copy a week later. */
export const defaultDuplicateValues: DuplicateValues = {
  mode: "offset",
  offset: { days: 7, hours: 0, minutes: 0 },
  targetDate: null,
  copyCount: 1,
};

/** Props of {@link DuplicatePreview}. */
export interface DuplicatePreviewProps
  extends Omit<HTMLAttributes<HTMLDivElement>, "onChange" | "defaultValue"> {
  /**
   * The period of the means of intervention being duplicated, on the organisation's wall clock
   * (`YYYY-MM-DDTHH:mm`).
   */
  source: WallClockPeriod;
  /** The duplication (controlled): `DuplicateValues` of `@releve/domain`. */
  value?: DuplicateValues;
  /** The duplication the form starts with (uncontrolled). @default one copy, 7 days later */
  defaultValue?: DuplicateValues;
  /** Runs with the whole duplication whenever one of its fields changes. */
  onChange?: (value: DuplicateValues) => void;
  /**
   * The current instant, against which copies in the past or too far ahead are flagged. Give it
   * a fixed value in stories and tests.
   * @default the time of rendering
   */
  now?: Date;
  /**
   * The organisation's time zone: copies keep their wall-clock times across daylight saving.
   * @default defaultTimeZone of `@releve/domain` ("Europe/Paris")
   */
  timeZone?: string;
  /** At most this many copies. @default maxCopyCount of `@releve/domain` (52) */
  maxCopyCount?: number;
  /** Disables every field. */
  isDisabled?: boolean;
  /**
   * The level of the preview's heading ("Aperçu : 4 copies"), to fit the outline of the page or
   * dialog around it.
   * @default 3
   */
  previewHeadingLevel?: DuplicatePreviewHeadingLevel;
}

function messagesOf(findings: readonly Finding[], word: (finding: Finding) => string) {
  const blocking = findings.find((finding) => finding.severity === "blocking");
  const warning = findings.find((finding) => finding.severity === "warning");
  return {
    isInvalid: blocking !== undefined,
    errorMessage: blocking ? word(blocking) : undefined,
    warning: warning ? word(warning) : undefined,
  };
}

/**
 * The duplication of a means of intervention with its calendar preview (spec 02 §2): the copies
 * are spaced by an offset (days, hours, minutes) or by the date of the first copy, and their
 * number is bounded by the domain's maximum. The fields stop at the domain's maxima; lower
 * bounds are left to the domain's rules, which word the refusal. The copies' periods are computed by
 * `duplicateOccurrences` of `@releve/domain` and listed under the fields; the domain's rules
 * (`validateDuplicate`) word each field's error or warning, and flag each copy that starts too
 * long ago (refused) or in the past or over a year ahead (to check).
 */
export const DuplicatePreview = forwardRef<HTMLDivElement, DuplicatePreviewProps>(
  function DuplicatePreview(
    {
      source,
      value,
      defaultValue = defaultDuplicateValues,
      onChange,
      now,
      timeZone = defaultTimeZone,
      maxCopyCount = domainMaxCopyCount,
      isDisabled = false,
      previewHeadingLevel = 3,
      className,
      ...props
    },
    ref,
  ) {
    const labels = useDuplicatePreviewLabels();
    const offsetLegendId = useId();
    const offsetErrorId = useId();
    const [own, setOwn] = useState(defaultValue);
    const values = value ?? own;
    const [renderedAt] = useState(() => new Date());
    const context = { now: now ?? renderedAt, timeZone, source, maxCopyCount };
    const { findings } = validateDuplicate(values, context);

    const update = (change: Partial<DuplicateValues>) => {
      const next = { ...values, ...change };
      setOwn(next);
      onChange?.(next);
    };
    const updateOffset = (part: keyof DuplicateValues["offset"], amount: number) =>
      update({ offset: { ...values.offset, [part]: amount } });

    const offsetMessages = messagesOf(findingsOf(findings, "offset"), labels.finding);
    const field = (name: string) => messagesOf(findingsOf(findings, name), labels.finding);
    // A copy starting too long ago is shown, flagged, on the copy itself; any other refusal
    // leaves nothing to preview.
    const isPreviewable = !hasBlocking(
      findings.filter((finding) => finding.code !== "date.startInPast"),
    );
    const targetDate = toCalendarDate(values.targetDate);

    return (
      <div {...props} ref={ref} className={className ? `${styles.root} ${className}` : styles.root}>
        <RadioGroup
          label={labels.modeLabel}
          orientation="horizontal"
          value={values.mode}
          isDisabled={isDisabled}
          onChange={(mode) => update({ mode: mode === "targetDate" ? "targetDate" : "offset" })}
        >
          <Radio value="offset">{labels.modeOffset}</Radio>
          <Radio value="targetDate">{labels.modeTargetDate}</Radio>
        </RadioGroup>
        {values.mode === "offset" ? (
          <fieldset
            className={styles.offset}
            aria-describedby={offsetMessages.errorMessage ? offsetErrorId : undefined}
            disabled={isDisabled}
          >
            <legend id={offsetLegendId} className={styles.legend}>
              {labels.offsetLegend}
            </legend>
            <div className={styles.offsetFields}>
              {(
                [
                  ["days", labels.days, 1],
                  ["hours", labels.hours, 1],
                  ["minutes", labels.minutes, timePrecisionMinutes],
                ] as const
              ).map(([part, label, step]) => {
                const partMessages = field(`offset.${part}`);
                return (
                  <NumberField
                    key={part}
                    label={label}
                    className={styles.offsetField}
                    value={values.offset[part]}
                    maxValue={maxDuplicationOffset[part]}
                    step={step}
                    isDisabled={isDisabled}
                    isInvalid={offsetMessages.isInvalid || partMessages.isInvalid}
                    errorMessage={partMessages.errorMessage}
                    onChange={(amount) => updateOffset(part, amount)}
                  />
                );
              })}
            </div>
            {offsetMessages.errorMessage || offsetMessages.warning ? (
              <p id={offsetErrorId} className={styles.offsetMessage}>
                {offsetMessages.errorMessage ?? offsetMessages.warning}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <DatePicker
            label={labels.targetDate}
            value={targetDate}
            isDisabled={isDisabled}
            onChange={(date) => update({ targetDate: date ? date.toString() : null })}
            {...field("targetDate")}
          />
        )}
        <NumberField
          label={labels.copyCount}
          value={values.copyCount}
          maxValue={maxCopyCount}
          isDisabled={isDisabled}
          description={labels.countDescription(maxCopyCount)}
          onChange={(copyCount) => update({ copyCount })}
          {...field("copyCount")}
        />
        <DuplicatePreviewList
          source={source}
          values={values}
          context={context}
          isPreviewable={isPreviewable}
          headingLevel={previewHeadingLevel}
        />
      </div>
    );
  },
);

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
