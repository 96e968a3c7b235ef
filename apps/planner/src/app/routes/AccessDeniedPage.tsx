import { Trans, useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Link } from "@releve/ui";
import { usePageTitle } from "../../lib/page-title";

/**
 * The site's access-denied page (spec 01 §2, path `access-denied/site`): the signed-in account
 * has no role in Relève. Reached without the shell, so it says what to do next.
 */
export function AccessDeniedPage() {
  const { t } = useLingui();
  usePageTitle(t`Accès refusé`);
  return (
    <>
      <h1>
        <Trans>Accès refusé</Trans>
      </h1>
      <p>
        <Trans>
          Votre compte n'a aucun rôle dans Relève. Demandez à votre responsable ou à
          l'administrateur de votre délégation de vous attribuer un rôle, puis reconnectez-vous.
        </Trans>
      </p>
      <p>
        <Link href={routeHref("home")}>
          <Trans>Réessayer</Trans>
        </Link>
      </p>
    </>
  );
}
