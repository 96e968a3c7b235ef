import { useLingui } from "@lingui/react/macro";
import { type MeansTab, meansTabs } from "@releve/domain";
import { Tab, TabList, TabPanel, Tabs } from "@releve/ui";
import { useSearchParams } from "react-router-dom";
import { useListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { DepartureCalendarTab } from "../components/DepartureCalendarTab";
import { useMeansActions } from "../components/MeansActions";
import { MeansCalendarTab } from "../components/MeansCalendarTab";
import {
  defaultMeansFilters,
  MeansFiltersPanel,
  meansFiltersSchema,
} from "../components/MeansFilters";
import { MeansListTable, meansSortColumns } from "../components/MeansListTable";

const isTab = (value: string | null): value is MeansTab =>
  (meansTabs as readonly (string | null)[]).includes(value);

/**
 * The means of intervention of the role's scope (route `means-of-intervention-list`, spec 01 §2):
 * one page, one set of filters kept per user and in the address (the saved "means of
 * intervention" filter), and three tabs named by `?tab=` — the list, the planning calendar and
 * the departure calendar.
 */
export function MeansListPage() {
  const { t } = useLingui();
  const title = t({ context: "means", message: "Moyens d'intervention" });
  usePageTitle(title);
  const state = useListState(
    "meansOfIntervention",
    meansFiltersSchema,
    defaultMeansFilters,
    meansSortColumns,
  );
  const [search, setSearch] = useSearchParams();
  const tabParameter = search.get("tab");
  const tab: MeansTab = isTab(tabParameter) ? tabParameter : "list";
  const actions = useMeansActions();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <section className={styles.list} aria-label={t({ context: "means", message: "Filtres" })}>
        <MeansFiltersPanel state={state} withPeriod={tab === "list"} />
      </section>
      <Tabs
        selectedKey={tab}
        // The filters stay in the address: only the tab changes.
        onSelectionChange={(key) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set("tab", String(key));
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label={t({ context: "means", message: "Vues des moyens" })}>
          <Tab id="list">{t({ context: "means", message: "Liste" })}</Tab>
          <Tab id="calendar">{t({ context: "means", message: "Calendrier" })}</Tab>
          <Tab id="departureCalendar">
            {t({ context: "means", message: "Calendrier des départs" })}
          </Tab>
        </TabList>
        <TabPanel id="list" className={styles.list}>
          <MeansListTable state={state} actions={actions} label={title} />
        </TabPanel>
        <TabPanel id="calendar" className={styles.list}>
          <MeansCalendarTab filters={state.filters} />
        </TabPanel>
        <TabPanel id="departureCalendar" className={styles.list}>
          <DepartureCalendarTab filters={state.filters} />
        </TabPanel>
      </Tabs>
      {actions.dialog}
    </div>
  );
}
