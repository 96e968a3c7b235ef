import { useLingui } from "@lingui/react/macro";
import { IconButton } from "@releve/ui";
import { useId } from "react";
import { useSidePane } from "../../lib/side-pane";
import * as styles from "./MainLayout.css";

/**
 * The side pane of the main layout (spec 01 §2): a complementary region beside the page, with
 * its heading and a close button; empty, it takes no room and is not a landmark.
 */
export function SidePane() {
  const { t } = useLingui();
  const { current, close } = useSidePane();
  const headingId = useId();
  if (!current) return null;
  return (
    <aside className={styles.sidePane} aria-labelledby={headingId}>
      <div className={styles.sidePaneHeader}>
        <h2 id={headingId} className={styles.sidePaneTitle}>
          {current.title}
        </h2>
        <IconButton icon="close" size="sm" onPress={close} aria-label={t`Fermer le panneau`} />
      </div>
      <div className={styles.sidePaneBody}>{current.content}</div>
    </aside>
  );
}
