import { type Authorization, defaultAuthorization } from "@releve/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, type RecordedCall, renderInApp } from "../../../test/render-in-app";
import type { AutomatedJob, JobRun, MailMessage } from "../api/automated-jobs";
import { AutomatedJobsPage } from "./AutomatedJobsPage";

const run = (id: number, change: Partial<JobRun> = {}): JobRun => ({
  id,
  job: "housekeeping",
  trigger: "schedule",
  requestedBy: null,
  startedAt: "2027-03-10T03:30:00+01:00",
  endedAt: "2027-03-10T03:30:01.200+01:00",
  outcome: "succeeded",
  counts: { links: 3, runs: 0 },
  error: null,
  ...change,
});

const jobs: AutomatedJob[] = [
  {
    name: "outboxPreparation",
    cron: "* * * * *",
    nextRunAt: "2027-03-10T10:01:00+01:00",
    lastRun: null,
  },
  {
    name: "meansOpening",
    cron: "* * * * *",
    nextRunAt: "2027-03-10T10:01:00+01:00",
    lastRun: run(5, { job: "meansOpening", outcome: "failed", counts: {}, error: "database gone" }),
  },
  {
    name: "shiftReminders",
    cron: "* * * * *",
    nextRunAt: "2027-03-10T10:01:00+01:00",
    lastRun: null,
  },
  {
    name: "housekeeping",
    cron: "30 3 * * *",
    nextRunAt: "2027-03-11T03:30:00+01:00",
    lastRun: run(4),
  },
];

const message = (id: number, change: Partial<MailMessage> = {}): MailMessage => ({
  id,
  kind: "cancellation",
  recipientAddress: "lucas.martin@example.org",
  recipientName: "Lucas Martin",
  language: "fr",
  subject: `Annulation : Poste de secours ${id}`,
  status: "sent",
  attempts: 1,
  lastError: null,
  createdAt: "2027-03-10T09:00:00+01:00",
  sentAt: "2027-03-10T09:00:05+01:00",
  failedAt: null,
  ...change,
});

/** The API as the page meets it: `runAnswers` are the followed run's successive states. */
function api(runAnswers: JobRun[] = [], options: { failedTotal?: number } = {}) {
  let follow = 0;
  return (call: RecordedCall) => {
    if (call.path === "AutomatedJob") return jobs;
    if (call.path === "AutomatedJob/Run/housekeeping") {
      return {
        job: "housekeeping",
        queued: runAnswers.length > 0,
        runId: runAnswers.length > 0 ? 41 : null,
      };
    }
    if (call.path === "AutomatedJob/Runs/41") {
      const answer = runAnswers[Math.min(follow, runAnswers.length - 1)];
      follow++;
      return answer;
    }
    if (call.path === "AutomatedJob/Runs/search") {
      return {
        items: [
          run(4),
          run(3, {
            job: "meansOpening",
            trigger: "manual",
            requestedBy: { personId: 1, firstName: "Nathalie", lastName: "Roux" },
            counts: { opened: 2 },
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 25,
      };
    }
    if (call.path === "Notification/Messages/search") {
      const body = call.body as { statuses?: string[]; pageSize?: number };
      if (body.pageSize === 1) {
        return { items: [], total: options.failedTotal ?? 0, page: 1, pageSize: 1 };
      }
      const failed = message(7, {
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
        sentAt: null,
        failedAt: "2027-03-10T09:40:00+01:00",
      });
      return { items: [failed, message(6)], total: 2, page: 1, pageSize: 25 };
    }
    if (call.path === "Notification/Resend/7")
      return message(7, { status: "queued", attempts: 0, sentAt: null });
    throw new Error(`Unexpected ${call.method} ${call.path}`);
  };
}

function readOnly(): Authorization {
  const admin = defaultAuthorization("Admin");
  return {
    ...admin,
    accessRights: { automatedJobs: { featureCode: "automatedJobs", mayWrite: false } },
  };
}

function openPage(path: string, answers: Answer, authorization = testAuthorization(["Admin"])) {
  window.localStorage.clear();
  return renderInApp(<AutomatedJobsPage />, {
    answers,
    authorization,
    route: { path: "/automated-jobs", at: path },
  });
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the automated-jobs page (decision 026)", () => {
  it("shows each job's schedule, next and latest run, and follows a run by hand to its outcome", async () => {
    const { calls } = openPage(
      "/automated-jobs",
      api([
        run(41, { trigger: "manual", outcome: "queued", endedAt: null, counts: {} }),
        run(41, { trigger: "manual" }),
      ]),
    );
    const housekeeping = await screen.findByRole("article", { name: "Nettoyage" });
    expect(within(housekeeping).getByText("Chaque jour à 03:30")).toBeTruthy();
    expect(within(housekeeping).getByText("11 mars 2027, 03:30")).toBeTruthy();
    expect(within(housekeeping).getByText("Réussie")).toBeTruthy();
    expect(
      within(housekeeping).getByText("Liens effacés : 3 · Exécutions effacées : 0"),
    ).toBeTruthy();
    const opening = screen.getByRole("article", { name: "Ouverture des moyens" });
    expect(within(opening).getByText("Toutes les minutes")).toBeTruthy();
    expect(within(opening).getByText("database gone")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Rappels avant les gardes" })).getByText(
        "Jamais exécutée",
      ),
    ).toBeTruthy();

    const jobsAsked = callsTo(calls, "AutomatedJob").length;
    fireEvent.click(within(housekeeping).getByRole("button", { name: "Lancer maintenant" }));
    const status = within(housekeeping).getByRole("status");
    expect(await within(status).findByText("En attente d'un processus disponible…")).toBeTruthy();
    expect(
      await within(status).findByText(
        "Terminée en 1,2 s. Liens effacés : 3 · Exécutions effacées : 0",
      ),
    ).toBeTruthy();
    expect(callsTo(calls, "AutomatedJob/Run/housekeeping")[0]?.method).toBe("POST");
    // Done: the jobs are asked again, so the card shows it as the latest run.
    await vi.waitFor(() =>
      expect(callsTo(calls, "AutomatedJob").length).toBeGreaterThan(jobsAsked),
    );
  });

  it("says so when a run already waits, and offers no run to a role that only reads", async () => {
    openPage("/automated-jobs", api([]));
    const housekeeping = await screen.findByRole("article", { name: "Nettoyage" });
    fireEvent.click(within(housekeeping).getByRole("button", { name: "Lancer maintenant" }));
    expect(
      await within(housekeeping).findByText(/Une exécution attend déjà un processus/),
    ).toBeTruthy();
    cleanup();

    openPage("/automated-jobs", api([]), testAuthorization([readOnly()]));
    await screen.findByRole("article", { name: "Nettoyage" });
    expect(screen.queryByRole("button", { name: "Lancer maintenant" })).toBeNull();
  });

  it("lists the runs, filtered from the address and by the checkboxes, the filter kept in the address", async () => {
    const { calls, router } = openPage('/automated-jobs?tab=runs&outcomes=["failed"]', api());
    const table = await screen.findByRole("grid", { name: "Historique des exécutions" });
    expect(await within(table).findByText("Nettoyage")).toBeTruthy();
    // A run by hand names who asked, as the product writes names.
    expect(within(table).getByText("À la main par Nathalie ROUX")).toBeTruthy();
    expect(within(table).getByText("Moyens ouverts : 2")).toBeTruthy();
    expect(callsTo(calls, "AutomatedJob/Runs/search").at(-1)?.body).toMatchObject({
      outcomes: ["failed"],
      page: 1,
    });
    expect(screen.getByRole("checkbox", { name: "En échec" })).toHaveProperty("checked", true);

    act(() => screen.getByRole("checkbox", { name: "Ouverture des moyens" }).click());
    await vi.waitFor(() =>
      expect(callsTo(calls, "AutomatedJob/Runs/search").at(-1)?.body).toMatchObject({
        jobs: ["meansOpening"],
        outcomes: ["failed"],
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("tab")).toBe("runs");
    expect(search.get("jobs")).toBe('["meansOpening"]');
    // Remembered for the next visit, under the signed-in person.
    expect(window.localStorage.getItem("releve.preferences")).toContain("meansOpening");
  });

  it("lists the e-mails with the failed count on the tab, and sends a failed one again", async () => {
    const answers = api([], { failedTotal: 1 });
    let answerResend = () => {};
    const { calls } = openPage("/automated-jobs?tab=messages", (call) =>
      call.path === "Notification/Resend/7"
        ? new Promise<void>((resolve) => {
            answerResend = resolve;
          }).then(() => answers(call))
        : answers(call),
    );
    expect(await screen.findByRole("tab", { name: /E-mails.*1 en échec/ })).toBeTruthy();
    const table = await screen.findByRole("grid", { name: "E-mails" });
    expect(await within(table).findByText("550 mailbox unavailable")).toBeTruthy();
    expect(within(table).getByText("1 essai")).toBeTruthy();
    const asked = callsTo(calls, "Notification/Messages/search").length;
    const resend = () =>
      within(table).getByRole("button", { name: /^Renvoyer «.Annulation : Poste de secours 7.»$/ });
    fireEvent.click(resend());
    await vi.waitFor(() => expect(callsTo(calls, "Notification/Resend/7")).toHaveLength(1));
    // Its row shows the button busy while the e-mail is on its way.
    await vi.waitFor(() => expect(resend().getAttribute("aria-disabled")).toBe("true"));
    answerResend();
    await vi.waitFor(() =>
      expect(callsTo(calls, "Notification/Messages/search").length).toBeGreaterThan(asked),
    );
  });

  it("says what went wrong when the jobs cannot be read, and asks again on demand", async () => {
    let refuse = true;
    const answers = (call: RecordedCall) => {
      if (call.path === "AutomatedJob" && refuse) throw new Error("offline");
      return api()(call);
    };
    openPage("/automated-jobs", answers);
    expect(await screen.findByText("Les tâches n'ont pas pu être chargées.")).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("article", { name: "Nettoyage" })).toBeTruthy();
  });
});
