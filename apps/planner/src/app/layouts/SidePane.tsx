import { useLingui } from "@lingui/react/macro";
import { IconButton } from "@releve/ui";
import { useEffect, useId, useRef } from "react";
import { useSidePane } from "../../lib/side-pane";
import * as styles from "./MainLayout.css";

/**
 * The side pane of the main layout (spec 01 §2): a complementary region beside the page, with
 * its heading and a close button; empty, it takes no room and is not a landmark. Opening it
 * moves focus to its heading (it sits after the page, and over it on small screens); Escape
 * closes it and focus goes back to what opened it.
 */
export function SidePane() {
  const { t } = useLingui();
  const { current, close } = useSidePane();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (current) heading.current?.focus();
  }, [current]);
  if (!current) return null;
  return (
    <aside
      className={styles.sidePane}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <div className={styles.sidePaneHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sidePaneTitle}>
          {current.title}
        </h2>
        <IconButton icon="close" size="sm" onPress={close} aria-label={t`Fermer le panneau`} />
      </div>
      <div className={styles.sidePaneBody}>{current.content}</div>
    </aside>
  );
}
