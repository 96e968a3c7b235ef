import { expect, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";
import { apiAs, businessNow, choosePerson, freeDayOf, openMeans, personId } from "./planning-api";

// Nathalie ROUX administers everything; Emma PETIT is a volunteer serving public events.
const admin = demoUsers[0];
const volunteer = demoUsers[8];

interface Registration {
  id: number;
  status: string;
  isProposed: boolean;
}

/** The row of the list holding this run's means of that title. */
const rowOf = (page: Page, tag: string, title: string) =>
  page.getByRole("row").filter({ hasText: `${tag} ${title}` });

test.describe.configure({ timeout: 240_000 });

test("a volunteer accepts a proposition and unregisters from her own registrations; the administrator's recent changes show both and clear their badge — as the API then holds them", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Mes-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  const later = await freeDayOf(asAdmin, emma, now, 1000);
  const concert = await openMeans(asAdmin, `${tag} Concert`, {
    start: `${later}T10:00`,
    end: `${later}T14:00`,
  });
  const market = await openMeans(asAdmin, `${tag} Marché`, {
    start: `${later}T16:00`,
    end: `${later}T20:00`,
  });
  const placed = { personIds: [emma], operationalRoleId: null, comment: "" };
  await asAdmin("POST", "Registration/Assign", { ...placed, meansOfInterventionIds: [market] });
  const theirs = (means: number) =>
    asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
      meansOfInterventionIds: [means],
      page: 1,
      pageSize: 5,
    }).then((found) => found.items);
  const hers = (means: number) => theirs(means).then((found) => found.map(({ status }) => status));

  // The administrator proposes the concert to her from its page: hers to accept or decline.
  await page.goto(`/means-of-intervention-detail-page/${concert}`);
  await page.getByRole("button", { name: "Affecter du personnel" }).click();
  const assign = page.getByRole("dialog", { name: /Affecter du personnel/ });
  await assign.getByText("Proposer — chaque personne accepte ou décline le moyen").click();
  await choosePerson(page, "PETIT Emma", "PETIT Emma");
  await assign.getByRole("button", { name: "Proposer", exact: true }).click();
  await expect(page.getByText("Moyen proposé à 1 personne")).toBeVisible();
  expect(await theirs(concert)).toEqual([
    expect.objectContaining({ status: "pending", isProposed: true }),
  ]);
  const seenByAdmin = await asAdmin<number>("GET", "registration/getNewRegistrationCount");

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer);
  // Field staff find the menu behind its button.
  await held.getByRole("button", { name: "Ouvrir le menu" }).click();
  await held.getByRole("link", { name: /^Mes inscriptions/ }).click();
  await expect(held.getByRole("heading", { level: 1, name: "Mes inscriptions" })).toBeVisible();
  await expect(held.getByRole("tab", { name: "À venir" })).toHaveAttribute("aria-selected", "true");
  // Latest first: this run's day is later than any other's.
  await held.getByRole("columnheader", { name: "Horaire", exact: true }).click();
  const proposed = rowOf(held, tag, "Concert");
  await expect(proposed).toContainText("Proposée par un responsable");
  await proposed.getByRole("button", { name: /^Actions sur votre inscription/ }).click();
  await held.getByRole("menuitem", { name: "Accepter la proposition" }).click();
  await held
    .getByRole("alertdialog", { name: /Accepter/ })
    .getByRole("button", { name: "Accepter", exact: true })
    .click();
  await expect(held.getByText("Proposition acceptée")).toBeVisible();
  expect(await hers(concert)).toEqual(["validated"]);

  await rowOf(held, tag, "Marché")
    .getByRole("button", { name: /^Actions sur votre inscription/ })
    .click();
  await held.getByRole("menuitem", { name: "Se désinscrire" }).click();
  const unregister = held.getByRole("alertdialog", { name: /Se désinscrire de/ });
  await unregister.getByRole("button", { name: "Se désinscrire", exact: true }).click();
  await expect(
    unregister.getByText("Indiquez pourquoi cette inscription validée est retirée."),
  ).toBeVisible();
  await unregister.getByRole("textbox").fill("Retenue au travail.");
  await unregister.getByRole("button", { name: "Se désinscrire", exact: true }).click();
  await expect(held.getByText("Désinscription enregistrée")).toBeVisible();
  expect(await hers(market)).toEqual(["unregistered"]);
  await expect(rowOf(held, tag, "Marché")).toContainText("Retirée");
  await context.close();

  // Her two answers count among the administrator's new changes, until they look.
  const count = await asAdmin<number>("GET", "registration/getNewRegistrationCount");
  expect(count).toBeGreaterThanOrEqual(seenByAdmin + 2);
  await page.reload();
  const badge = page.getByRole("link", { name: /^Changements récents/ });
  await expect(badge).toContainText(count > 99 ? "99+" : String(count));
  await badge.click();
  await expect(page.getByRole("heading", { level: 1, name: "Changements récents" })).toBeVisible();
  await expect(badge).toHaveText("Changements récents");
  expect(await asAdmin<number>("GET", "registration/getNewRegistrationCount")).toBe(0);
  const changes = page.getByRole("row").filter({ hasText: tag });
  await expect(changes.filter({ hasText: "Retenue au travail." })).toContainText("PETIT Emma");
  await expect(changes).toHaveCount(4);
});

const words = {
  fr: { mine: "Mes inscriptions", recent: "Changements récents" },
  en: { mine: "My registrations", recent: "Recent changes" },
  de: { mine: "Meine Anmeldungen", recent: "Letzte Änderungen" },
} as const;

test("the volunteer's registrations and the recent changes pass axe in fr, en and de", async ({
  page,
  browser,
}) => {
  await signInAs(page, admin);
  const adminToken = await apiToken(page);
  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer);
  const volunteerToken = await apiToken(held);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(held, volunteerToken, { language });
      await held.goto("/registration/user-registration");
      await expect(held.getByRole("heading", { level: 1, name: said.mine })).toBeVisible();
      await expect(held.getByRole("grid")).toBeVisible();
      expect(await axeViolations(held)).toEqual([]);
      await putMyProfile(page, adminToken, { language });
      await page.goto("/registration/recent-change-list");
      await expect(page.getByRole("heading", { level: 1, name: said.recent })).toBeVisible();
      await expect(page.getByRole("grid")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  } finally {
    await putMyProfile(held, volunteerToken, { language: "fr" });
    await putMyProfile(page, adminToken, { language: "fr" });
    await context.close();
  }
});
