import { Trans, useLingui } from "@lingui/react/macro";
import { usePageTitle } from "../../lib/page-title";
import { useSession } from "../../lib/session";

/** The start page. */
export function HomePage() {
  const { t } = useLingui();
  const { firstName } = useSession().user;
  usePageTitle(t`Accueil`);
  return (
    <>
      <h1>
        <Trans>Accueil</Trans>
      </h1>
      <p>
        <Trans>Bonjour {firstName}, bienvenue dans Relève.</Trans>
      </p>
    </>
  );
}
