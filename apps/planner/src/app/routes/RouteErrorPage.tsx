import { Trans, useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Button } from "@releve/ui";
import { useEffect } from "react";
import { Link, useRouteError } from "react-router-dom";
import { usePageTitle } from "../../lib/page-title";

/**
 * Shown in place of a page whose code could not be loaded (the network, the load timeout, a
 * version replaced by a deployment) or that failed while showing: what happened, in the user's
 * words, and the two ways on — load the page again, or go back to the start page.
 */
export function PageUnavailable() {
  const { t } = useLingui();
  usePageTitle(t`Page indisponible`);
  return (
    <>
      <h1>
        <Trans>Page indisponible</Trans>
      </h1>
      <p role="alert">
        <Trans>
          Cette page n'a pas pu être affichée. Vérifiez votre connexion, puis chargez-la de nouveau.
        </Trans>
      </p>
      <p>
        <Button variant="primary" onPress={() => window.location.reload()}>
          <Trans>Recharger la page</Trans>
        </Button>
      </p>
      <p>
        <Link to={routeHref("home")}>
          <Trans>Retour à l'accueil</Trans>
        </Link>
      </p>
    </>
  );
}

/** The error element of every route: a page that failed while showing. Details go to the console. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error("The page could not be shown", error);
  }, [error]);
  return <PageUnavailable />;
}
