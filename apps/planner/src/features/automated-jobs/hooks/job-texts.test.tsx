import { automatedJobNames, type Language } from "@releve/domain";
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { renderInApp, shownAs } from "../../../test/render-in-app";
import type { AutomatedJob, JobRun } from "../api/automated-jobs";
import { JobCard } from "../components/JobCard";
import { countLabels, jobDescriptions, jobNames } from "./job-texts";

const run = (job: AutomatedJob["name"], change: Partial<JobRun>): JobRun => ({
  id: 1,
  job,
  trigger: "schedule",
  requestedBy: null,
  startedAt: "2031-03-01T01:30:00+01:00",
  endedAt: "2031-03-01T01:30:02+01:00",
  outcome: "succeeded",
  counts: {},
  error: null,
  ...change,
});

/** The time-and-attendance jobs as `GET AutomatedJob` answers them (decision 028). */
const jobs: AutomatedJob[] = [
  {
    name: "absencesImport",
    cron: "*/15 * * * *",
    nextRunAt: "2031-03-01T10:15:00+01:00",
    lastRun: run("absencesImport", {
      trigger: "manual",
      outcome: "failed",
      requestedBy: { personId: 7, firstName: "Isabelle", lastName: "Garnier" },
      error: "importExport.noPredefinedScheduleFile",
    }),
  },
  {
    name: "workSchedulesImport",
    cron: "*/15 * * * *",
    nextRunAt: "2031-03-01T10:15:00+01:00",
    lastRun: run("workSchedulesImport", {
      counts: { files: 2, imported: 1, refused: 1, lines: 1200 },
    }),
  },
  {
    name: "workExportDaily",
    cron: "30 1 * * *",
    nextRunAt: "2031-03-02T01:30:00+01:00",
    lastRun: run("workExportDaily", { counts: { lines: 42 } }),
  },
  {
    name: "workExportMonthly",
    cron: "30 2 1 * *",
    nextRunAt: "2031-04-01T02:30:00+02:00",
    lastRun: run("workExportMonthly", { error: "disk full", outcome: "failed" }),
  },
];

async function cardsIn(language: Language) {
  await activateLanguage(language);
  renderInApp(
    <div>
      {jobs.map((job) => (
        <JobCard key={job.name} job={job} mayRun={false} onRunDone={() => {}} />
      ))}
    </div>,
  );
  return Object.fromEntries(
    jobs.map((job) => [
      job.name,
      shownAs(screen.getByRole("article", { name: i18n._(jobNames[job.name]) }).textContent ?? ""),
    ]),
  );
}

afterEach(cleanup);
afterAll(() => activateLanguage("fr"));

describe("the jobs' texts (decisions 025, 028)", () => {
  it("names and describes every job, and words what each counts, in fr, en and de", async () => {
    const said = async (language: Language) => {
      await activateLanguage(language);
      return automatedJobNames.map((name) => [
        i18n._(jobNames[name]),
        i18n._(jobDescriptions[name]),
        ...Object.values(countLabels[name]).map((label) => i18n._(label)),
      ]);
    };
    const french = await said("fr");
    for (const language of ["en", "de"] as const) {
      const words = await said(language);
      for (const [index, name] of automatedJobNames.entries()) {
        // Each of its own words, none left in French.
        for (const [at, word] of (words[index] ?? []).entries()) {
          expect(word, `${name} in ${language}`).not.toBe(french[index]?.[at]);
        }
      }
    }
  });

  it("shows the time-and-attendance jobs' schedules, counts and a refusal's message", async () => {
    const cards = await cardsIn("fr");
    expect(cards.absencesImport).toContain("Toutes les 15 minutes");
    expect(cards.absencesImport).toContain(
      "Aucun fichier d'horaires prédéfinis n'est présent sur le serveur. Déposez-le, puis relancez l'import.",
    );
    expect(cards.workSchedulesImport).toContain(
      "Fichiers lus : 2 · Fichiers importés : 1 · Fichiers refusés : 1 · Lignes lues : 1 200",
    );
    expect(cards.workExportDaily).toContain("Chaque jour à 01:30");
    expect(cards.workExportDaily).toContain("Lignes exportées : 42");
    expect(cards.workExportMonthly).toContain("Le 1er de chaque mois à 02:30");
    // An error that is not a refusal of the catalogue is shown as the job wrote it.
    expect(cards.workExportMonthly).toContain("disk full");
  });

  it("says them in English and German too", async () => {
    const english = await cardsIn("en");
    expect(english.absencesImport).toContain("Every 15 minutes");
    expect(english.workExportMonthly).toContain("On the 1st of each month at 02:30");
    expect(english.absencesImport).not.toContain("importExport.noPredefinedScheduleFile");
    cleanup();
    const german = await cardsIn("de");
    expect(german.absencesImport).toContain("Alle 15 Minuten");
    expect(german.workExportMonthly).toContain("Am 1. jedes Monats um 02:30");
    expect(
      within(screen.getByRole("article", { name: i18n._(jobNames.workExportDaily) })).getByText(
        /42/,
      ),
    ).toBeTruthy();
  });
});
