import {
  checkPeriodWarnings,
  checkStartNotInPast,
  type DuplicateContext,
  type DuplicateValues,
  duplicateOccurrences,
  duplicationOffset,
  type Finding,
  type WallClockPeriod,
} from "@releve/domain";
import { useId } from "react";
import { useTabStopWhenScrolling } from "../../hooks/useTabStopWhenScrolling";
import { Badge } from "../Badge/Badge";
import * as styles from "./DuplicatePreview.css";
import { useDuplicatePreviewLabels } from "./DuplicatePreviewLabels";

/** Props of {@link DuplicatePreviewList}. */
export interface DuplicatePreviewListProps {
  /** The period being duplicated (wall clock). */
  source: WallClockPeriod;
  /** The duplication. */
  values: DuplicateValues;
  /** The rules' context: now, time zone, source, maximum. */
  context: DuplicateContext;
  /** Whether the values let the copies be computed (no blocking finding on them). */
  isPreviewable: boolean;
  /** The level of the preview's heading, to fit the page or dialog around it. */
  headingLevel: DuplicatePreviewHeadingLevel;
}

/** Heading levels the preview's heading can take. */
export type DuplicatePreviewHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** A copy's blocking finding (refused) or, failing one, its warning (to check). */
function flagOf(copy: WallClockPeriod, context: DuplicateContext): Finding | undefined {
  const findings = [
    ...checkStartNotInPast(copy.start, context),
    ...checkPeriodWarnings(copy, context),
  ];
  return (
    findings.find((finding) => finding.severity === "blocking") ??
    findings.find((finding) => finding.severity === "warning")
  );
}

/**
 * The preview of a duplication: the original's period, then each copy's, numbered, as
 * `duplicateOccurrences` of `@releve/domain` moves it, in a compact grid. A copy the rules refuse
 * (`checkStartNotInPast`) or warn about (`checkPeriodWarnings`) carries a badge and the reason.
 */
export function DuplicatePreviewList({
  source,
  values,
  context,
  isPreviewable,
  headingLevel,
}: DuplicatePreviewListProps) {
  const Heading = `h${headingLevel}` as const;
  const labels = useDuplicatePreviewLabels();
  const headingId = useId();
  const scroller = useTabStopWhenScrolling<HTMLOListElement>();
  const offset = isPreviewable ? duplicationOffset(values, source.start) : null;
  const copies = offset
    ? duplicateOccurrences(source, offset, values.copyCount, context.timeZone)
    : [];
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <Heading id={headingId} className={styles.previewHeading}>
        {offset ? labels.previewHeading(copies.length) : labels.previewWithoutCount}
      </Heading>
      <p className={styles.original}>
        <span className={styles.originalLabel}>{labels.original}</span> {labels.period(source)}
      </p>
      {offset ? (
        <ol
          ref={scroller.ref}
          tabIndex={scroller.tabIndex}
          aria-labelledby={headingId}
          className={styles.copies}
        >
          {copies.map((copy, index) => {
            const flag = flagOf(copy, context);
            const isRefused = flag?.severity === "blocking";
            return (
              <li
                key={copy.start}
                className={styles.copy({
                  flag: flag ? (isRefused ? "refused" : "toCheck") : "none",
                })}
              >
                <span className={styles.copyName}>{labels.copyName(index + 1)}</span>
                <span>{labels.period(copy)}</span>
                {flag ? (
                  <span className={styles.copyFlag}>
                    <Badge
                      size="sm"
                      tone={isRefused ? "danger" : "warning"}
                      icon={isRefused ? "danger" : "alert"}
                    >
                      {isRefused ? labels.refused : labels.toCheck}
                    </Badge>
                    <span>{labels.finding(flag)}</span>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.original}>{labels.noPreview}</p>
      )}
    </section>
  );
}
