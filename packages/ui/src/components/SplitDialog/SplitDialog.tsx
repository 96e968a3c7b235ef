import {
  defaultTimeZone,
  type Schedule,
  type SplitHalves,
  type SplitType,
  splitMeans,
  splitTypes,
} from "@releve/domain";
import { forwardRef, type ReactNode, useId, useState } from "react";
import { AlertBanner } from "../AlertBanner/AlertBanner";
import { Button } from "../Button/Button";
import { Dialog, type DialogProps } from "../Dialog/Dialog";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import * as styles from "./SplitDialog.css";
import { SplitDialogFollowers, type SplitFollowers } from "./SplitDialogFollowers";
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
   * `splitMeans` of `@releve/domain`. Never called when the means cannot be split.
   *
   * Returning nothing closes the dialog at once. Returning a promise (the split call) keeps it
   * open while it runs — Split busy ("Scission en cours…"), the type, Cancel, Close and Escape
   * out of reach — then closes it when the promise gives `true`; `false` or a rejection means
   * the split was refused: the dialog stays open for the host to say why with `refusal`.
   */
  onConfirm: (splitType: SplitType, halves: SplitHalves) => undefined | Promise<boolean>;
  /**
   * The people registered on the means (pending or validated), each placed on the half or halves
   * the domain moves them to for the chosen type, before confirming; `"loading"` while the host
   * reads them (Split waits for them). Left out, the dialog shows no one.
   */
  followers?: SplitFollowers;
  /**
   * Shown instead of the people when the host could not read them (why, and a way to retry):
   * the split stays possible, since the API moves them all the same.
   */
  followersProblem?: ReactNode;
  /**
   * How many registrations the host did not list in `followers` (it read only the first of
   * them): the dialog says so under the list.
   * @default 0
   */
  moreFollowers?: number;
  /**
   * Whether the split is under way, for a host that tracks its call itself; an asynchronous
   * `onConfirm` makes the dialog busy on its own.
   * @default false
   */
  isPending?: boolean;
  /**
   * Why the last split was refused, already translated: shown in the dialog ("Scission
   * refusée"), which stays open so the person reads it and may cancel.
   */
  refusal?: ReactNode;
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
 * shows the domain's refusal on the radio group, and Split is disabled. With `followers`, it
 * shows where each person registered goes (employees onto both halves). With an asynchronous
 * `onConfirm`, it stays open while the split runs and shows a refusal inside. A modal dialog,
 * `lg` unless `size` says otherwise (the two halves side by side): focus stays inside and
 * returns to the trigger; Escape cancels.
 */
export const SplitDialog = forwardRef<HTMLElement, SplitDialogProps>(function SplitDialog(
  {
    means,
    timeZone = defaultTimeZone,
    splitType,
    defaultSplitType = "halfAndHalf",
    onSplitTypeChange,
    onConfirm,
    followers,
    followersProblem,
    moreFollowers = 0,
    isPending = false,
    refusal,
    title,
    size = "lg",
    isKeyboardDismissDisabled,
    ...props
  },
  ref,
) {
  const labels = useSplitDialogLabels(timeZone);
  const previewId = useId();
  const [ownType, setOwnType] = useState<SplitType>(defaultSplitType);
  const [isRunning, setRunning] = useState(false);
  const isBusy = isPending || isRunning;
  const chosen = splitType ?? ownType;
  const results = Object.fromEntries(
    splitTypes.map((type) => [type, splitMeans(means, type, timeZone)]),
  ) as Record<SplitType, ReturnType<typeof splitMeans>>;
  const result = results[chosen];

  const confirm = async (close: () => void) => {
    if (!result.ok || isBusy) return;
    const outcome = onConfirm(chosen, { first: result.first, second: result.second });
    if (outcome === undefined) {
      close();
      return;
    }
    setRunning(true);
    // A rejection is a refusal like `false`: the host says why through `refusal`.
    const isDone = await outcome.catch(() => false);
    setRunning(false);
    if (isDone) close();
  };

  return (
    <Dialog
      {...props}
      ref={ref}
      size={size}
      variant="warning"
      title={title ?? labels.title}
      // While the split runs nothing closes the dialog: its outcome, or its refusal, is said here.
      hasCloseButton={!isBusy}
      isKeyboardDismissDisabled={isBusy || isKeyboardDismissDisabled === true}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isBusy}>
            {labels.cancel}
          </Button>
          <Button
            variant="primary"
            isDisabled={!result.ok || followers === "loading"}
            isPending={isBusy}
            onPress={() => void confirm(close)}
          >
            {isBusy ? labels.splitting : labels.confirm}
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
          isDisabled={isBusy}
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
          <h3 id={previewId} className={styles.previewHeading}>
            {labels.preview}
          </h3>
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
        {(followers !== undefined || followersProblem) && result.ok ? (
          <SplitDialogFollowers
            followers={followers ?? []}
            problem={followersProblem}
            halves={{ first: result.first, second: result.second }}
            moreFollowers={moreFollowers}
            labels={labels}
          />
        ) : null}
        {refusal ? (
          <AlertBanner level="danger" title={labels.refused}>
            {refusal}
          </AlertBanner>
        ) : null}
      </div>
    </Dialog>
  );
});
