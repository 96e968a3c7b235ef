import { Trans, useLingui } from "@lingui/react/macro";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { MeansToComplete } from "../components/MeansToComplete";
import { OpenMeans } from "../components/OpenMeans";
import { Shortcuts } from "../components/Shortcuts";
import { UpcomingRegistrations } from "../components/UpcomingRegistrations";
import { useHomeKind } from "../hooks/home-kind";
import { useHomeMoment } from "../hooks/home-moment";
import * as styles from "./HomePage.css";

/**
 * The start page (route `home`), one per kind of user: managers see the means of their scope
 * lacking staff today and tomorrow; field staff their next registrations and the open means they
 * may register for; other roles a shortcut to each of their features.
 */
export function HomePage() {
  const { t } = useLingui();
  const { firstName } = useSession().user;
  usePageTitle(t`Accueil`);
  const kind = useHomeKind();
  const moment = useHomeMoment();
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>
          <Trans>Accueil</Trans>
        </h1>
        <p className={styles.greeting}>
          <Trans>Bonjour {firstName}, bienvenue dans Relève.</Trans>
        </p>
      </div>
      {kind === "manager" ? <MeansToComplete moment={moment} /> : null}
      {kind === "fieldStaff" ? (
        <div className={styles.columns}>
          <UpcomingRegistrations now={moment.now} />
          <OpenMeans now={moment.now} />
        </div>
      ) : null}
      {kind === "other" ? <Shortcuts /> : null}
    </div>
  );
}
