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

test("an expired access token is renewed silently, without the sign-in page", async ({ page }) => {
  await signInAs(page, admin);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  const renewals: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/oidc/token") renewals.push(request.postData() ?? "");
  });
  // The page is left first: jumping its clock while it runs would wake its timers (the counts,
  // the alerts), whose own renewal would race the one this test is about.
  await page.goto("about:blank");
  // Two hours later in the browser: the one-hour access token is past its renewal margin.
  await page.clock.install({ time: Date.now() + 2 * 3600 * 1000 });
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(renewals.some((body) => body.includes("grant_type=refresh_token"))).toBe(true);
});
