import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  demoUsers,
  navigateInApp,
  putMyProfile,
  signInAs,
  tabTo,
} from "./fixtures";
import { type Api, apiAs, businessNow, parisDay } from "./planning-api";
import { expectLooksAsItDid, screens } from "./screenshots";

// Claire MARTIN coordinates Île-de-France (A): she manages the alerts. Thomas BERNARD manages
// Paris's public events (B): no alerts to manage.
// Marc GIRARD reads Île-de-France (D): he reads the planner in English here.
const [, coordination, manager, , , , consultation] = demoUsers;

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

/** The alerts of the API whose words hold `tag`. */
async function alertsTagged(api: Api, tag: string) {
  return (
    await api<{ items: (Alert & { level: string; alertTexts: { languageCode: string }[] })[] }>(
      "POST",
      "Alert/search",
      { text: tag, page: 1, pageSize: 25 },
    )
  ).items;
}

/** Deletes what a journey left, whatever happened to it: no banner of its stays for the next. */
async function deleteTagged(page: Page, api: Api, tag: string) {
  const token = await apiToken(page);
  for (const alert of await alertsTagged(api, tag)) {
    await page.request.delete(`/api/Alert/Delete/${alert.id}`, {
      headers: { authorization: token, "x-activeRoleCode": "A" },
    });
  }
}

test("a coordinator publishes a danger alert in French and German only: an English reader's banner shows the French text, until she disables it — as the API holds it", async ({
  page,
  browser,
  request,
}) => {
  const tag = `Banniere-${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/alert/list");
  const api = apiAs(request, await apiToken(page), "A");
  const reader = await browser.newContext();
  const held = await reader.newPage();
  try {
    await page.getByRole("main").getByRole("link", { name: "Créer une alerte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Créer une alerte" })).toBeVisible();
    await page.getByRole("radiogroup", { name: "Niveau" }).getByText("Danger").click();
    const titles = page.getByRole("group", { name: /^Titre/ });
    const texts = page.getByRole("group", { name: /^Texte/ });
    await titles.getByRole("textbox", { name: /^Français/ }).fill(`${tag} Crue de la Seine`);
    await texts.getByRole("textbox", { name: /^Français/ }).fill("Renforts demandés à Paris.");
    await titles.getByRole("textbox", { name: /^Allemand/ }).fill(`${tag} Seine-Hochwasser`);
    await texts.getByRole("textbox", { name: /^Allemand/ }).fill("Verstärkung angefordert.");
    await expect(page.getByText(/Anglais — texte affiché : Français/i)).toBeVisible();
    await page.getByRole("button", { name: "Publier l'alerte" }).click();
    await expect(page).toHaveURL(/\/alert\/list/);
    const [published] = await alertsTagged(api, tag);
    expect(published).toMatchObject({ level: "danger", isActive: true });
    expect(published?.alertTexts.map((text) => text.languageCode)).toEqual(["fr", "de"]);

    // The reader in English sees the French banner.
    await signInAs(held, consultation);
    const token = await apiToken(held);
    await putMyProfile(held, token, { language: "en" });
    await held.goto("/home");
    await expect(held.getByText(`${tag} Crue de la Seine`)).toBeVisible();
    await putMyProfile(held, token, { language: "fr" });

    // Disabled, it leaves the banners at their next refresh.
    await page.goto(`/alert/list?text=${tag}`);
    await page.getByRole("button", { name: `Actions sur ${tag} Crue de la Seine` }).click();
    await page.getByRole("menuitem", { name: "Désactiver" }).click();
    await page
      .getByRole("alertdialog", { name: "Désactiver l'alerte ?" })
      .getByRole("button", { name: "Désactiver l'alerte" })
      .click();
    await expect(page.getByText("Alerte désactivée")).toBeVisible();
    expect((await alertsTagged(api, tag))[0]?.isActive).toBe(false);
    await held.reload();
    await expect(held.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(held.getByText(`${tag} Crue de la Seine`)).toHaveCount(0);
  } finally {
    await reader.close();
    await deleteTagged(page, api, tag);
  }
});

test("by keyboard alone, a coordinator creates an alert with three texts", async ({
  page,
  request,
}) => {
  const tag = `Clavier-${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/alert/create");
  const api = apiAs(request, await apiToken(page), "A");
  try {
    await expect(page.getByRole("heading", { level: 1, name: "Créer une alerte" })).toBeVisible();
    // The level: from the checked choice, the arrow moves to the next.
    await tabTo(page, page.getByRole("radio", { name: "Information" }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Avertissement" })).toBeChecked();
    const titles = page.getByRole("group", { name: /^Titre/ });
    const texts = page.getByRole("group", { name: /^Texte/ });
    for (const [language, title, text] of [
      ["Français", "Exercice", "Exercice d'évacuation à 10 h."],
      ["Anglais", "Drill", "Evacuation drill at 10 am."],
      ["Allemand", "Übung", "Räumungsübung um 10 Uhr."],
    ] as const) {
      await tabTo(page, titles.getByRole("textbox", { name: new RegExp(`^${language}`) }));
      await page.keyboard.type(`${tag} ${title}`);
      await tabTo(page, texts.getByRole("textbox", { name: new RegExp(`^${language}`) }));
      await page.keyboard.type(text);
    }
    await tabTo(page, page.getByRole("button", { name: "Publier l'alerte" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/alert\/list/);
    const [created] = await alertsTagged(api, tag);
    expect(created).toMatchObject({ level: "warning", isActive: true });
    expect(created?.alertTexts.map((text) => text.languageCode)).toEqual(["fr", "en", "de"]);
  } finally {
    await deleteTagged(page, api, tag);
  }
});

test("an activity manager (B) is sent back from the alerts list", async ({ page }) => {
  await signInAs(page, manager);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await navigateInApp(page, "/alert/list");
  await expect(page).toHaveURL(/\/home$/);
});

test("the alerts list, its dialogs and the alert form with what it lacks pass axe in fr, en and de", async ({
  page,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `AlerteAxe-${Date.now().toString(36)}`;
  const words = {
    fr: {
      list: "Alertes",
      actions: "Actions sur",
      cancel: "Désactiver",
      remove: "Supprimer",
      form: "Créer une alerte",
      publish: "Publier l'alerte",
    },
    en: {
      list: "Alerts",
      actions: "Actions on",
      cancel: "Disable",
      remove: "Delete",
      form: "Create an alert",
      publish: "Publish the alert",
    },
    de: {
      list: "Warnungen",
      actions: "Aktionen für",
      cancel: "Deaktivieren",
      remove: "Löschen",
      form: "Warnung anlegen",
      publish: "Warnung veröffentlichen",
    },
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
      await page.goto("/alert/create");
      await expect(page.getByRole("heading", { level: 1, name: said.form })).toBeVisible();
      expect(await axeViolations(page), `${language} form`).toEqual([]);
      // Sent with no text: the summary says what is missing, and leads to the titles.
      await page.getByRole("button", { name: said.publish }).click();
      await expect(page.locator('a[href="#alert-titles"]')).toBeVisible();
      expect(await axeViolations(page), `${language} form refused`).toEqual([]);
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

  test(`on a ${screen.name}, the form of a demo alert looks as it did`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await signInAs(page, coordination);
    const [demo] = await alertsTagged(apiAs(request, await apiToken(page), "A"), "Maintenance");
    if (!demo) throw new Error("no demo alert");
    await page.goto(`/alert/edit/${demo.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Modifier l'alerte" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Ce que chacun verra" })).toBeVisible();
    await expectLooksAsItDid(page, `alert-form-${screen.name}.png`, { main: true });
  });
}
