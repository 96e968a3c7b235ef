import { useLingui } from "@lingui/react/macro";
import { displayName } from "@releve/domain";
import { useRoleLabel } from "@releve/ui";
import { Link, Outlet } from "react-router-dom";
import { productName } from "../../lib/page-title";
import { useSession } from "../../lib/session";
import * as styles from "./MainLayout.css";

/**
 * The main layout of every signed-in page: navbar with the user and the active role, the page,
 * and the footer (spec 01 §2).
 */
export function MainLayout() {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const session = useSession();
  const roleCode = session.activeRoleCode;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t`Aller au contenu`}
      </a>
      <header className={styles.navbar}>
        <Link className={styles.brand} to="/home">
          {productName}
        </Link>
        <div className={styles.userBox} data-testid="current-user">
          <span className={styles.userName}>{displayName(session.user)}</span>
          <span>{roleCode ? roleLabel(roleCode) : t`Aucun rôle`}</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {productName}
      </footer>
    </div>
  );
}
