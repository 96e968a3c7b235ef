import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  dayRegistrations,
  demoUsers,
  putMyProfile,
  signInAs,
} from "./fixtures";
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
  // Latest first: this run's day is later than any other's. The list keeps its sort from one
  // visit to the next, so the header is pressed until it says so.
  const schedule = held.getByRole("columnheader", { name: "Horaire", exact: true });
  for (let press = 0; press < 2; press++) {
    if ((await schedule.getAttribute("aria-sort")) === "descending") break;
    await schedule.click();
  }
  await expect(schedule).toHaveAttribute("aria-sort", "descending");
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
  fr: {
    mine: "Mes inscriptions",
    recent: "Changements récents",
    calendar: "Mon calendrier",
    filters: "Mes filtres",
    accept: "Accepter",
    unregister: "Se désinscrire",
    register: "S'inscrire",
  },
  en: {
    mine: "My registrations",
    recent: "Recent changes",
    calendar: "My calendar",
    filters: "My filters",
    accept: "Accept",
    unregister: "Unregister",
    register: "Register",
  },
  de: {
    mine: "Meine Anmeldungen",
    recent: "Letzte Änderungen",
    calendar: "Mein Kalender",
    filters: "Meine Filter",
    accept: "Annehmen",
    unregister: "Abmelden",
    register: "Anmelden",
  },
} as const;

test("the volunteer's registrations, her calendar (month, day, a registration), her filters, her dialogs on a means (register, accept, unregister) and the recent changes pass axe in fr, en and de", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `MesAxe-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const adminToken = await apiToken(page);
  const asAdmin = apiAs(request, adminToken);
  const emma = await personId(asAdmin, volunteer);
  // Three means of a day of hers: one proposed to her, one she is validated on, one open to her.
  const day = await freeDayOf(asAdmin, emma, now, 3200);
  const hours = (from: string, to: string) => ({ start: `${day}T${from}`, end: `${day}T${to}` });
  const proposed = await openMeans(asAdmin, `${tag} Concert`, hours("08:00", "10:00"));
  const validated = await openMeans(asAdmin, `${tag} Marché`, hours("11:00", "13:00"));
  const open = await openMeans(asAdmin, `${tag} Fête`, hours("14:00", "16:00"));
  const placed = { personIds: [emma], operationalRoleId: null, comment: "" };
  await asAdmin("POST", "Registration/Propose", { ...placed, meansOfInterventionIds: [proposed] });
  await asAdmin("POST", "Registration/Assign", { ...placed, meansOfInterventionIds: [validated] });

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer);
  const volunteerToken = await apiToken(held);
  /** Opens the dialog of the means page's button, checks it, and leaves it unanswered. */
  const dialogOf = async (means: number, button: string, label: string) => {
    await held.goto(`/means-of-intervention-detail-page/${means}`);
    await held.getByRole("main").getByRole("button", { name: button, exact: true }).click();
    const dialog = held.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    expect(await axeViolations(held), label).toEqual([]);
    await held.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  };
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(held, volunteerToken, { language });
      await held.goto("/registration/user-registration");
      await expect(held.getByRole("heading", { level: 1, name: said.mine })).toBeVisible();
      await expect(held.getByRole("grid")).toBeVisible();
      expect(await axeViolations(held)).toEqual([]);
      await dialogOf(open, said.register, `register (${language})`);
      await dialogOf(proposed, said.accept, `accept (${language})`);
      await dialogOf(validated, said.unregister, `unregister (${language})`);
      await held.goto(`/registration/personnel-calendar-page?day=${day}`);
      await expect(held.getByRole("heading", { level: 1, name: said.calendar })).toBeVisible();
      // The month with its legend once her registrations are read, then the day's view.
      await expect(held.locator('[data-day-status="validated"]').first()).toBeVisible();
      expect(await axeViolations(held), `${said.calendar} (month)`).toEqual([]);
      await held.goto(`/registration/personnel-calendar-page?day=${day}&view=day`);
      const rows = dayRegistrations(held).filter({ hasText: tag });
      await expect(rows).toHaveCount(2);
      expect(await axeViolations(held), `${said.calendar} (day)`).toEqual([]);
      // A registration chosen shows whole, with what she may do.
      await rows.filter({ hasText: "Concert" }).click();
      const sheet = held.getByRole("dialog");
      await expect(sheet.getByRole("button")).not.toHaveCount(0);
      expect(await axeViolations(held), `${said.calendar} (registration)`).toEqual([]);
      await held.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await held.goto("/registration/personnel-filter-page");
      await expect(held.getByRole("heading", { level: 1, name: said.filters })).toBeVisible();
      await expect(held.getByRole("combobox").first()).toBeVisible();
      expect(await axeViolations(held), said.filters).toEqual([]);
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
