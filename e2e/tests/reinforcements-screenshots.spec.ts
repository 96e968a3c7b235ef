import { expect, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A): she reads the demo's recipients of Paris's public
// events and Hauts-de-Seine's urgent transport, which the journeys leave as they found them.
const coordination = demoUsers[1];

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the reinforcement recipients look as they did", async ({ page }) => {
      await signInAs(page, coordination, "/reinforcements/notification/list");
      const table = page.getByRole("grid", { name: "Destinataires des demandes de renfort" });
      await expect(table.getByRole("row")).toHaveCount(7);
      await expect(table.getByText("Astreinte DPS Paris")).toBeVisible();
      await expectLooksAsItDid(page, `reinforcements-list-${screen.name}.png`, { main: true });
    });

    test("the reinforcement request, searched for words no means holds, looks as it did", async ({
      page,
    }) => {
      // The means lacking staff change with every journey: the picture shows the page around them.
      await signInAs(page, coordination, "/reinforcements/notification/create");
      await page.getByRole("textbox", { name: "Rechercher un moyen" }).fill("Nulle part");
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(
        page.getByText("Aucun moyen publié ou ouvert ne manque de personnel ici."),
      ).toBeVisible();
      await expectLooksAsItDid(page, `reinforcements-request-${screen.name}.png`, { main: true });
    });
  });
}
