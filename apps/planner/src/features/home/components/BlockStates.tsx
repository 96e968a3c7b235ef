import { useLingui } from "@lingui/react/macro";
import { AlertBanner, Skeleton, SkeletonShape } from "@releve/ui";
import { describeError } from "../../../lib/error-messages";
import * as styles from "./HomeBlock.css";

/** Props of {@link LoadingList}. */
export interface LoadingListProps {
  /** What is loading, said once to screen readers, already translated. */
  label: string;
  /** How many items the placeholders stand for. */
  count?: number;
}

/** Placeholders where a list of the start page will appear. */
export function LoadingList({ label, count = 3 }: LoadingListProps) {
  return (
    <Skeleton label={label} className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        // Identical placeholders that never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SkeletonShape key={index} shape="block" height="5.5rem" />
      ))}
    </Skeleton>
  );
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded, already translated. */
  title: string;
  /** What was thrown: its message comes from the error catalogue (spec 01 §8). */
  error: unknown;
}

/**
 * A block that could not load: a warning rather than an urgent alert, since the rest of the
 * page still works (only `danger` interrupts a screen reader).
 */
export function LoadError({ title, error }: LoadErrorProps) {
  const { i18n } = useLingui();
  return (
    <AlertBanner level="warning" title={title}>
      {describeError(i18n, error)}
    </AlertBanner>
  );
}
