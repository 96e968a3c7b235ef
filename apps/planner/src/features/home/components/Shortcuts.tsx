import { useLingui } from "@lingui/react/macro";
import { routeHref, sidebarEntries } from "@releve/domain";
import { EmptyState, Link } from "@releve/ui";
import { useSession } from "../../../lib/session";
import { sidebarEntryLabel, sidebarHref } from "../../../lib/sidebar-menu";
import { HomeBlock } from "./HomeBlock";
import * as styles from "./HomeBlock.css";

/**
 * The start of roles without means to staff (human resources, for instance): a shortcut to each
 * feature the active role holds, the very entries of its sidebar (the domain's
 * `sidebarEntries`), so the page never offers what the role may not open.
 */
export function Shortcuts() {
  const { t, i18n } = useLingui();
  const { activeAuthorization } = useSession();
  // Not the start page itself: it is this page.
  const entries = sidebarEntries(activeAuthorization)
    .filter((entry) => entry.routeName !== "home")
    .map((entry) => ({ entry, label: sidebarEntryLabel(entry, i18n) }));
  return (
    <HomeBlock title={t`Accès rapide`} description={t`Les fonctionnalités ouvertes à votre rôle.`}>
      {entries.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          icon="unlock"
          title={t`Aucune fonctionnalité pour ce rôle`}
          description={t`Choisissez un autre rôle ou demandez des droits à votre administrateur.`}
          action={
            <Link href={routeHref("profile")} variant="standalone">
              {t`Changer de rôle`}
            </Link>
          }
        />
      ) : (
        <ul className={styles.shortcuts}>
          {entries.map(({ entry, label }) => (
            <li key={entry.id}>
              <Link href={sidebarHref(entry)} variant="standalone">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
