import { expect, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";

const languages = ["fr", "en", "de"] as const;

/** The shell's own pages, which every role may open. */
const shellPages = [
  "/home",
  "/profile-page",
  "/profile-selection",
  "/release-note-page",
  "/page-that-does-not-exist",
];

const manager = demoUsers[1];
const volunteer = demoUsers[8];

for (const language of languages) {
  for (const user of [manager, volunteer]) {
    const phone = user === volunteer;
    test(`every shell page passes axe in ${language}, ${phone ? "for a volunteer on a phone" : "for a manager"}`, async ({
      page,
    }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, user);
      const token = await apiToken(page);
      try {
        await putMyProfile(page, token, { language });
        for (const path of shellPages) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page).toHaveTitle(/^.+ - Relève$/);
          expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
        }
        if (phone) {
          // The field staff's menu is a drawer: open, it passes too.
          await page.getByRole("banner").getByRole("button").first().click();
          await expect(page.getByRole("dialog")).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press("Escape");
        }
      } finally {
        await putMyProfile(page, token, { language: "fr" });
      }
    });
  }

  test(`the release notes dialog passes axe in ${language}`, async ({ page }) => {
    await signInAs(page, demoUsers[9]);
    const token = await apiToken(page);
    try {
      await putMyProfile(page, token, { language, lastSeenReleaseDate: null });
      await page.reload();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    } finally {
      await putMyProfile(page, token, { language: "fr" });
    }
  });

  test(`the access-denied page passes axe in ${language}, without signing in`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      locale: { fr: "fr-FR", en: "en-GB", de: "de-DE" }[language],
    });
    const page = await context.newPage();
    await page.goto("/access-denied/site");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page).toHaveURL(/\/access-denied\/site$/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}
