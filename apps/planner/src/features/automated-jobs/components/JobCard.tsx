import { selectOrdinal } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button } from "@releve/ui";
import { useState } from "react";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { type AutomatedJob, useRunJob } from "../api/automated-jobs";
import { jobDescriptions, jobNames, outcomeLabels, outcomeTones } from "../hooks/job-texts";
import { useRunWords } from "../hooks/run-words";
import { scheduleWords } from "../hooks/schedule";
import * as styles from "./JobCard.css";
import { RunProgress } from "./RunProgress";

/** Props of {@link JobCard}. */
export interface JobCardProps {
  job: AutomatedJob;
  /** Whether the role may run it by hand (`automatedJobs` written). */
  mayRun: boolean;
  /** Asks the jobs again, once a run by hand is done. */
  onRunDone: () => void;
}

/** "Chaque jour à 03:30". */
function DailyAt({ time }: { time: string }) {
  return <Trans context="automated-jobs">Chaque jour à {time}</Trans>;
}

/** "Toutes les 15 minutes" (never one: that is every minute). */
function EveryMinutes({ minutes }: { minutes: number }) {
  return <Trans context="automated-jobs">Toutes les {minutes} minutes</Trans>;
}

/** "Le 1er de chaque mois à 02:30". */
function MonthlyOn({ day, time }: { day: number; time: string }) {
  const { t } = useLingui();
  return t({
    context: "automated-jobs",
    message: selectOrdinal(day, {
      one: `Le #er de chaque mois à ${time}`,
      other: `Le # de chaque mois à ${time}`,
    }),
  });
}

/** What a run by hand became: followed by its id, or already waiting. */
type Asked = { runId: number } | { alreadyWaiting: true } | null;

/**
 * One automated job (decision 026): what it does, when it runs, how its latest run went, and
 * "run now" with the run followed to its outcome.
 */
export function JobCard({ job, mayRun, onRunDone }: JobCardProps) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const words = useRunWords();
  const runJob = useRunJob();
  const [asked, setAsked] = useState<Asked>(null);
  const name = i18n._(jobNames[job.name]);
  const headingId = `job-${job.name}`;
  const schedule = scheduleWords(job.cron);
  const last = job.lastRun;
  const lastDuration = last ? words.duration(last) : null;
  const lastCounts = last ? words.counts(last) : null;
  const lastError = last ? words.error(last) : null;

  const runNow = async () => {
    setAsked(null);
    const answer = await runJob.run({ params: { job: job.name } });
    if (!answer) return;
    setAsked(answer.runId === null ? { alreadyWaiting: true } : { runId: answer.runId });
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {name}
        </h2>
        <p className={styles.description}>{i18n._(jobDescriptions[job.name])}</p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans context="automated-jobs">Planification</Trans>
          </dt>
          <dd>
            {schedule.kind === "everyMinute" ? (
              <Trans context="automated-jobs">Toutes les minutes</Trans>
            ) : schedule.kind === "everyMinutes" ? (
              <EveryMinutes minutes={schedule.minutes} />
            ) : schedule.kind === "daily" ? (
              <DailyAt time={schedule.time} />
            ) : schedule.kind === "monthly" ? (
              <MonthlyOn day={schedule.day} time={schedule.time} />
            ) : schedule.kind === "onEvent" ? (
              <Trans context="automated-jobs">Sur événement</Trans>
            ) : (
              <code>{schedule.cron}</code>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans context="automated-jobs">Prochaine exécution</Trans>
          </dt>
          <dd>{job.nextRunAt ? format.dateTime(job.nextRunAt) : "—"}</dd>
        </div>
        <div>
          <dt>
            <Trans context="automated-jobs">Dernière exécution</Trans>
          </dt>
          <dd className={styles.lastRun}>
            {last ? (
              <>
                <Badge tone={outcomeTones[last.outcome]}>
                  {i18n._(outcomeLabels[last.outcome])}
                </Badge>
                <span>{format.dateTime(last.startedAt)}</span>
                {lastDuration ? (
                  <span className={styles.muted}>
                    <Trans context="automated-jobs">en {lastDuration}</Trans>
                  </span>
                ) : null}
                {lastCounts ? <span>{lastCounts}</span> : null}
                {lastError ? <span className={styles.failure}>{lastError}</span> : null}
              </>
            ) : (
              <Trans context="automated-jobs">Jamais exécutée</Trans>
            )}
          </dd>
        </div>
      </dl>
      {mayRun ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isPending={runJob.isPending}
            onPress={() => void runNow()}
            aria-describedby={headingId}
          >
            {t({ context: "automated-jobs", message: "Lancer maintenant" })}
          </Button>
        </div>
      ) : null}
      <div role="status" className={styles.statusRegion}>
        {runJob.error ? (
          <p className={styles.failure}>{describeError(i18n, runJob.error)}</p>
        ) : null}
        {asked && "runId" in asked ? (
          <RunProgress key={asked.runId} runId={asked.runId} onDone={onRunDone} />
        ) : null}
        {asked && "alreadyWaiting" in asked ? (
          <p className={styles.status}>
            <Trans context="automated-jobs">
              Une exécution attend déjà un processus : elle partira sous peu.
            </Trans>
          </p>
        ) : null}
      </div>
    </article>
  );
}
