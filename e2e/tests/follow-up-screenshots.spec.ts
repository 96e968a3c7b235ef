import { expect, type Page, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";

const screens = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

// Claire MARTIN coordinates Île-de-France (A).
const coordination = demoUsers[1];

/**
 * Waits until no region of the page still loads and the pointer rests in a corner, then compares
 * the page's main region with its baseline: the menu is left out, its counts counting what
 * journeys run before did in the coordinator's scope.
 */
async function expectLooksAsItDid(page: Page, name: string) {
  await expect(page.getByRole("status").filter({ hasText: /Chargement/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await page.mouse.move(0, 0);
  await expect(page.getByRole("main")).toHaveScreenshot(name, {
    animations: "disabled",
    caret: "hide",
  });
}

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
      await expectLooksAsItDid(page, `recent-changes-${screen.name}.png`);

      await page.goto(
        "/registration/schedule-change-list?view=mine&statuses=[]&sort=createdAt&pageSize=10",
      );
      await expect(
        page.getByRole("grid", { name: "Changements d'horaire" }).getByRole("rowheader").first(),
      ).toBeVisible();
      await expectLooksAsItDid(page, `schedule-changes-${screen.name}.png`);
    });
  });
}
