import { expect, test } from "@playwright/test";
import { apiToken, demoUsers, signInAs } from "./fixtures";
import { apiAs, personId } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Nathalie ROUX administers the product (Admin). Karim HADDAD is the transport referent of
// Nanterre and Boulogne (C): no journey changes his roles or privileges, so the pictures show
// the same rows on every run.
const [admin, , , , transport] = demoUsers;

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("the privileges list, filtered by a user, looks as it did", async ({ page }) => {
      await signInAs(page, admin, "/security/user-profile-scope-list?text=Haddad");
      const table = page.getByRole("grid", { name: "Privilèges" });
      await expect(table.getByRole("row")).toHaveCount(5);
      await expect(page.getByRole("heading", { level: 3, name: "Administrateur" })).toBeVisible();
      await expectLooksAsItDid(page, `security-list-${screen.name}.png`, { main: true });
    });

    test("the privilege form looks as it did", async ({ page }) => {
      await signInAs(page, admin, "/security/user-profile-scope/create");
      await expect(
        page.getByRole("heading", { level: 1, name: "Donner un privilège" }),
      ).toBeVisible();
      await expect(page.getByRole("combobox", { name: /^Entité/ })).toBeVisible();
      await expectLooksAsItDid(page, `security-privilege-form-${screen.name}.png`, { main: true });
    });

    test("a person's roles and privileges look as they did", async ({ page, request }) => {
      await signInAs(page, admin);
      const karim = await personId(apiAs(request, await apiToken(page)), transport);
      await page.goto(`/security/user-profile-management/${karim}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Rôles et privilèges de HADDAD Karim" }),
      ).toBeVisible();
      await expect(
        page.getByRole("grid", { name: "Privilèges de HADDAD Karim" }).getByRole("row"),
      ).toHaveCount(5);
      await expectLooksAsItDid(page, `security-person-${screen.name}.png`, { main: true });
    });
  });
}
