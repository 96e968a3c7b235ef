import { expect, test } from "@playwright/test";
import { demoUsers, signInAs } from "./fixtures";

const screens = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const people = [
  { kind: "manager", user: demoUsers[1] },
  { kind: "volunteer", user: demoUsers[8] },
] as const;

for (const { kind, user } of people) {
  for (const screen of screens) {
    test(`home of a ${kind} on a ${screen.name} looks as it did`, async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await signInAs(page, user);
      // Business time is the demo day's (RELEVE_CLOCK_START): the planner's "today" too.
      await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The pointer rests where the sign-in page's click left it, over whatever the start page
      // puts there: moved to a corner, no link shows its hover style in the picture.
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`home-${kind}-${screen.name}.png`, {
        fullPage: true,
        animations: "disabled",
        caret: "hide",
      });
    });
  }
}
