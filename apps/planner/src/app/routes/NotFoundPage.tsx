import { Trans, useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/page-title";

/** The page of unknown paths (spec 01 §2: "404 Not Found"). */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page introuvable`);
  return (
    <>
      <h1>
        <Trans>404 Page introuvable</Trans>
      </h1>
      <p>
        <Trans>Cette page n'existe pas ou n'existe plus.</Trans>
      </p>
      <p>
        <Link to={routeHref("home")}>
          <Trans>Retour à l'accueil</Trans>
        </Link>
      </p>
    </>
  );
}
