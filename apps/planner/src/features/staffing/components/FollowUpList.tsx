import { useLingui } from "@lingui/react/macro";
import { Tab, TabList, TabPanel, Tabs } from "@releve/ui";
import { type ReactNode, useEffect } from "react";
import type { ListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { type FollowUpView, followUpViews } from "../hooks/labels";

/**
 * A follow-up list (spec 01 §2, "all and mine"): its title, the two views as tabs kept in the
 * list's saved state, the filters and the table of the view shown. Opening it marks what it
 * follows as seen (`markSeen`, once): the sidebar's badge goes back to nothing.
 */
export function FollowUpList<F extends { view: FollowUpView }>(props: {
  title: string;
  state: Pick<ListState<F>, "filters" | "setFilters">;
  /** The tab of the user's own ("Proposés par moi", "Faits par moi"). */
  mineLabel: string;
  markSeen: () => unknown;
  filters: ReactNode;
  table: ReactNode;
  /** A dialog the rows opened. */
  dialog?: ReactNode;
}) {
  const { t } = useLingui();
  const { state, markSeen } = props;
  useEffect(() => {
    void markSeen();
  }, [markSeen]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{props.title}</h1>
      <Tabs
        selectedKey={state.filters.view}
        onSelectionChange={(key) => {
          const chosen = followUpViews.find((item) => item === key);
          if (chosen) state.setFilters({ ...state.filters, view: chosen });
        }}
      >
        <TabList aria-label={t({ context: "staffing", message: "Changements montrés" })}>
          <Tab id="all">{t({ context: "staffing", message: "Tous" })}</Tab>
          <Tab id="mine">{props.mineLabel}</Tab>
        </TabList>
        {followUpViews.map((key) => (
          <TabPanel key={key} id={key} className={styles.list}>
            {props.filters}
            {state.filters.view === key ? props.table : null}
          </TabPanel>
        ))}
      </Tabs>
      {props.dialog}
    </div>
  );
}
