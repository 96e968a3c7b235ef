import { expect, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A): she manages the means types.
const coordination = demoUsers[1];

/**
 * What the pictures show: demo types that no journey creates or changes (the journeys tag their
 * own labels), so the same rows on every run — the three teams of the demo catalogue.
 */
const listed = "Équipe";

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the means types list, filtered by words, looks as it did", async ({ page }) => {
      await signInAs(page, coordination, `/means-of-intervention-types/list?text=${listed}`);
      const table = page.getByRole("grid", { name: "Types de moyens" });
      await expect(table.getByRole("row")).toHaveCount(4);
      await expect(table.getByText("Équipe de secouristes")).toBeVisible();
      await expectLooksAsItDid(page, `means-types-list-${screen.name}.png`, { main: true });
    });

    test("the means type form looks as it did", async ({ page }) => {
      await signInAs(page, coordination, "/means-of-intervention-type/create");
      await expect(
        page.getByRole("heading", { level: 1, name: "Créer un type de moyen" }),
      ).toBeVisible();
      await expect(page.getByRole("combobox", { name: /^Entités/ })).toBeVisible();
      await expectLooksAsItDid(page, `means-type-form-${screen.name}.png`, { main: true });
    });
  });
}
