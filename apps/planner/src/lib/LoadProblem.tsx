import { useLingui } from "@lingui/react/macro";
import { AlertBanner, Button } from "@releve/ui";
import { describeError } from "./error-messages";
import * as styles from "./ListResults.css";

/** Props of {@link LoadProblem}. */
export interface LoadProblemProps {
  /** What could not be loaded ("Les tâches n'ont pas pu être chargées."), translated. */
  title: string;
  /** What was thrown: its message comes from the error catalogue (spec 02 §8). */
  error: unknown;
  /** Asks again. */
  retry: () => void;
  /**
   * `warning` when what was shown before stays on screen, `danger` when nothing can be shown.
   * @default "danger"
   */
  level?: "warning" | "danger";
}

/** What a page part could not load, why, and "Réessayer" (decision 026). */
export function LoadProblem({ title, error, retry, level = "danger" }: LoadProblemProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.problem}>
      <AlertBanner level={level} title={title}>
        {describeError(i18n, error)}
      </AlertBanner>
      <Button variant="secondary" onPress={retry}>
        {t({ context: "list", message: "Réessayer" })}
      </Button>
    </div>
  );
}
