import { expect, type Page, test } from "@playwright/test";
import { apiToken, demoUsers, signInAs } from "./fixtures";
import { apiAs } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A).
const coordination = demoUsers[1];

/**
 * What the pictures show: the means of a demo race that ended before the demo day, which no
 * journey creates, changes or staffs, and which the automatic opening leaves alone (it skips
 * ended means): the same rows, bars and history on every run.
 */
const race = "10 km de Boulogne-Billancourt";

interface Row {
  id: number;
  start: string;
  departureId: number | null;
  operationalActivity: { title: string };
}

/** The race's means as the coordinator's search answers them, and the day of the race. */
async function raceMeans(page: Page) {
  const api = apiAs(page.request, await apiToken(page), "A");
  const found = await api<{ items: Row[]; total: number }>("POST", "MeansOfIntervention/search", {
    text: race,
    status: "all",
    page: 1,
    pageSize: 25,
  });
  // Only the race's: a journey's means among them would change the picture.
  expect(found.total).toBeGreaterThan(1);
  expect(new Set(found.items.map((row) => row.operationalActivity.title))).toEqual(new Set([race]));
  const [first] = found.items;
  if (!first) throw new Error(`No means of "${race}"`);
  return { found, first, day: first.start.slice(0, 10) };
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the means' three tabs, filtered by the race, look as they did", async ({ page }) => {
      await signInAs(page, coordination);
      const { found, day } = await raceMeans(page);
      const filter = new URLSearchParams({ text: race, status: "all", date: day });

      await page.goto(`/means-of-intervention/list?${filter}`);
      const table = page.getByRole("grid", { name: "Moyens d'intervention" });
      await expect(table.getByRole("row")).toHaveCount(found.total + 1);
      await expectLooksAsItDid(page, `means-list-${screen.name}.png`);

      await page.getByRole("tab", { name: "Calendrier", exact: true }).click();
      await expect(page.getByRole("grid", { name: /Calendrier des moyens/ })).toBeVisible();
      await expectLooksAsItDid(page, `means-calendar-${screen.name}.png`);

      await page.getByRole("tab", { name: "Calendrier des départs" }).click();
      await expect(page.getByRole("grid", { name: /Calendrier des départs/ })).toBeVisible();
      await expectLooksAsItDid(page, `means-departures-${screen.name}.png`);
    });

    test("a demo means' page looks as it did", async ({ page }) => {
      await signInAs(page, coordination);
      const { first } = await raceMeans(page);
      await page.goto(`/means-of-intervention-detail-page/${first.id}`);
      await expect(page.getByRole("heading", { level: 2, name: "Personnel" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Historique des statuts" })).toBeVisible();
      await expectLooksAsItDid(page, `means-detail-${screen.name}.png`);
    });
  });
}
