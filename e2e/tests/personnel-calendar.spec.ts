import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiToken, type DemoUser, dayRegistrations, demoUsers, signInAs, tabTo } from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  freeDayOf,
  openMeans,
  parisWallClock,
  personId,
} from "./planning-api";

// Nathalie ROUX administers everything; Emma PETIT is a volunteer serving public events, Lucas
// MOREAU an employee serving them too.
const admin = demoUsers[0];
const volunteer = demoUsers[8];
const employee = demoUsers[7];

interface Registration {
  meansOfInterventionId: number;
  status: string;
  isProposed: boolean;
}

/** The day statuses of spec 01 §4, in their order, from a day's registrations. */
function expectedStatus(registrations: readonly Registration[]): string | null {
  if (registrations.some(({ status }) => status === "validated")) return "validated";
  const pending = registrations.filter(({ status }) => status === "pending");
  if (pending.some(({ isProposed }) => isProposed)) return "proposed";
  return pending.length > 0 ? "registered" : null;
}

/** The month grid's cell of a day (`YYYY-MM-DD`) of the month shown. */
const dayCell = (page: Page, day: string) =>
  page
    .getByRole("grid", { name: /Mon calendrier/ })
    .locator("[role=button]:not([data-outside-month])", {
      hasText: new RegExp(`^${Number(day.slice(8))}$`),
    });

/** The month grid's cell of a day, opening the calendar on that day's month. */
async function cellOf(page: Page, day: string) {
  await page.goto(`/registration/personnel-calendar-page?day=${day}`);
  return dayCell(page, day);
}

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 240_000 });

/**
 * Three days of a person far ahead (`afterDays`, each journey its own range), prepared by the
 * administrator on public events at Lyon 7 tagged for the run: a proposition, a means still
 * needing people, a validation. The days, the means, and the person's registrations on a means as
 * the API holds them.
 */
async function threeDaysOf(asAdmin: Api, person: number, now: number, afterDays: number) {
  const tag = `Cal-${Date.now().toString(36)}`;
  const first = await freeDayOf(asAdmin, person, now, afterDays);
  const [proposedDay, neededDay, validatedDay] = [0, 1, 2].map((offset) =>
    parisWallClock(Date.parse(`${first}T12:00:00Z`) + offset * 86_400_000, 0).slice(0, 10),
  ) as [string, string, string];
  const hours = (day: string) => ({ start: `${day}T08:00`, end: `${day}T12:00` });
  const proposed = await openMeans(asAdmin, `${tag} Concert`, hours(proposedDay));
  const needed = await openMeans(asAdmin, `${tag} Marché`, hours(neededDay));
  const validated = await openMeans(asAdmin, `${tag} Fête`, hours(validatedDay));
  const placed = { personIds: [person], operationalRoleId: null, comment: "" };
  await asAdmin("POST", "Registration/Propose", { ...placed, meansOfInterventionIds: [proposed] });
  await asAdmin("POST", "Registration/Assign", { ...placed, meansOfInterventionIds: [validated] });
  const theirsOn = async (means: number) =>
    (
      await asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
        meansOfInterventionIds: [means],
        personIds: [person],
        page: 1,
        pageSize: 5,
      })
    ).items;
  return { tag, proposedDay, neededDay, validatedDay, proposed, needed, validated, theirsOn };
}

/** The person signed in on a phone of their own: its context and page. */
async function onPhone(browser: Browser, user: DemoUser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const held = await context.newPage();
  await signInAs(held, user);
  return { context, held };
}

/**
 * The journey of {@link threeDaysOf}'s days on the person's phone: the calendar opened from the
 * navbar with its legend, each day as the domain's rule makes it of what the API holds, the
 * proposition accepted from its day, and the means still needing them registered on from its
 * day — whose day view offers the availability to declare only to those who declare it.
 */
async function daysAsTheApiHoldsThem(
  held: Page,
  days: Awaited<ReturnType<typeof threeDaysOf>>,
  { declaresAvailability }: { declaresAvailability: boolean },
) {
  const { tag, proposedDay, neededDay, validatedDay, proposed, needed, validated, theirsOn } = days;
  await held.getByRole("link", { name: "Mon calendrier" }).click();
  await expect(held.getByRole("heading", { level: 1, name: "Mon calendrier" })).toBeVisible();
  const legend = held.getByRole("list", { name: "Légende" });
  await expect(legend.getByRole("listitem")).toHaveText([
    /Validé/,
    /Proposé/,
    /Inscrit/,
    /Incomplet/,
  ]);

  // Each day as the domain's rule makes it of what the API holds; the open means' day, incomplete.
  expect(expectedStatus(await theirsOn(proposed))).toBe("proposed");
  expect(expectedStatus(await theirsOn(validated))).toBe("validated");
  expect(await theirsOn(needed)).toEqual([]);
  await expect(await cellOf(held, proposedDay)).toHaveAttribute("data-day-status", "proposed");
  await expect(await cellOf(held, validatedDay)).toHaveAttribute("data-day-status", "validated");
  const neededCell = await cellOf(held, neededDay);
  await expect(neededCell).toHaveAttribute("data-day-status", "incomplete");

  // The proposition, answered from its day.
  const proposedCell = await cellOf(held, proposedDay);
  await proposedCell.click();
  await dayRegistrations(held)
    .filter({ hasText: `${tag} Concert` })
    .click();
  const sheet = held.getByRole("dialog");
  await expect(sheet).toContainText("Proposé");
  await sheet.getByRole("button", { name: "Accepter la proposition" }).click();
  await held
    .getByRole("alertdialog", { name: /Accepter/ })
    .getByRole("button", { name: "Accepter", exact: true })
    .click();
  await expect(held.getByText("Proposition acceptée")).toBeVisible();
  expect(await theirsOn(proposed)).toEqual([expect.objectContaining({ status: "validated" })]);
  await expect(held.getByText("Validé", { exact: true }).first()).toBeVisible();

  // The day still needing them: its open means, registered on from there.
  await (await cellOf(held, neededDay)).click();
  const openOfDay = held.getByRole("region", { name: "Moyens ouverts ce jour-là" });
  await expect(openOfDay).toContainText(`${tag} Marché`);
  const availability = held.getByRole("region", { name: "Ma disponibilité ce jour-là" });
  if (declaresAvailability) await expect(availability).toBeVisible();
  else await expect(availability).toHaveCount(0);
  const item = openOfDay.getByRole("listitem").filter({ hasText: `${tag} Marché` });
  await item.getByRole("button", { name: /^S'inscrire sur/ }).click();
  const register = held.getByRole("alertdialog", { name: /S'inscrire sur/ });
  await register.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(held.getByText("Inscription envoyée au responsable")).toBeVisible();
  expect(await theirsOn(needed)).toEqual([
    expect.objectContaining({ status: "pending", isProposed: false }),
  ]);
  // The day now holds the registration, and the means leaves the open ones.
  await expect(dayRegistrations(held).filter({ hasText: `${tag} Marché` })).toContainText(
    "Inscrit",
  );
  await expect(openOfDay.getByRole("listitem").filter({ hasText: `${tag} Marché` })).toHaveCount(0);
  await expect(await cellOf(held, neededDay)).toHaveAttribute("data-day-status", "registered");
}

/**
 * The filter of the person's calendar, from the navbar's filter icon: the Nanterre rescue centre
 * chosen, the icon says a filter is on, and the day (`YYYY-MM-DD`) of a validated registration on
 * an activity at Lyon 7 (`activity`) empties, also after a reload; cleared, the icon is plain again
 * and the day shows it.
 */
async function filterFollowed(held: Page, day: string, activity: string) {
  const shortcut = held.getByRole("navigation", { name: "Raccourcis" });
  await shortcut.getByRole("link", { name: "Filtres", exact: true }).click();
  await expect(held.getByRole("heading", { level: 1, name: "Mes filtres" })).toBeVisible();
  // The entities' list opened by its button, the rescue centre chosen in it.
  await held.getByRole("button", { name: "Afficher les suggestions Entités" }).click();
  await held.getByRole("option", { name: "Centre de secours Nanterre" }).click();
  await held.getByRole("combobox", { name: "Entités" }).press("Escape");
  await expect(held.getByText("Filtre enregistré : votre calendrier le suit.")).toBeVisible();
  await expect(shortcut.getByRole("link", { name: "Filtres (un filtre est actif)" })).toBeVisible();

  // The day at Lyon 7 is no longer shown; a reload keeps the filter.
  const dayView = `/registration/personnel-calendar-page?day=${day}&view=day`;
  const registration = dayRegistrations(held).filter({ hasText: activity });
  for (const visit of ["open", "reload"]) {
    if (visit === "open") await held.goto(dayView);
    else await held.reload();
    await expect(held.getByText(/^Filtré\s: seules les activités et les entités/)).toBeVisible();
    await expect(held.getByText("Aucune inscription ce jour-là")).toBeVisible();
    await expect(registration).toHaveCount(0);
  }

  await held.getByRole("link", { name: "Modifier les filtres" }).click();
  await held.getByRole("button", { name: "Effacer les filtres" }).click();
  await expect(held.getByText("Aucun filtre : votre calendrier montre tout.")).toBeVisible();
  await expect(shortcut.getByRole("link", { name: "Filtres", exact: true })).toBeVisible();
  await held.goto(dayView);
  await expect(registration).toContainText("Validé");
}

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 240_000 });

test("on her phone, a volunteer finds her days as the API holds them, accepts a proposition from the day, and registers on a means the calendar says still needs her", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const days = await threeDaysOf(asAdmin, await personId(asAdmin, volunteer), now, 3600);

  const { context, held } = await onPhone(browser, volunteer);
  await daysAsTheApiHoldsThem(held, days, { declaresAvailability: true });
  await context.close();
});

test("on her phone, a volunteer filters her calendar by entity: the filter icon says so, the calendar follows, a reload keeps it, and clearing shows all again", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Filtre-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  // A day of hers far ahead, validated on a public event at Lyon 7.
  const day = await freeDayOf(asAdmin, emma, now, 3900);
  const lyon = await openMeans(asAdmin, `${tag} Concert`, {
    start: `${day}T08:00`,
    end: `${day}T12:00`,
  });
  await asAdmin("POST", "Registration/Assign", {
    personIds: [emma],
    meansOfInterventionIds: [lyon],
    operationalRoleId: null,
    comment: "",
  });

  const { context, held } = await onPhone(browser, volunteer);
  await filterFollowed(held, day, `${tag} Concert`);
  await context.close();
});

test("on his phone, an employee finds his days as the API holds them, accepts a proposition, registers on a means still needing him and filters his calendar, as a volunteer does, with no availability to declare", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const days = await threeDaysOf(asAdmin, await personId(asAdmin, employee), now, 4600);

  const { context, held } = await onPhone(browser, employee);
  await daysAsTheApiHoldsThem(held, days, { declaresAvailability: false });
  // The proposition accepted is a validated day at Lyon 7: the filter by Nanterre empties it.
  await filterFollowed(held, days.proposedDay, `${days.tag} Concert`);
  await context.close();
});

test("by keyboard alone, a volunteer moves through her month, opens a day, reads a registration of it and goes back to the month", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Clavier-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  const day = await freeDayOf(asAdmin, emma, now, 4200);
  const concert = await openMeans(asAdmin, `${tag} Concert`, {
    start: `${day}T08:00`,
    end: `${day}T12:00`,
  });
  await asAdmin("POST", "Registration/Assign", {
    personIds: [emma],
    meansOfInterventionIds: [concert],
    operationalRoleId: null,
    comment: "",
  });

  const { context, held } = await onPhone(browser, volunteer);
  const keyboard = held.keyboard;
  const cell = await cellOf(held, day);
  await expect(cell).toHaveAttribute("data-day-status", "validated");
  // The grid holds one stop: the day of the address.
  await tabTo(held, cell);
  await keyboard.press("ArrowRight");
  await expect(cell).not.toBeFocused();
  await keyboard.press("ArrowLeft");
  await expect(cell).toBeFocused();
  await keyboard.press("Enter");
  await expect(held).toHaveURL(new RegExp(`day=${day}&view=day`));
  await expect(held.getByRole("heading", { level: 2 }).first()).toBeFocused();

  const row = dayRegistrations(held).filter({ hasText: `${tag} Concert` });
  await tabTo(held, row);
  await keyboard.press("Enter");
  const sheet = held.getByRole("dialog");
  await expect(sheet).toContainText(`${tag} Concert`);
  await expect(sheet.getByRole("button", { name: "Se désinscrire" })).toBeVisible();
  await keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(row).toBeFocused();

  await tabTo(held, held.getByRole("button", { name: "Retour au mois" }), { backwards: true });
  await keyboard.press("Enter");
  await expect(held).toHaveURL(new RegExp(`day=${day}$`));
  await expect(dayCell(held, day)).toBeFocused();
  await context.close();
});
