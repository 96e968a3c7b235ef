import { useLingui } from "@lingui/react/macro";
import { Tab, TabList, TabPanel, Tabs } from "@releve/ui";
import { type ReactNode, useEffect } from "react";
import type { ListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import type { FollowUpView } from "../hooks/labels";

/** The tabs of a follow-up list: the views it offers, one shown at a time. */
export interface FollowUpTabs<K extends string> {
  /** The tab list's name. */
  label: string;
  items: readonly { id: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * A follow-up list (spec 01 §2): its title, its views as tabs kept in the list's saved state, the
 * filters and the table of the view shown. Opening it marks what it follows as seen (`markSeen`,
 * once): the sidebar's badge goes back to nothing.
 */
export function FollowUpList<K extends string>(props: {
  title: string;
  tabs: FollowUpTabs<K>;
  markSeen: () => unknown;
  filters?: ReactNode;
  table: ReactNode;
  /** A dialog the rows opened. */
  dialog?: ReactNode;
}) {
  const { tabs, markSeen } = props;
  useEffect(() => {
    void markSeen();
  }, [markSeen]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{props.title}</h1>
      <Tabs
        selectedKey={tabs.selected}
        onSelectionChange={(key) => {
          const chosen = tabs.items.find((item) => item.id === key);
          if (chosen) tabs.onSelect(chosen.id);
        }}
      >
        <TabList aria-label={tabs.label}>
          {tabs.items.map((item) => (
            <Tab key={item.id} id={item.id}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        {tabs.items.map((item) => (
          <TabPanel key={item.id} id={item.id} className={styles.list}>
            {props.filters}
            {tabs.selected === item.id ? props.table : null}
          </TabPanel>
        ))}
      </Tabs>
      {props.dialog}
    </div>
  );
}

/**
 * The two views of the managers' follow-ups (spec 01 §2, "all and mine"): every change of the
 * scope, or the user's own (`mineLabel`: "Proposés par moi", "Faits par moi").
 */
export function useAllAndMineTabs<F extends { view: FollowUpView }>(
  state: Pick<ListState<F>, "filters" | "setFilters">,
  mineLabel: string,
): FollowUpTabs<FollowUpView> {
  const { t } = useLingui();
  return {
    label: t({ context: "staffing", message: "Changements montrés" }),
    items: [
      { id: "all", label: t({ context: "staffing", message: "Tous" }) },
      { id: "mine", label: mineLabel },
    ],
    selected: state.filters.view,
    onSelect: (view) => state.setFilters({ ...state.filters, view }),
  };
}
