import { expect, test } from "@playwright/test";
import { axeViolations, demoUsers, signInAs } from "./fixtures";

test("a signed-out visitor is sent to the provider's sign-in page, which lists the ten demo users", async ({
  page,
}) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole("heading", { name: "Se connecter à Relève" })).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(demoUsers.length);
  for (const user of demoUsers) {
    await expect(page.getByRole("button", { name: new RegExp(user.name) })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("a volunteer signs in and home shows her name and role label", async ({ page }) => {
  const volunteer = demoUsers.find((user) => user.role === "V");
  if (!volunteer) throw new Error("no volunteer");
  await signInAs(page, volunteer);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner).toContainText("Emma PETIT");
  await expect(banner).toContainText("Bénévole terrain");
  await expect(page).toHaveTitle("Accueil - Relève");
});

test("signing in returns to the page first asked for", async ({ page }) => {
  const admin = demoUsers[0];
  await signInAs(page, admin, "/page-that-does-not-exist?from=link");
  await expect(page).toHaveURL(/\/page-that-does-not-exist\?from=link$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page introuvable");
});

for (const user of demoUsers) {
  test(`${user.role}: ${user.name} signs in and reaches home`, async ({ page }) => {
    await signInAs(page, user);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("banner")).toContainText(user.name);
    await expect(page.getByRole("banner")).toContainText(user.roleLabel);
  });
}
