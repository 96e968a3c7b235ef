import { expect, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";

const administrator = demoUsers[0]; // Nathalie ROUX
const coordinator = demoUsers[1]; // Claire MARTIN: no automated jobs

interface Run {
  id: number;
  job: string;
  trigger: string;
  outcome: string;
  requestedBy: { firstName: string; lastName: string } | null;
  endedAt: string | null;
}

/** The runs of a job as the API holds them, newest first. */
async function runsOf(page: Page, authorization: string, job: string): Promise<Run[]> {
  const response = await page.request.post("/api/AutomatedJob/Runs/search", {
    headers: { authorization, "x-activeRoleCode": "Admin" },
    data: { jobs: [job], pageSize: 10 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Run[] }).items;
}

test("the administrator runs a job by hand, follows it to its result, and the API holds the run", async ({
  page,
}) => {
  await signInAs(page, administrator);
  const token = await apiToken(page);
  const before = (await runsOf(page, token, "housekeeping")).map((run) => run.id);

  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Tâches automatisées" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tâches automatisées" })).toBeVisible();
  const card = page.getByRole("article", { name: "Nettoyage" });
  await expect(card.getByText("Chaque jour à 03:30")).toBeVisible();
  await card.getByRole("button", { name: "Lancer maintenant" }).click();
  await expect(card.getByRole("status")).toContainText("Terminée en", { timeout: 30_000 });

  // What the API holds afterwards: one run more, by hand, by her, done.
  const after = await runsOf(page, token, "housekeeping");
  const added = after.filter((run) => !before.includes(run.id));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    trigger: "manual",
    outcome: "succeeded",
    requestedBy: { firstName: "Nathalie", lastName: "Roux" },
  });

  // The history shows it, and keeps its filter in the address.
  await page.getByRole("tab", { name: "Historique" }).click();
  // The checkbox's label takes the click, as a person's pointer would.
  const jobs = page.getByRole("group", { name: "Tâches" });
  await jobs.getByText("Nettoyage").click();
  await expect(page).toHaveURL(/tab=runs.*jobs=/);
  const history = page.getByRole("grid", { name: "Historique des exécutions" });
  await expect(history.getByRole("row").nth(1)).toContainText("À la main par Nathalie ROUX");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Nettoyage" })).toBeChecked();
  await expect(
    page.getByRole("grid", { name: "Historique des exécutions" }).getByRole("row").nth(1),
  ).toContainText("À la main par Nathalie ROUX");
  // Left as found for the next visit.
  await jobs.getByText("Nettoyage").click();
  await expect(page).not.toHaveURL(/jobs=/);
});

test("a role without the automated jobs has no entry in the menu and is sent back from the page", async ({
  page,
}) => {
  await signInAs(page, coordinator);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Tâches automatisées" }),
  ).toHaveCount(0);
  await page.goto("/automated-jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Tâches automatisées" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/automated-jobs/);
});

for (const language of ["fr", "en", "de"] as const) {
  test(`the automated-jobs page passes axe on each tab in ${language}`, async ({ page }) => {
    await signInAs(page, administrator);
    const token = await apiToken(page);
    try {
      await putMyProfile(page, token, { language });
      for (const tab of ["jobs", "runs", "messages"]) {
        await page.goto(`/automated-jobs?tab=${tab}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("tabpanel")).toBeVisible();
        // What the tab shows once loaded: the jobs' cards, or a table's rows or its empty state.
        if (tab === "jobs") await expect(page.getByRole("article").first()).toBeVisible();
        else await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible();
        expect({ tab, violations: await axeViolations(page) }).toEqual({ tab, violations: [] });
      }
    } finally {
      await putMyProfile(page, token, { language: "fr" });
    }
  });
}
