import { expandRecurrence, type FirstOccurrence, type Recurrence } from "@releve/domain";
import { useId } from "react";
import * as styles from "./RecurrenceEditor.css";
import type { RecurrenceEditorLabels } from "./RecurrenceEditorLabels";

/** Heading levels the preview's heading can take. */
export type RecurrenceEditorHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link RecurrenceEditorPreview}. */
export interface RecurrenceEditorPreviewProps {
  /** The recurrence previewed. */
  recurrence: Recurrence;
  /** The activity repeated: the times of every occurrence. */
  firstOccurrence: FirstOccurrence;
  /** The organisation's time zone. */
  timeZone: string;
  /** How many of the first occurrences are listed. */
  previewCount: number;
  /** Whether a rule refuses the recurrence: there is then nothing to preview. */
  isRefused: boolean;
  /** The level of the preview's heading. */
  headingLevel: RecurrenceEditorHeadingLevel;
  /** The editor's texts. */
  labels: RecurrenceEditorLabels;
}

/**
 * The occurrences of a recurrence as `expandRecurrence` of `@releve/domain` gives them: the total
 * in the heading, the first `previewCount`, and the last one when more are not listed.
 */
export function RecurrenceEditorPreview({
  recurrence,
  firstOccurrence,
  timeZone,
  previewCount,
  isRefused,
  headingLevel,
  labels,
}: RecurrenceEditorPreviewProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const occurrences = isRefused ? [] : expandRecurrence(recurrence, firstOccurrence, timeZone);
  const listed = occurrences.slice(0, previewCount);
  const last = occurrences.length > previewCount ? occurrences.at(-1) : undefined;
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <Heading id={headingId} className={styles.previewHeading}>
        {isRefused ? labels.previewWithoutCount : labels.previewHeading(occurrences.length)}
      </Heading>
      {isRefused ? (
        <p className={styles.previewText}>{labels.noPreview}</p>
      ) : occurrences.length === 0 ? (
        <p className={styles.previewText}>{labels.noOccurrence}</p>
      ) : (
        <ol className={styles.occurrences}>
          {listed.map((occurrence) => (
            <li key={occurrence.start}>{labels.occurrence(occurrence)}</li>
          ))}
        </ol>
      )}
      {last ? (
        <>
          <p className={styles.previewText}>{labels.more(occurrences.length - previewCount)}</p>
          <p className={styles.previewText}>
            <span className={styles.lastLabel}>{labels.last}</span> {labels.occurrence(last)}
          </p>
        </>
      ) : null}
    </section>
  );
}
