import { expect, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A).
const coordination = demoUsers[1];

/**
 * What the pictures show: the coordinator's own changes ("Faits par moi", "Proposés par moi"),
 * oldest first, ten a page: the demo's, made before the demo day, which no journey adds to (none
 * acts on registrations as the coordinator).
 */
for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the follow-up lists, oldest first, look as they did", async ({ page }) => {
      await signInAs(page, coordination);
      await page.goto("/registration/recent-change-list?view=mine&sort=at&pageSize=10");
      await expect(
        page.getByRole("grid", { name: "Changements récents" }).getByRole("rowheader").first(),
      ).toBeVisible();
      await expectLooksAsItDid(page, `recent-changes-${screen.name}.png`, { main: true });

      await page.goto(
        "/registration/schedule-change-list?view=mine&statuses=[]&sort=createdAt&pageSize=10",
      );
      await expect(
        page.getByRole("grid", { name: "Changements d'horaire" }).getByRole("rowheader").first(),
      ).toBeVisible();
      await expectLooksAsItDid(page, `schedule-changes-${screen.name}.png`, { main: true });
    });
  });
}
