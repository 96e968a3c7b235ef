import { expect, type Page, test } from "@playwright/test";
import { activeAuthorization, type MyUserAuthorization, sidebarEntries } from "@releve/domain";
import { frenchOnlyTexts, germanOrFrenchOnlyTexts, visibleTexts } from "./catalogues";
import { apiToken, demoUsers, putMyProfile, signInAs } from "./fixtures";

const coordinator = demoUsers[1]; // Claire MARTIN holds A and D.

const menuHrefs = (page: Page) =>
  page
    .getByRole("navigation", { name: /Menu principal|Main menu|Hauptmenü/ })
    .getByRole("link")
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute("href"))
        .filter((href) => href !== "/release-note-page"),
    );

const hrefOf = ({ path, search }: { path: string; search: Readonly<Record<string, string>> }) => {
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
};

/** Chooses the active role on the profile page, by its label, as a person clicks it. */
async function chooseRole(page: Page, label: string) {
  await page
    .getByRole("radiogroup", { name: "Rôle actif" })
    .getByText(label, { exact: true })
    .click();
  await expect(page.getByRole("radio", { name: label })).toBeChecked();
}

test("switching role changes the header, the menu and the counts", async ({ page }) => {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith("/authorization/GetMyUserAuthorization"),
  );
  await signInAs(page, coordinator);
  const mine = (await (await answer).json()) as MyUserAuthorization;
  const asRole = (code: "A" | "D") =>
    sidebarEntries(activeAuthorization(mine.userProfileAuthorizations, code)).map(hrefOf);
  const profileLink = page.getByRole("link", { name: /Mon profil/ });
  await expect(profileLink).toContainText("Coordination");
  expect(await menuHrefs(page)).toEqual(asRole("A"));

  await profileLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  const count = page.waitForResponse(
    (response) =>
      response.url().endsWith("/registration/getNewRegistrationCount") &&
      response.request().headers()["x-activerolecode"] === "D",
  );
  try {
    await chooseRole(page, "Référent consultation");
    await expect(profileLink).toContainText("Référent consultation");
    const asReader = Number(await (await count).json());
    await expect.poll(() => menuHrefs(page)).toEqual(asRole("D"));
    // The badge shows the new role's count ("99+" past 99, nothing at 0).
    const recentChanges = page.getByRole("link", { name: /^Changements récents/ });
    if (asReader > 0 && asRole("D").includes("/registration/recent-change-list")) {
      await expect(recentChanges).toContainText(asReader > 99 ? "99+" : String(asReader));
    }
    expect(asRole("D")).not.toEqual(asRole("A"));
  } finally {
    await chooseRole(page, "Coordination");
    await expect(profileLink).toContainText("Coordination");
  }
});

test("switching language switches every visible string, in French, English and German", async ({
  page,
}) => {
  await signInAs(page, demoUsers[2]);
  await page.getByRole("link", { name: /Mon profil/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  const chooseLanguage = async (field: RegExp, option: string) => {
    await page.getByRole("button", { name: field }).click();
    await page.getByRole("option", { name: option }).click();
  };
  try {
    await chooseLanguage(/Langue/, "English");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await visibleTexts(page)).filter((text) => frenchOnlyTexts.has(text))).toEqual([]);

    await chooseLanguage(/Language/, "Deutsch");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect((await visibleTexts(page)).filter((text) => germanOrFrenchOnlyTexts.has(text))).toEqual(
      [],
    );

    // The language is the profile's: it follows the user to the next visit.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  } finally {
    const token = await apiToken(page);
    await putMyProfile(page, token, { language: "fr" });
  }
});

test("the release notes appear once for new notes, and not again after", async ({ page }) => {
  const user = demoUsers[6];
  await signInAs(page, user);
  const token = await apiToken(page);
  await putMyProfile(page, token, { lastSeenReleaseDate: null });

  await page.reload();
  const dialog = page.getByRole("dialog", { name: "Nouveautés de Relève" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "J'ai compris" }).click();
  await expect(dialog).toBeHidden();

  // Closing stored the moment on the profile, and the API has nothing newer to show.
  const profile = await page.request.get("/api/UserProfile/Me", {
    headers: { authorization: token },
  });
  const { lastSeenReleaseDate } = (await profile.json()) as { lastSeenReleaseDate: string | null };
  expect(lastSeenReleaseDate).not.toBeNull();
  const latest = await page.request.post("/api/Monitoring/GetLatestReleases", {
    headers: { authorization: token },
    data: { lastSeenReleaseDate },
  });
  expect(await latest.json()).toEqual([]);

  const asked = page.waitForResponse((response) =>
    response.url().endsWith("/Monitoring/GetLatestReleases"),
  );
  await page.reload();
  expect((await asked).ok()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the non-production notice cannot be dismissed", async ({ page }) => {
  await signInAs(page, demoUsers[0]);
  const alerts = page.getByRole("region", { name: "Alertes" });
  const notice = alerts.getByRole("status").filter({
    hasText: "Vous n'utilisez pas l'application de production.",
  });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Environnement local");
  await expect(notice.getByRole("button")).toHaveCount(0);
});
