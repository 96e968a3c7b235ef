import { expect, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";
import { expectLooksAsItDid, screens } from "./screenshots";

/**
 * Thomas BERNARD (B) manages the first-aid posts of Paris: the demo holds the schedules he
 * proposed, and no journey acts as him on registrations, so his own schedule changes ("proposed by
 * me") are the same on every run. His, not the coordinator's: visiting a follow-up clears its menu
 * count, which the coordinator's full-page pictures show. The main region only.
 *
 * Not the status changes: some of the demo's are placed between their means' opening and the
 * moment the demo is written, a few seconds after the business time starts, so their minute
 * changes from one start to the next.
 */
const manager = demoUsers[2];

const lists = [
  {
    path: "/registration/schedule-change-list",
    title: "Changements d'horaire",
    mine: "Proposés par moi",
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
