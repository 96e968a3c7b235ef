import { Trans } from "@lingui/react/macro";

/** Announced while a page's code loads (a polite status: it never interrupts). */
export function PageLoading() {
  return (
    <p role="status">
      <Trans>Chargement…</Trans>
    </p>
  );
}
