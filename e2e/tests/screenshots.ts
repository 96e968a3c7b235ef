import { expect, type Page } from "@playwright/test";

/** The screens every page's pictures are taken on: a desktop and a phone. */
export const screens = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/**
 * Waits until no region of the page still loads (each says "Chargement…" to screen readers
 * while its placeholders show) and the pointer rests in a corner (no hover style in the picture),
 * then compares the whole page — or only its main region (`main`), leaving out the menu, whose
 * counts count what journeys run before did — with its baseline.
 */
export async function expectLooksAsItDid(page: Page, name: string, { main = false } = {}) {
  await expect(page.getByRole("status").filter({ hasText: /Chargement/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await page.mouse.move(0, 0);
  const options = { animations: "disabled", caret: "hide" } as const;
  if (main) await expect(page.getByRole("main")).toHaveScreenshot(name, options);
  else await expect(page).toHaveScreenshot(name, { ...options, fullPage: true });
}
