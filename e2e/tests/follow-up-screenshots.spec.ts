import { expect, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";
import { expectLooksAsItDid, screens } from "./screenshots";

/**
 * Thomas BERNARD (B) manages the first-aid posts of Paris: the demo holds the schedules he
 * proposed and the registrations he decided on, and no journey acts as him on registrations, so
 * his own changes ("proposed by me", "made by me") are the same on every run. His, not the coordinator's: visiting a follow-up clears its menu
 * count, which the coordinator's full-page pictures show. The main region only. The demo is
 * written around the business time's start itself, so its instants are the same on every start.
 */
const manager = demoUsers[2];

const lists = [
  {
    path: "/registration/schedule-change-list",
    title: "Changements d'horaire",
    mine: "Proposés par moi",
  },
  {
    path: "/registration/recent-change-list",
    title: "Changements récents",
    mine: "Faits par moi",
  },
] as const;

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    for (const list of lists) {
      test(`the manager's own ${list.title} look as they did`, async ({ page }) => {
        await signInAs(page, manager, list.path);
        await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
        await page.getByRole("tab", { name: list.mine }).click();
        await expect(page.getByRole("tab", { name: list.mine })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        const name = list.path.split("/").at(-1);
        await expectLooksAsItDid(page, `${name}-mine-${screen.name}.png`, { main: true });
      });
    }
  });
}
