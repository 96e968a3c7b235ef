import { expect, test } from "@playwright/test";
import { axeViolations, demoUsers, signInAs } from "./fixtures";

const admin = demoUsers[0];

test("the root path leads to home", async ({ page }) => {
  await signInAs(page, admin, "/");
  await expect(page).toHaveURL(/\/home$/);
});

test("an unknown path shows the 404 page inside the main layout", async ({ page }) => {
  await signInAs(page, admin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/operational-activity/nowhere");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page introuvable");
  await expect(page.getByRole("banner")).toContainText("Nathalie ROUX");
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("home passes axe (WCAG 2.2 AA, target-size on)", async ({ page }) => {
  await signInAs(page, admin);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the session survives a reload without a new sign-in", async ({ page }) => {
  await signInAs(page, admin);
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await expect(page).not.toHaveURL(/\/oidc\//);
});
