import { Trans, useLingui } from "@lingui/react/macro";
import { describeSignInError } from "../lib/sign-in-messages";
import * as styles from "./StartupError.css";

/** Shown instead of the application when it cannot start (settings, sign-in, authorization). */
export function StartupError(props: { error: unknown }) {
  const { i18n } = useLingui();
  return (
    <main className={styles.page}>
      <h1>
        <Trans>Relève ne peut pas démarrer</Trans>
      </h1>
      <p role="alert">{describeSignInError(i18n, props.error)}</p>
    </main>
  );
}
