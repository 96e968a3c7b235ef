import { type Browser, expect, test } from "@playwright/test";
import { apiToken, dayRegistrations, demoUsers, signInAs } from "./fixtures";
import { type Api, apiAs, openMeans, personId } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Nathalie ROUX administers everything; Emma PETIT is a volunteer serving public events.
const admin = demoUsers[0];
const volunteer = demoUsers[8];

/**
 * What the pictures show: June 2045, years after the furthest day any journey plans (early 2043),
 * where only this spec places anything — the volunteer's registrations on public events of fixed
 * titles and hours, and open means still needing her: the same days, rows and places on every
 * run. The page's main region only: the menu's counts count what journeys run before did for her.
 */
const month = [
  { title: "Gala de danse", day: "2045-06-06", hours: ["14:00", "18:00"], hers: "Propose" },
  { title: "Tournoi de rugby", day: "2045-06-14", hours: ["09:00", "13:00"], hers: "Register" },
  { title: "Kermesse de l'école", day: "2045-06-14", hours: ["14:00", "17:00"], hers: null },
  { title: "Course aux flambeaux", day: "2045-06-14", hours: ["19:00", "22:30"], hers: "Propose" },
  { title: "Trail des coteaux", day: "2045-06-17", hours: ["08:00", "12:00"], hers: "Register" },
  { title: "Fête de la musique", day: "2045-06-21", hours: ["18:00", "23:30"], hers: "Assign" },
  { title: "Brocante du quartier", day: "2045-06-27", hours: ["07:00", "13:00"], hers: null },
] as const;

/** The day whose view is pictured: a registration, a proposition and an open means. */
const shownDay = "2045-06-14";

/**
 * Places the month's means and her registrations on them through the API: the administrator
 * opens each means, proposes or assigns her, and she registers herself where she does. What a
 * run before on the same database placed is found by its title and not placed again.
 */
async function prepareTheMonth(browser: Browser) {
  const signedIn = await Promise.all(
    [admin, volunteer].map(async (user) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, user);
      return { context, api: apiAs(context.request, await apiToken(page), user.role) };
    }),
  );
  const [asAdmin, asEmma] = signedIn.map(({ api }) => api) as [Api, Api];
  const emma = await personId(asAdmin, volunteer);
  for (const { title, day, hours, hers } of month) {
    const period = { start: `${day}T${hours[0]}`, end: `${day}T${hours[1]}` };
    const means = (await meansTitled(asAdmin, title)) ?? (await openMeans(asAdmin, title, period));
    const registered = await asAdmin<{ total: number }>("POST", "Registration/search", {
      meansOfInterventionIds: [means],
      personIds: [emma],
      page: 1,
      pageSize: 1,
    });
    if (hers === null || registered.total > 0) continue;
    const placed = { meansOfInterventionIds: [means], operationalRoleId: null, comment: "" };
    if (hers === "Register") await asEmma("POST", "Registration/Register", placed);
    else await asAdmin("POST", `Registration/${hers}`, { ...placed, personIds: [emma] });
  }
  await Promise.all(signedIn.map(({ context }) => context.close()));
}

/** The id of the month's means of an activity so titled, when a run before placed it. */
async function meansTitled(api: Api, title: string): Promise<number | undefined> {
  const found = await api<{ items: { id: number; operationalActivity: { title: string } }[] }>(
    "POST",
    "MeansOfIntervention/search",
    {
      text: title,
      status: "all",
      from: "2045-06-01T00:00:00+02:00",
      to: "2045-07-01T00:00:00+02:00",
      page: 1,
      pageSize: 5,
    },
  );
  return found.items.find((item) => item.operationalActivity.title === title)?.id;
}

test.beforeAll(async ({ browser }) => {
  await prepareTheMonth(browser);
});

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the volunteer's month and a day of it look as they did", async ({ page }) => {
      await signInAs(page, volunteer);
      await page.goto(`/registration/personnel-calendar-page?day=${shownDay}`);
      const grid = page.getByRole("grid", { name: /Mon calendrier/ });
      const cell = (day: number) =>
        grid.locator("[role=button]:not([data-outside-month])", {
          hasText: new RegExp(`^${day}$`),
        });
      await expect(cell(6)).toHaveAttribute("data-day-status", "proposed");
      await expect(cell(17)).toHaveAttribute("data-day-status", "registered");
      await expect(cell(21)).toHaveAttribute("data-day-status", "validated");
      await expect(cell(27)).toHaveAttribute("data-day-status", "incomplete");
      await expectLooksAsItDid(page, `personnel-calendar-month-${screen.name}.png`, { main: true });

      await page.goto(`/registration/personnel-calendar-page?day=${shownDay}&view=day`);
      await expect(dayRegistrations(page)).toHaveCount(2);
      const open = page.getByRole("region", { name: "Moyens ouverts ce jour-là" });
      await expect(open.getByRole("listitem")).toHaveCount(1);
      await expect(page.getByText("Rien de déclaré pour ce jour")).toBeVisible();
      await expectLooksAsItDid(page, `personnel-calendar-day-${screen.name}.png`, { main: true });
    });

    test("the volunteer's filters look as they did", async ({ page }) => {
      await signInAs(page, volunteer, "/registration/personnel-filter-page");
      await expect(page.getByRole("heading", { level: 1, name: "Mes filtres" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Entités" })).toBeVisible();
      await expectLooksAsItDid(page, `personnel-filter-${screen.name}.png`, { main: true });
    });
  });
}
