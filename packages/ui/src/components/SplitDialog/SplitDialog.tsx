import {
  defaultTimeZone,
  type Schedule,
  type SplitHalves,
  type SplitType,
  splitMeans,
  splitTypes,
} from "@releve/domain";
import { forwardRef, type ReactNode, useId, useState } from "react";
import { Button } from "../Button/Button";
import { Dialog, type DialogProps } from "../Dialog/Dialog";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import * as styles from "./SplitDialog.css";
import { useSplitDialogLabels } from "./SplitDialogLabels";

/** Props of {@link SplitDialog}. */
export interface SplitDialogProps
  extends Omit<DialogProps, "title" | "children" | "actions" | "variant" | "role"> {
  /**
   * The on-site period of the means of intervention to split: ISO 8601 instants with their
   * offset, as the API gives them. Only a 12-hour shift on the wall clock can be split.
   */
  means: Schedule;
  /**
   * The organisation's time zone: the cut is made, and times are shown, on its wall clock.
   * @default defaultTimeZone of `@releve/domain` ("Europe/Paris")
   */
  timeZone?: string;
  /** The chosen split type (controlled). */
  splitType?: SplitType;
  /**
   * The split type chosen when the dialog first renders (uncontrolled).
   * @default "halfAndHalf"
   */
  defaultSplitType?: SplitType;
  /** Runs when the person chooses another split type. */
  onSplitTypeChange?: (splitType: SplitType) => void;
  /**
   * Runs when the person confirms, with the split type and the two halves computed by
   * `splitMeans` of `@releve/domain`, before the dialog closes. Never called when the means
   * cannot be split.
   */
  onConfirm: (splitType: SplitType, halves: SplitHalves) => void;
  /**
   * The heading.
   * @default "Scinder le moyen", in the current language
   */
  title?: ReactNode;
}

function isSplitType(value: string): value is SplitType {
  return (splitTypes as readonly string[]).includes(value);
}

/**
 * Splits a 12-hour means of intervention in two (spec 01 §4): the person chooses one of the
 * three split types of `@releve/domain` (6 h + 6 h, 4 h + 8 h, 8 h + 4 h) in a radio group and
 * sees both halves (start–end, real length) as the domain computes them, across daylight-saving
 * changes. The split is irreversible, hence the warning tone. A means that does not last 12 hours
 * shows the domain's refusal on the radio group, and Split is disabled. A modal dialog, `lg` unless
 * `size` says otherwise (the two halves side by side): focus stays inside and returns to the
 * trigger; Escape cancels.
 */
export const SplitDialog = forwardRef<HTMLElement, SplitDialogProps>(function SplitDialog(
  {
    means,
    timeZone = defaultTimeZone,
    splitType,
    defaultSplitType = "halfAndHalf",
    onSplitTypeChange,
    onConfirm,
    title,
    size = "lg",
    ...props
  },
  ref,
) {
  const labels = useSplitDialogLabels(timeZone);
  const previewId = useId();
  const [ownType, setOwnType] = useState<SplitType>(defaultSplitType);
  const chosen = splitType ?? ownType;
  const results = Object.fromEntries(
    splitTypes.map((type) => [type, splitMeans(means, type, timeZone)]),
  ) as Record<SplitType, ReturnType<typeof splitMeans>>;
  const result = results[chosen];

  return (
    <Dialog
      {...props}
      ref={ref}
      size={size}
      variant="warning"
      title={title ?? labels.title}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {labels.cancel}
          </Button>
          <Button
            variant="primary"
            isDisabled={!result.ok}
            onPress={() => {
              if (!result.ok) return;
              onConfirm(chosen, { first: result.first, second: result.second });
              close();
            }}
          >
            {labels.confirm}
          </Button>
        </>
      )}
    >
      <div className={styles.content}>
        <p className={styles.paragraph}>{labels.irreversible}</p>
        <p className={styles.paragraph}>
          <span className={styles.label}>{labels.means}</span> {labels.period(means)} (
          {labels.duration(means)})
        </p>
        <RadioGroup
          label={labels.typeLabel}
          orientation="horizontal"
          className={styles.splitTypes}
          value={chosen}
          onChange={(value) => {
            if (!isSplitType(value)) return;
            setOwnType(value);
            onSplitTypeChange?.(value);
          }}
          isInvalid={!result.ok}
          errorMessage={result.ok ? undefined : labels.finding(result.finding)}
        >
          {splitTypes.map((type) => {
            const option = results[type];
            return (
              <Radio
                key={type}
                value={type}
                description={option.ok ? labels.cutAt(option.first.end) : undefined}
              >
                {labels.splitType(type)}
              </Radio>
            );
          })}
        </RadioGroup>
        <section aria-labelledby={previewId} className={styles.preview}>
          <h4 id={previewId} className={styles.previewHeading}>
            {labels.preview}
          </h4>
          {result.ok ? (
            <ol className={styles.halves}>
              {(
                [
                  [labels.first, result.first],
                  [labels.second, result.second],
                ] as const
              ).map(([name, half]) => (
                <li key={name} className={styles.half}>
                  <span className={styles.halfName}>{name}</span>
                  <span>{labels.half(half)}</span>
                  <span className={styles.halfDuration}>{labels.duration(half)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.paragraph}>{labels.noPreview}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
});
