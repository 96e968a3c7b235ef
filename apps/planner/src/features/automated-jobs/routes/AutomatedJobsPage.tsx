import { useLingui } from "@lingui/react/macro";
import { hasFeature } from "@releve/domain";
import { Skeleton, SkeletonShape, Tab, TabList, TabPanel, Tabs } from "@releve/ui";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadProblem } from "../../../lib/LoadProblem";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { useAutomatedJobs, useMailMessages } from "../api/automated-jobs";
import { JobCard } from "../components/JobCard";
import * as styles from "./AutomatedJobsPage.css";

/*
 * The history and the outbox are lists (the virtualised table and its paging): their code loads
 * when their tab is first shown, so the page's first view — the jobs — weighs what it shows.
 */
const RunHistory = lazy(async () => ({
  default: (await import("../components/RunHistory")).RunHistory,
}));
const MailOutbox = lazy(async () => ({
  default: (await import("../components/MailOutbox")).MailOutbox,
}));

/** What a tab shows while its list's code arrives. */
function ListLoading() {
  const { t } = useLingui();
  return (
    <Skeleton label={t({ context: "automated-jobs", message: "Chargement de la liste…" })}>
      <SkeletonShape shape="block" height="20rem" />
    </Skeleton>
  );
}

const tabs = ["jobs", "runs", "messages"] as const;
type PageTab = (typeof tabs)[number];
const isTab = (value: string | null): value is PageTab =>
  (tabs as readonly (string | null)[]).includes(value);

/** The jobs, each with its schedule, latest run and "run now". */
function JobList({ mayRun }: { mayRun: boolean }) {
  const { t } = useLingui();
  const jobs = useAutomatedJobs();
  if (!jobs.data && jobs.error) {
    return (
      <LoadProblem
        title={t({ context: "automated-jobs", message: "Les tâches n'ont pas pu être chargées." })}
        error={jobs.error}
        retry={() => void jobs.mutate()}
      />
    );
  }
  if (!jobs.data) {
    return (
      <Skeleton
        label={t({ context: "automated-jobs", message: "Chargement des tâches…" })}
        className={styles.cards}
      >
        <SkeletonShape shape="block" height="14rem" />
        <SkeletonShape shape="block" height="14rem" />
      </Skeleton>
    );
  }
  return (
    <div className={styles.cards}>
      {jobs.data.map((job) => (
        <JobCard key={job.name} job={job} mayRun={mayRun} onRunDone={() => void jobs.mutate()} />
      ))}
    </div>
  );
}

/**
 * The automated-jobs page (route `automated-jobs`, feature `automatedJobs`, decision 026): the jobs
 * with their schedules, latest runs and "run now"; the history of every run; the outbox's
 * e-mails with "send again" for a failed one. Running and resending need the feature written.
 */
export function AutomatedJobsPage() {
  const { t } = useLingui();
  const title = t({ context: "automated-jobs", message: "Tâches automatisées" });
  usePageTitle(title);
  const { activeAuthorization } = useSession();
  const mayWrite = hasFeature(activeAuthorization, "automatedJobs", true);
  const [search, setSearch] = useSearchParams();
  const tabParameter = search.get("tab");
  const tab: PageTab = isTab(tabParameter) ? tabParameter : "jobs";
  const failed = useMailMessages({ statuses: ["failed"], pageSize: 1 });
  const failedCount = failed.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs
        selectedKey={tab}
        // Another tab shows its own list: the address keeps the tab only.
        onSelectionChange={(key) => setSearch({ tab: String(key) }, { replace: true })}
      >
        <TabList aria-label={t({ context: "automated-jobs", message: "Vues des tâches" })}>
          <Tab id="jobs">{t({ context: "automated-jobs", message: "Tâches" })}</Tab>
          <Tab id="runs">{t({ context: "automated-jobs", message: "Historique" })}</Tab>
          {failedCount > 0 ? (
            <Tab
              id="messages"
              count={failedCount}
              countLabel={t({ context: "automated-jobs", message: `${failedCount} en échec` })}
            >
              {t({ context: "automated-jobs", message: "E-mails" })}
            </Tab>
          ) : (
            <Tab id="messages">{t({ context: "automated-jobs", message: "E-mails" })}</Tab>
          )}
        </TabList>
        <TabPanel id="jobs" className={styles.panel}>
          <JobList mayRun={mayWrite} />
        </TabPanel>
        <TabPanel id="runs" className={styles.panel}>
          <Suspense fallback={<ListLoading />}>
            <RunHistory />
          </Suspense>
        </TabPanel>
        <TabPanel id="messages" className={styles.panel}>
          <Suspense fallback={<ListLoading />}>
            <MailOutbox mayResend={mayWrite} />
          </Suspense>
        </TabPanel>
      </Tabs>
    </div>
  );
}
