import { expect, type Page, test } from "@playwright/test";
import { apiToken, demoUsers, signInAs } from "./fixtures";
import { apiAs } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A): she reads, creates and changes its activities.
const coordination = demoUsers[1];

/**
 * What the pictures show: demo activities that no journey creates, changes or staffs (the
 * journeys tag their own titles), so the same rows, means and history on every run. The evening
 * rounds of Paris 19e, published: past and coming occurrences; and a race that ended before the
 * demo day, whose means the automatic opening leaves alone (it skips ended means).
 */
const listed = { text: "Maraude du soir", status: "public", title: "Maraude du soir — Paris 19e" };
const detailed = "10 km de Boulogne-Billancourt";

interface Row {
  id: number;
  title: string;
  means: { count: number; cancelled: number };
}

/** The list's table. */
const listTable = (page: Page) => page.getByRole("grid", { name: "Activités opérationnelles" });

/** The API as the signed-in coordinator calls it, and her search's first page of activities. */
async function coordinatorSearch(page: Page, criteria: Record<string, unknown>) {
  const api = apiAs(page.request, await apiToken(page), "A");
  const found = await api<{ items: Row[]; total: number }>("POST", "OperationalActivity/search", {
    ...criteria,
    page: 1,
    pageSize: 25,
  });
  return { api, found };
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the activities list, filtered by words and status, looks as it did", async ({ page }) => {
      await signInAs(page, coordination);
      const { found } = await coordinatorSearch(page, {
        text: listed.text,
        status: [listed.status],
      });
      // Only demo rounds: a journey's activity among them would change the picture.
      expect(found.total).toBeGreaterThan(1);
      expect(new Set(found.items.map((row) => row.title))).toEqual(new Set([listed.title]));

      const search = new URLSearchParams({
        text: listed.text,
        status: JSON.stringify([listed.status]),
      });
      await page.goto(`/operational-activity/list?${search}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Activités opérationnelles" }),
      ).toBeVisible();
      const table = listTable(page);
      // The header row, then one row per activity found.
      await expect(table.getByRole("row")).toHaveCount(found.total + 1);
      await expect(table.getByRole("link", { name: listed.title })).toHaveCount(found.total);
      await expect(page.getByLabel("Titre ou lieu")).toHaveValue(listed.text);
      await expectLooksAsItDid(page, `activities-list-${screen.name}.png`);
    });

    test("the empty create form looks as it did", async ({ page }) => {
      await signInAs(page, coordination, "/operational-activity/create");
      await expect(
        page.getByRole("heading", { level: 1, name: "Créer une activité" }),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Titre" })).toHaveValue("");
      await expect(page.getByRole("combobox", { name: "Activité" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Entité" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Créer l'activité" })).toBeVisible();
      await expectLooksAsItDid(page, `activity-create-${screen.name}.png`);
    });

    test("a demo activity's page looks as it did", async ({ page }) => {
      await signInAs(page, coordination);
      // Its id is the seed's order, not a promise: found by its title.
      const { api, found } = await coordinatorSearch(page, { text: detailed });
      const matches = found.items.filter((row) => row.title === detailed);
      expect(matches).toHaveLength(1);
      const [activity] = matches;
      if (!activity) throw new Error(`No activity "${detailed}"`);
      const history = await api<unknown[]>("GET", `OperationalActivity/History/${activity.id}`);

      await page.goto(`/operational-activity-detail-page/${activity.id}`);
      await expect(page.getByRole("heading", { level: 1, name: detailed })).toBeVisible();
      const means = page.getByRole("region", { name: "Moyens d'intervention" });
      // Every means shows, the cancelled one too.
      await expect(means.getByRole("listitem")).toHaveCount(
        activity.means.count + activity.means.cancelled,
      );
      const changes = page.getByRole("region", { name: "Historique des statuts" });
      await expect(changes.getByRole("listitem")).toHaveCount(history.length);
      await expect(page.getByRole("region", { name: "Pièces jointes" })).toBeVisible();
      await expectLooksAsItDid(page, `activity-detail-${screen.name}.png`);
    });
  });
}
