import { Outlet } from "react-router-dom";
import * as styles from "./BlankLayout.css";
import { Copyright } from "./Copyright";
import { OrganisationLogo } from "./OrganisationLogo";

/**
 * The blank layout (spec 01 §2): pages reached without signing in (access denied, the answer to
 * a notification's link), with the organisation's logo and nothing of the shell.
 */
export function BlankLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <OrganisationLogo className={styles.logo} />
      </header>
      <main className={styles.content}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <Copyright year={new Date().getFullYear()} />
      </footer>
    </div>
  );
}
