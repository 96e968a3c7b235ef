import { useLingui } from "@lingui/react/macro";
import { type MeansTab, meansTabs } from "@releve/domain";
import { Tab, TabList, TabPanel, Tabs } from "@releve/ui";
import { useSearchParams } from "react-router-dom";
import { useListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { DepartureCalendarTab, departureCalendarKind } from "../components/DepartureCalendarTab";
import { useMeansActions } from "../components/MeansActions";
import { MeansCalendarTab, planningCalendarKind } from "../components/MeansCalendarTab";
import {
  defaultMeansFilters,
  MeansFiltersPanel,
  meansFiltersSchema,
} from "../components/MeansFilters";
import { MeansListTable, meansSortColumns } from "../components/MeansListTable";
import { useBusinessToday } from "../hooks/business-today";
import {
  type CalendarKind,
  readCalendarPlace,
  usePreloadCalendar,
} from "../hooks/calendar-address";

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
  const today = useBusinessToday();
  const preloadCalendar = usePreloadCalendar();
  const preload = <View extends string>(kind: CalendarKind<View>) =>
    preloadCalendar(kind, state.filters, readCalendarPlace(kind, search, today));
  /** Shows a tab, the filters kept in the address; a calendar's means asked at the press. */
  const showTab = (key: MeansTab) => {
    if (key === "calendar") preload(planningCalendarKind);
    if (key === "departureCalendar") preload(departureCalendarKind);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", key);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <section className={styles.list} aria-label={t({ context: "means", message: "Filtres" })}>
        <MeansFiltersPanel state={state} withPeriod={tab === "list"} />
      </section>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const chosen = String(key);
          if (isTab(chosen)) showTab(chosen);
        }}
      >
        <TabList aria-label={t({ context: "means", message: "Vues des moyens" })}>
          <Tab id="list">{t({ context: "means", message: "Liste" })}</Tab>
          <Tab id="calendar">{t({ context: "means", message: "Calendrier" })}</Tab>
          <Tab id="departureCalendar">
            {t({ context: "means", message: "Calendrier des départs" })}
          </Tab>
        </TabList>
        <TabPanel id="list" className={styles.list}>
          {tab === "list" ? <MeansListTable state={state} actions={actions} label={title} /> : null}
        </TabPanel>
        <TabPanel id="calendar" className={styles.list}>
          {tab === "calendar" ? <MeansCalendarTab filters={state.filters} today={today} /> : null}
        </TabPanel>
        <TabPanel id="departureCalendar" className={styles.list}>
          {tab === "departureCalendar" ? (
            <DepartureCalendarTab filters={state.filters} today={today} />
          ) : null}
        </TabPanel>
      </Tabs>
      {actions.dialog}
    </div>
  );
}
