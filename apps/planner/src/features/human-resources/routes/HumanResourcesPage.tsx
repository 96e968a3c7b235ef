import { useLingui } from "@lingui/react/macro";
import { hasFeature } from "@releve/domain";
import { Skeleton, SkeletonShape, Tab, TabList, TabPanel, Tabs } from "@releve/ui";
import { lazy, type ReactNode, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { ImportHistory } from "../components/ImportHistory";
import * as styles from "./HumanResourcesPage.css";

/*
 * The page opens on the imports' history, built like every list. The upload (its drop zone, a
 * writer's only) and the other tabs (the held data's date fields, the exports) load on first use,
 * the upload apart from the rest, so opening the page stays within decision 023's lazy route
 * budget.
 */
const ImportForm = lazy(async () => ({
  default: (await import("../components/ImportForm")).ImportForm,
}));
const AbsenceList = lazy(async () => ({
  default: (await import("../components/held-data")).AbsenceList,
}));
const WorkScheduleList = lazy(async () => ({
  default: (await import("../components/held-data")).WorkScheduleList,
}));
const ExportPanel = lazy(async () => ({
  default: (await import("../components/held-data")).ExportPanel,
}));

/** A part of the page whose code loads on first use: a placeholder until it has. */
function Loaded({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Skeleton>
          <SkeletonShape shape="block" height="12rem" />
        </Skeleton>
      }
    >
      {children}
    </Suspense>
  );
}

const tabs = ["imports", "absences", "workSchedules", "exports"] as const;
type PageTab = (typeof tabs)[number];
const isTab = (value: string | null): value is PageTab =>
  (tabs as readonly (string | null)[]).includes(value);

/**
 * The human-resources page (route `human-resources`, feature `humanResources`, decision 028): the
 * data exchanged with the time-and-attendance tool. Its tabs, named in the address
 * (`?tab=imports|absences|workSchedules|exports`): the imports with the upload of a file (the
 * feature written) and their history; the absences and work schedules now held; the exports for
 * payroll and their history.
 */
export function HumanResourcesPage() {
  const { t } = useLingui();
  // The sidebar's words for the page, so the entry and the title match.
  const title = t({ context: "human-resources", message: "Données de gestion des temps" });
  usePageTitle(title);
  const { activeAuthorization } = useSession();
  const mayImport = hasFeature(activeAuthorization, "humanResources", true);
  const [search, setSearch] = useSearchParams();
  const tabParameter = search.get("tab");
  const tab: PageTab = isTab(tabParameter) ? tabParameter : "imports";

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs
        selectedKey={tab}
        // Another tab shows its own list: the address keeps the tab only.
        onSelectionChange={(key) => setSearch({ tab: String(key) }, { replace: true })}
      >
        <TabList
          aria-label={t({
            context: "human-resources",
            message: "Vues des données de gestion des temps",
          })}
        >
          <Tab id="imports">{t({ context: "human-resources", message: "Imports" })}</Tab>
          <Tab id="absences">{t({ context: "human-resources", message: "Absences" })}</Tab>
          <Tab id="workSchedules">
            {t({ context: "human-resources", message: "Plannings de travail" })}
          </Tab>
          <Tab id="exports">{t({ context: "human-resources", message: "Exports" })}</Tab>
        </TabList>
        <TabPanel id="imports" className={styles.panel}>
          {mayImport ? (
            <Loaded>
              <ImportForm />
            </Loaded>
          ) : null}
          <ImportHistory />
        </TabPanel>
        <TabPanel id="absences" className={styles.panel}>
          <Loaded>
            <AbsenceList />
          </Loaded>
        </TabPanel>
        <TabPanel id="workSchedules" className={styles.panel}>
          <Loaded>
            <WorkScheduleList />
          </Loaded>
        </TabPanel>
        <TabPanel id="exports" className={styles.panel}>
          <Loaded>
            <ExportPanel />
          </Loaded>
        </TabPanel>
      </Tabs>
    </div>
  );
}
