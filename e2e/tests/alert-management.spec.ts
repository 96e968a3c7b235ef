import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  demoUsers,
  navigateInApp,
  putMyProfile,
  signInAs,
} from "./fixtures";
import { type Api, apiAs, businessNow, parisDay } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A): she manages the alerts. Thomas BERNARD manages
// Paris's public events (B): no alerts to manage.
const [, coordination, manager] = demoUsers;

interface Alert {
  id: number;
  isActive: boolean;
}

/** The list's table. */
const listTable = (page: Page) => page.getByRole("grid", { name: "Alertes" });

/**
 * A danger alert in French and German, tagged, starting `days` after the business day: not yet
 * in anyone's banners, so the other journeys' pages look as they did. Its id.
 */
async function futureAlert(api: Api, now: number, tag: string, days = 60): Promise<number> {
  const day = parisDay(now, days);
  const alert = await api<Alert>("POST", "Alert/Create", {
    level: "danger",
    fromDateTime: `${day}T08:00`,
    toDateTime: `${day}T20:00`,
    dismissible: false,
    alertTexts: [
      { languageCode: "fr", title: `${tag} Crue de la Seine`, text: "Renforts demandés." },
      { languageCode: "de", title: `${tag} Seine-Hochwasser`, text: "Verstärkung angefordert." },
    ],
  });
  return alert.id;
}

test("a coordinator finds an alert by its words, disables it, then deletes it — as the API holds it", async ({
  page,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Alerte-${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/alert/list");
  const token = await apiToken(page);
  const api = apiAs(request, token, "A");
  const id = await futureAlert(api, now, tag);
  const held = async () =>
    request.get(`/api/Alert/Get/${id}`, {
      headers: { authorization: token, "x-activeRoleCode": "A" },
    });

  await page.goto(`/alert/list?text=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Alertes" })).toBeVisible();
  const row = listTable(page)
    .getByRole("row")
    .filter({ hasText: `${tag} Crue de la Seine` });
  await expect(row.getByText("Danger")).toBeVisible();
  await expect(row.getByText("Active")).toBeVisible();

  // Disabled: it stays in the list, disabled, and the API holds it so.
  await page.getByRole("button", { name: `Actions sur ${tag} Crue de la Seine` }).click();
  await page.getByRole("menuitem", { name: "Désactiver" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Désactiver l'alerte ?" });
  await dialog.getByRole("button", { name: "Désactiver l'alerte" }).click();
  await expect(page.getByText("Alerte désactivée")).toBeVisible();
  await expect(row.getByText("Désactivée")).toBeVisible();
  expect(((await (await held()).json()) as Alert).isActive).toBe(false);

  // Deleted: gone from the list and from the API.
  await page.getByRole("button", { name: `Actions sur ${tag} Crue de la Seine` }).click();
  await expect(page.getByRole("menuitem", { name: "Désactiver" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  await page
    .getByRole("alertdialog", { name: "Supprimer l'alerte ?" })
    .getByRole("button", { name: "Supprimer l'alerte" })
    .click();
  await expect(page.getByText("Alerte supprimée")).toBeVisible();
  await expect(listTable(page).getByText(`${tag} Crue de la Seine`)).toHaveCount(0);
  expect((await held()).status()).toBe(404);
});

test("an activity manager (B) is sent back from the alerts list", async ({ page }) => {
  await signInAs(page, manager);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await navigateInApp(page, "/alert/list");
  await expect(page).toHaveURL(/\/home$/);
});

test("the alerts list and its dialogs pass axe in fr, en and de", async ({ page, request }) => {
  const now = await businessNow(request);
  const tag = `AlerteAxe-${Date.now().toString(36)}`;
  const words = {
    fr: { list: "Alertes", actions: "Actions sur", cancel: "Désactiver", remove: "Supprimer" },
    en: { list: "Alerts", actions: "Actions on", cancel: "Disable", remove: "Delete" },
    de: { list: "Warnungen", actions: "Aktionen für", cancel: "Deaktivieren", remove: "Löschen" },
  } as const;
  await signInAs(page, coordination);
  const token = await apiToken(page);
  const api = apiAs(request, token, "A");
  const id = await futureAlert(api, now, tag);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(page, token, { language });
      await page.goto(`/alert/list?text=${tag}`);
      await expect(page.getByRole("heading", { level: 1, name: said.list })).toBeVisible();
      // The English reader has no English text: the French one shows, as in the banner.
      const actions = page.getByRole("button", { name: new RegExp(`^${said.actions} ${tag}`) });
      await expect(actions).toBeVisible();
      expect(await axeViolations(page), `${language} list`).toEqual([]);
      for (const action of [said.cancel, said.remove]) {
        await actions.click();
        await page.getByRole("menuitem", { name: action }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        expect(await axeViolations(page), `${language} ${action}`).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("alertdialog")).toBeHidden();
      }
    }
  } finally {
    await putMyProfile(page, token, { language: "fr" });
    await request.delete(`/api/Alert/Delete/${id}`, {
      headers: { authorization: token, "x-activeRoleCode": "A" },
    });
  }
});

for (const screen of screens) {
  test(`on a ${screen.name}, the alerts list filtered by words looks as it did`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    // A demo alert no journey changes: the same row on every run.
    await signInAs(page, coordination, "/alert/list?text=Maintenance");
    await expect(listTable(page).getByRole("row")).toHaveCount(2);
    await expectLooksAsItDid(page, `alert-list-${screen.name}.png`, { main: true });
  });
}
