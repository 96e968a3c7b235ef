import { expect, type Page, test } from "@playwright/test";
import {
  type Authorization,
  activeAuthorization,
  canUseRoute,
  isFieldStaffRole,
  type MyUserAuthorization,
  routeTable,
  sidebarEntries,
} from "@releve/domain";
import { type DemoUser, demoUsers, navigateInApp, signInAs } from "./fixtures";

/** Signs in and returns the authorization the planner loaded at start. */
async function signInReadingAuthorization(page: Page, user: DemoUser) {
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith("/authorization/GetMyUserAuthorization") &&
      response.ok(),
  );
  await signInAs(page, user);
  const mine = (await (await answer).json()) as MyUserAuthorization;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return activeAuthorization(mine.userProfileAuthorizations, mine.activeRoleCode);
}

/** The main menu: the sidebar, or the drawer the navbar's menu button opens for field staff. */
async function openMainMenu(page: Page, user: DemoUser) {
  if (isFieldStaffRole(user.role)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  }
  return page.getByRole("navigation", { name: "Menu principal" });
}

/** The links of the menu, but the version link at its foot. */
async function menuHrefs(page: Page, user: DemoUser) {
  const nav = await openMainMenu(page, user);
  await expect(nav.getByRole("link").first()).toBeVisible();
  const hrefs = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.filter((href) => href !== "/release-note-page");
}

/** The path of the first main-layout route without parameters the authorization may not use. */
function refusedPath(authorization: Authorization | undefined) {
  const route = routeTable.find(
    (candidate) =>
      candidate.layout === "main" &&
      !candidate.path.includes(":") &&
      !canUseRoute(candidate, authorization),
  );
  return route ? `/${route.path}` : undefined;
}

for (const user of demoUsers) {
  test(`${user.role}: the menu shows exactly what the role's features allow, and a refused route sends back`, async ({
    page,
  }) => {
    const authorization = await signInReadingAuthorization(page, user);
    const expected = sidebarEntries(authorization).map(({ path, search }) => {
      const query = new URLSearchParams(search).toString();
      return query ? `${path}?${query}` : path;
    });
    expect(await menuHrefs(page, user)).toEqual(expected);
    await page.keyboard.press("Escape");

    const refused = refusedPath(authorization);
    if (refused === undefined) {
      // The administrator may use every route: nothing to refuse.
      expect(user.role).toBe("Admin");
      return;
    }
    await page.goto("/profile-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await navigateInApp(page, refused);
    await expect(page).toHaveURL(/\/profile-page$/);
    // A refused first page opens the start page.
    await page.goto(refused);
    await expect(page).toHaveURL(/\/home$/);
  });
}

test("an id that is not an integer is blocked", async ({ page }) => {
  await signInAs(page, demoUsers[0]);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await navigateInApp(page, "/operational-activity/edit/12abc");
  await expect(page).toHaveURL(/\/home$/);
  await navigateInApp(page, "/security/user-profile-management/1.5");
  await expect(page).toHaveURL(/\/home$/);
  await navigateInApp(page, "/operational-activity/edit/12");
  await expect(page).toHaveURL(/\/operational-activity\/edit\/12$/);
});
