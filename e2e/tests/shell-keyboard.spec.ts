import { expect, type Page, test } from "@playwright/test";
import { demoUsers, tabTo } from "./fixtures";

/** Signs in on the provider's page with the keyboard alone. */
async function signInByKeyboard(page: Page, name: string) {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Se connecter à Relève" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: new RegExp(name) }));
  const latest = page.waitForResponse((response) =>
    response.url().endsWith("/Monitoring/GetLatestReleases"),
  );
  await page.keyboard.press("Enter");
  const notes = (await (await latest).json()) as unknown[];
  if (notes.length > 0) {
    // Focus is in the release notes: Escape closes them.
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
}

test("a manager uses the whole shell with the keyboard alone", async ({ page }) => {
  await signInByKeyboard(page, demoUsers[2].name);

  // The skip link is the first stop of the page and leads to its content.
  const skip = page.getByRole("link", { name: "Aller au contenu" });
  await tabTo(page, skip, { backwards: true });
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  // The help menu opens, offers the tutorial, and closes back on its button.
  const help = page.getByRole("button", { name: "Aide" });
  await tabTo(page, help, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Télécharger le tutoriel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(help).toBeFocused();

  // The sidebar: collapse and widen it again, then follow the version link.
  const collapse = page.getByRole("button", { name: "Réduire le menu" });
  await tabTo(page, collapse);
  await page.keyboard.press("Enter");
  const widen = page.getByRole("button", { name: "Déplier le menu" });
  await expect(widen).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: /^Version/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/release-note-page$/);
  await expect(page.getByRole("main")).toBeFocused();

  // The profile: change the language and back, by keyboard.
  await tabTo(page, page.getByRole("link", { name: /Mon profil/ }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  const language = page.getByRole("button", { name: /Langue/ });
  await tabTo(page, language);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.type("English");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  const languageInEnglish = page.getByRole("button", { name: /Language/ });
  await tabTo(page, languageInEnglish, { backwards: true });
  await page.keyboard.press("Enter");
  await page.keyboard.type("Français");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();

  // Home again from the menu.
  await tabTo(page, page.getByRole("link", { name: "Accueil", exact: true }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home$/);
});

test("a volunteer on a phone opens the menu drawer and navigates with the keyboard alone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByKeyboard(page, demoUsers[8].name);
  const open = page.getByRole("button", { name: "Ouvrir le menu" });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu principal" });
  await expect(drawer).toBeVisible();
  // Focus is trapped in the drawer; its version link leads to the release notes.
  await tabTo(page, drawer.getByRole("link", { name: /^Version/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/release-note-page$/);
  await expect(drawer).toBeHidden();
  // The profile shortcut shows the role and leads to the profile.
  await tabTo(page, page.getByRole("link", { name: /Mon profil : Bénévole terrain/ }), {
    backwards: true,
  });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
});
