import { expect, type Page, test } from "@playwright/test";
import { apiToken, demoUsers, signInAs } from "./fixtures";
import { apiAs } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A).
const coordination = demoUsers[1];

/**
 * What the pictures show: the week of a demo race that ended before the demo day, which no
 * journey creates, changes or staffs, and the persons of the last name of the first person
 * registered on it: the same rows and days on every run. The page's main region only: the menu's
 * counts count what journeys run before did in the coordinator's scope.
 */
const race = "10 km de Boulogne-Billancourt";

/** The race's day, and the last name of the first person registered on its means. */
async function raceWeek(page: Page) {
  const api = apiAs(page.request, await apiToken(page), "A");
  const means = await api<{ items: { id: number; start: string }[] }>(
    "POST",
    "MeansOfIntervention/search",
    { text: race, status: "all", page: 1, pageSize: 25 },
  );
  const registrations = await api<{ items: { person: { lastName: string } }[] }>(
    "POST",
    "Registration/search",
    {
      meansOfInterventionIds: means.items.map((item) => item.id),
      sort: { field: "createdAt", direction: "asc" },
      page: 1,
      pageSize: 1,
    },
  );
  const [first] = means.items;
  const [registered] = registrations.items;
  if (!first || !registered) throw new Error(`Nobody registered on "${race}"`);
  return { day: first.start.slice(0, 10), lastName: registered.person.lastName };
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the personnel planning of the race's week looks as it did", async ({ page }) => {
      await signInAs(page, coordination);
      const { day, lastName } = await raceWeek(page);
      await page.goto(
        `/registration/personnel-planning?${new URLSearchParams({ week: day, text: lastName })}`,
      );
      const table = page.getByRole("grid", { name: "Planning du personnel" });
      await expect(table.getByRole("rowheader").first()).toBeVisible();
      await expect(table.getByRole("link").first()).toBeVisible();
      await expectLooksAsItDid(page, `personnel-planning-${screen.name}.png`, { main: true });
    });
  });
}
