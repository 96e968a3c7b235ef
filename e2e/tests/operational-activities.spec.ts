import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs, tabTo } from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  draftActivity,
  draftMeans,
  draftSeries,
  freeVolunteer,
  parisDay,
  parisWallClock,
  publishedMeans,
} from "./planning-api";

// Claire MARTIN coordinates Île-de-France (A); the administrator prepares what a journey needs.
const [admin, coordination] = demoUsers;

interface Activity {
  id: number;
  title: string;
  status: string;
  start: string;
  recurrenceId: number | null;
  attachments: { fileName: string }[];
}

/** Types a day into a date field (French order: day, month, year), segment by segment. */
async function typeDay(group: Locator, day: string) {
  const [year, month, date] = day.split("-");
  await group.getByRole("spinbutton").first().click();
  await group.page().keyboard.type(`${date}${month}${year}`);
}

/** Types a time (`HH:mm`) into a time field. */
async function typeTime(group: Locator, time: string) {
  await group.getByRole("spinbutton").first().click();
  await group.page().keyboard.type(time.replace(":", ""));
}

/** Fills the activity form's title, place, period and scope. */
async function fillActivity(page: Page, title: string, day: string) {
  await page.getByRole("textbox", { name: "Titre" }).fill(title);
  await page.getByRole("textbox", { name: "Lieu (obligatoire)" }).fill("Gymnase Émile-Anthoine");
  await typeDay(page.getByRole("group", { name: "Date de début" }), day);
  await typeTime(page.getByRole("group", { name: "Heure de début" }), "09:00");
  await typeDay(page.getByRole("group", { name: "Date de fin" }), day);
  await typeTime(page.getByRole("group", { name: "Heure de fin" }), "17:00");
  const activity = page.getByRole("combobox", { name: "Activité" });
  await activity.fill("DPS grand public");
  await page.getByRole("option", { name: "DPS grand public" }).click();
  const entity = page.getByRole("combobox", { name: "Entité" });
  await entity.fill("Paris 15");
  await page.getByRole("option", { name: "Centre de secours Paris 15e" }).click();
}

/**
 * Opens an activity's page and starts one of its actions: its confirmation, the dialog holding
 * the button `confirm` (a toast is an alert dialog too).
 */
async function startAction(page: Page, id: number, action: string, confirm: string) {
  await page.goto(`/operational-activity-detail-page/${id}`);
  await page.getByRole("button", { name: action, exact: true }).click();
  const dialog = page
    .getByRole("alertdialog")
    .filter({ has: page.getByRole("button", { name: confirm, exact: true }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ timeout: 300_000 });

test("a coordinator creates a weekly series with a file, publishes, copies, edits this and the following after their preview, deletes an occurrence and the series, and cancels — each step as the API then holds it", async ({
  page,
  request,
}) => {
  const now = await businessNow(request);
  const title = `Entraînement ${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/operational-activity/create");
  const api: Api = apiAs(request, await apiToken(page), "A");
  await expect(page.getByRole("heading", { level: 1, name: "Créer une activité" })).toBeVisible();

  // A weekly activity for six weeks, with a file.
  const first = parisDay(now, 14);
  await fillActivity(page, title, first);
  await page.getByText("Répéter l'activité", { exact: true }).click();
  // Weekly on the first day's weekday, as the series starts; six of them.
  await expect(page.getByRole("radio", { name: "Chaque semaine" })).toBeChecked();
  await page.getByText("Après un nombre d'occurrences", { exact: true }).click();
  await page.getByRole("textbox", { name: "Nombre d'occurrences" }).fill("6");
  // A number field takes its value when left.
  await page.keyboard.press("Tab");
  await page.locator('input[type="file"]').setInputFiles({
    name: "consignes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% consignes\n"),
  });
  await page.getByRole("button", { name: "Créer la série" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const firstId = Number(new URL(page.url()).pathname.split("/").at(-1));
  const created = await api<Activity>("GET", `OperationalActivity/${firstId}`);
  expect(created.recurrenceId).not.toBeNull();
  const series = await api<{ occurrences: Activity[] }>(
    "GET",
    `Recurrence/${created.recurrenceId}`,
  );
  expect(series.occurrences).toHaveLength(6);
  await expect(async () => {
    const attached = await api<Activity>("GET", `OperationalActivity/${firstId}`);
    expect(attached.attachments.map((file) => file.fileName)).toEqual(["consignes.pdf"]);
  }).toPass();
  const [, second, third, fourth, fifth] = series.occurrences.map((occurrence) => occurrence.id);

  // Publish the second occurrence.
  let dialog = await startAction(page, second as number, "Publier", "Publier");
  await dialog.getByRole("button", { name: "Publier" }).click();
  await expect(dialog).toBeHidden();
  expect((await api<Activity>("GET", `OperationalActivity/${second}`)).status).toBe("public");

  // Copy it: the form opens prefilled, and saves a new draft.
  await page.goto(`/operational-activity/create?clone=${second}`);
  await expect(page.getByRole("heading", { level: 1, name: "Cloner l'activité" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Titre" })).toHaveValue(title);
  await page.getByRole("button", { name: "Créer la copie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const copyId = Number(new URL(page.url()).pathname.split("/").at(-1));
  expect(copyId).not.toBe(second);
  expect(await api<Activity>("GET", `OperationalActivity/${copyId}`)).toMatchObject({
    title,
    status: "draft",
    recurrenceId: null,
  });

  // Edit the third occurrence "this and the following", after reading what it touches.
  await page.goto(`/operational-activity/edit/${third}`);
  await expect(page.getByRole("heading", { level: 1, name: "Modifier l'activité" })).toBeVisible();
  await page.getByRole("textbox", { name: "Lieu (obligatoire)" }).fill("Halle Georges-Carpentier");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  const seriesEdit = page.getByRole("alertdialog", { name: "Modifier une occurrence de la série" });
  await seriesEdit.getByText("Celle-ci et les suivantes", { exact: true }).click();
  // The third to the sixth: four activities, none with means yet.
  await expect(seriesEdit.getByText("4 activités, 0 moyen, 0 inscription concernés")).toBeVisible();
  await seriesEdit.getByRole("button", { name: "Appliquer la modification" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const edited = await api<{ occurrences: (Activity & { location: string })[] }>(
    "GET",
    `Recurrence/${created.recurrenceId}`,
  );
  expect(edited.occurrences.map((occurrence) => occurrence.location)).toEqual([
    "Gymnase Émile-Anthoine",
    "Gymnase Émile-Anthoine",
    "Halle Georges-Carpentier",
    "Halle Georges-Carpentier",
    "Halle Georges-Carpentier",
    "Halle Georges-Carpentier",
  ]);

  // Someone is registered on the fourth occurrence: a public means, a volunteer assigned.
  const asAdmin = apiAs(request, await apiToken(page));
  await asAdmin("POST", `OperationalActivity/Publish/${fourth}`, { comment: "" });
  const fourthActivity = await api<Activity & { end: string }>(
    "GET",
    `OperationalActivity/${fourth}`,
  );
  const meansId = await publishedMeans(asAdmin, fourth as number, {
    start: fourthActivity.start.slice(0, 16),
    end: fourthActivity.end.slice(0, 16),
  });
  await asAdmin("POST", "Registration/Assign", {
    personIds: [await freeVolunteer(asAdmin, fourthActivity)],
    meansOfInterventionIds: [meansId],
    operationalRoleId: null,
    comment: "",
  });

  // A server refusal: the fourth has means, its deletion is refused and said in the dialog.
  dialog = await startAction(
    page,
    fourth as number,
    "Supprimer cette occurrence",
    "Supprimer l'occurrence",
  );
  await dialog.getByRole("button", { name: "Supprimer l'occurrence" }).click();
  await expect(dialog.getByText("Action refusée")).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();

  // Delete the fifth occurrence alone.
  dialog = await startAction(
    page,
    fifth as number,
    "Supprimer cette occurrence",
    "Supprimer l'occurrence",
  );
  await dialog.getByRole("button", { name: "Supprimer l'occurrence" }).click();
  await expect(page).toHaveURL(/operational-activity\/list/);
  const afterOne = await api<{ occurrences: Activity[] }>(
    "GET",
    `Recurrence/${created.recurrenceId}`,
  );
  expect(afterOne.occurrences.map((occurrence) => occurrence.id)).not.toContain(fifth);
  expect(afterOne.occurrences).toHaveLength(5);

  // Delete the series: the occurrence with a registration is kept, and named.
  dialog = await startAction(page, third as number, "Supprimer la série", "Supprimer la série");
  await dialog.getByRole("button", { name: "Supprimer la série" }).click();
  const kept = page.getByRole("dialog");
  await expect(kept.getByRole("link", { name: new RegExp(title) })).toHaveCount(1);
  expect(await axeViolations(page), "kept occurrences").toEqual([]);
  await expect(kept.getByRole("link", { name: new RegExp(title) })).toHaveAttribute(
    "href",
    `/operational-activity-detail-page/${fourth}`,
  );
  const remaining = await api<{ occurrences: Activity[] }>(
    "GET",
    `Recurrence/${created.recurrenceId}`,
  );
  expect(remaining.occurrences.map((occurrence) => occurrence.id)).toEqual([fourth]);

  // A server refusal: the copy, a single activity, now has a means; deleting it is refused, in
  // the catalogue's words, and the copy stays.
  const copy = await api<Activity & { end: string }>("GET", `OperationalActivity/${copyId}`);
  await draftMeans(asAdmin, copyId, {
    start: copy.start.slice(0, 16),
    end: copy.end.slice(0, 16),
  });
  dialog = await startAction(page, copyId, "Supprimer l'activité", "Supprimer l'activité");
  await dialog.getByRole("button", { name: "Supprimer l'activité" }).click();
  await expect(
    dialog.getByText(/elle a encore des moyens d'intervention ou des personnes inscrites/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await api<Activity>("GET", `OperationalActivity/${copyId}`)).status).toBe("draft");

  // Cancel the copy.
  await page.goto("/home");
  dialog = await startAction(page, copyId, "Annuler l'activité", "Annuler l'activité");
  await dialog.getByRole("button", { name: "Annuler l'activité" }).click();
  await expect(dialog).toBeHidden();
  expect((await api<Activity>("GET", `OperationalActivity/${copyId}`)).status).toBe("cancelled");
});

test("the form says a blocking rule on its field, lets a warning through, and warns of unsaved changes", async ({
  page,
  request,
}) => {
  const now = await businessNow(request);
  const title = `Règles ${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/operational-activity/create");
  const api: Api = apiAs(request, await apiToken(page), "A");

  // End before start: said on the end, and nothing is sent.
  const day = parisDay(now, 20);
  await fillActivity(page, title, day);
  await typeTime(page.getByRole("group", { name: "Heure de fin" }), "08:00");
  await page.getByRole("button", { name: "Créer l'activité" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Créer une activité" })).toBeVisible();
  const endTooEarly = "L'heure de fin doit être postérieure à l'heure de début.";
  // Said in the summary above the form, linked to the field, and under the field itself.
  await expect(page.getByRole("link", { name: endTooEarly })).toBeVisible();
  await expect(page.getByText(endTooEarly).last()).toBeVisible();
  const none = await api<{ total: number }>("POST", "OperationalActivity/search", {
    text: title,
    page: 1,
    pageSize: 10,
  });
  expect(none.total).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // More than a year ahead: a warning, and the activity is saved all the same.
  const farDay = parisDay(now, 400);
  await typeDay(page.getByRole("group", { name: "Date de début" }), farDay);
  await typeDay(page.getByRole("group", { name: "Date de fin" }), farDay);
  await typeTime(page.getByRole("group", { name: "Heure de fin" }), "17:00");
  await expect(page.getByText(/plus d'un an/i).first()).toBeVisible();
  await page.getByRole("button", { name: "Créer l'activité" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const saved = await api<{ items: Activity[] }>("POST", "OperationalActivity/search", {
    text: title,
    page: 1,
    pageSize: 10,
  });
  expect(saved.items.map((item) => item.title)).toEqual([title]);

  // Unsaved changes: leaving the edit form asks first; staying keeps what was typed.
  await page.goto(`/operational-activity/edit/${saved.items[0]?.id}`);
  await page.getByRole("textbox", { name: "Titre" }).fill(`${title} modifié`);
  await page.getByRole("navigation").getByRole("link", { name: "Accueil" }).first().click();
  const leave = page.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Rester sur la page" }).click();
  await expect(page.getByRole("textbox", { name: "Titre" })).toHaveValue(`${title} modifié`);
  expect(await api<Activity>("GET", `OperationalActivity/${saved.items[0]?.id}`)).toMatchObject({
    title,
  });
});

test("a coordinator creates an activity by keyboard alone", async ({ page, request }) => {
  const now = await businessNow(request);
  const title = `Clavier ${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/operational-activity/create");
  const api: Api = apiAs(request, await apiToken(page), "A");
  const keyboard = page.keyboard;
  const [year, month, date] = parisDay(now, 25).split("-");

  await tabTo(page, page.getByRole("textbox", { name: "Titre (obligatoire)" }));
  await keyboard.type(title);
  await tabTo(page, page.getByRole("textbox", { name: "Lieu (obligatoire)" }));
  await keyboard.type("Stade Charléty");
  for (const [field, value] of [
    ["Date de début", `${date}${month}${year}`],
    ["Heure de début", "0800"],
    ["Date de fin", `${date}${month}${year}`],
    ["Heure de fin", "1200"],
  ] as const) {
    await tabTo(page, page.getByRole("group", { name: field }).getByRole("spinbutton").first());
    await keyboard.type(value);
  }
  for (const [field, words, option] of [
    ["Activité (obligatoire)", "DPS grand", "DPS grand public"],
    ["Entité (obligatoire)", "Paris 15", "Centre de secours Paris 15e"],
  ] as const) {
    await tabTo(page, page.getByRole("combobox", { name: field }));
    await keyboard.type(words);
    await expect(page.getByRole("option", { name: option })).toBeVisible();
    await keyboard.press("ArrowDown");
    await keyboard.press("Enter");
    await expect(page.getByRole("combobox", { name: field })).toHaveValue(option);
  }
  await tabTo(page, page.getByRole("button", { name: "Créer l'activité" }));
  await keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const found = await api<{ items: (Activity & { end: string; location: string })[] }>(
    "POST",
    "OperationalActivity/search",
    { text: title, page: 1, pageSize: 5 },
  );
  expect(found.items).toHaveLength(1);
  expect(found.items[0]).toMatchObject({ title, location: "Stade Charléty", status: "draft" });
  expect(found.items[0]?.start.slice(11, 16)).toBe("08:00");
  expect(found.items[0]?.end.slice(11, 16)).toBe("12:00");
});

/**
 * The activity's page and its action dialogs, and the form, by language: the heading of the
 * page's facts, its action buttons, the form's title.
 */
const pageWords = {
  fr: {
    facts: "Informations",
    actions: ["Publier", "Annuler l'activité", "Supprimer l'activité"],
    occurrenceActions: ["Supprimer cette occurrence", "Supprimer la série"],
    form: "Créer une activité",
    save: "Enregistrer les modifications",
    leave: "Quitter sans enregistrer",
  },
  en: {
    facts: "Details",
    actions: ["Publish", "Cancel the activity", "Delete the activity"],
    occurrenceActions: ["Delete this occurrence", "Delete the series"],
    form: "Create an activity",
    save: "Save changes",
    leave: "Leave without saving",
  },
  de: {
    facts: "Angaben",
    actions: ["Veröffentlichen", "Tätigkeit absagen", "Tätigkeit löschen"],
    occurrenceActions: ["Diesen Termin löschen", "Serie löschen"],
    form: "Tätigkeit anlegen",
    save: "Änderungen speichern",
    leave: "Ohne Speichern verlassen",
  },
} as const;

/** The dialog shown with its heading (a toast, also an alert dialog, has none). */
const headedDialog = (page: Page) =>
  page.getByRole("alertdialog").filter({ has: page.getByRole("heading") });

/** Opens each action's dialog from the page, checks it with axe, and closes it by Escape. */
async function checkDialogs(page: Page, actions: readonly string[], language: string) {
  for (const action of actions) {
    await page.getByRole("main").getByRole("button", { name: action, exact: true }).click();
    const dialog = headedDialog(page);
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page), `${action} (${language})`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

test("the activity's page, each of its dialogs — an occurrence's and a series' too — and the form pass axe in fr, en and de; an activity outside the scope is not shown", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const period = {
    start: parisWallClock(now, 30 * 1440),
    end: parisWallClock(now, 30 * 1440 + 240),
  };
  const run = Date.now().toString(36);
  const id = await draftActivity(asAdmin, `Accessibilité ${run}`, period, { entity: "paris15" });
  const lyon = await draftActivity(asAdmin, `Hors périmètre ${run}`, period);
  const [occurrence] = await draftSeries(asAdmin, `Série accessible ${run}`, period, 2, {
    entity: "paris15",
  });
  // A series a language, whose second occurrence someone is registered on: its deletion keeps it.
  const kept: Record<string, number> = {};
  for (const language of ["fr", "en", "de"]) {
    const [first, second] = await draftSeries(asAdmin, `Gardée ${run} ${language}`, period, 2, {
      entity: "paris15",
    });
    if (first === undefined || second === undefined) throw new Error("no series created");
    kept[language] = first;
    await asAdmin("POST", `OperationalActivity/Publish/${second}`, { comment: "" });
    const held = await asAdmin<Activity & { end: string }>("GET", `OperationalActivity/${second}`);
    const meansId = await publishedMeans(asAdmin, second, {
      start: held.start.slice(0, 16),
      end: held.end.slice(0, 16),
    });
    await asAdmin("POST", "Registration/Assign", {
      personIds: [await freeVolunteer(asAdmin, held)],
      meansOfInterventionIds: [meansId],
      operationalRoleId: null,
      comment: "",
    });
  }

  const context = await browser.newContext();
  const coordinator = await context.newPage();
  await signInAs(coordinator, coordination);
  const authorization = await apiToken(coordinator);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      await putMyProfile(coordinator, authorization, { language });
      await coordinator.goto(`/operational-activity-detail-page/${id}`);
      const words = pageWords[language];
      await expect(coordinator.getByRole("heading", { level: 2, name: words.facts })).toBeVisible();
      expect(await axeViolations(coordinator), `page (${language})`).toEqual([]);
      await checkDialogs(coordinator, words.actions, language);
      await coordinator.goto("/operational-activity/create");
      await expect(coordinator.getByRole("heading", { level: 1, name: words.form })).toBeVisible();
      expect(await axeViolations(coordinator), `form (${language})`).toEqual([]);

      // An occurrence's own dialogs: deleting it or its series, the series edit's scope and
      // preview, and the question before leaving unsaved changes.
      await coordinator.goto(`/operational-activity-detail-page/${occurrence}`);
      await expect(coordinator.getByRole("heading", { level: 2, name: words.facts })).toBeVisible();
      await checkDialogs(coordinator, words.occurrenceActions, language);
      await coordinator.goto(`/operational-activity/edit/${occurrence}`);
      const place = coordinator.getByRole("textbox", { name: /^(Lieu|Location|Ort)/ });
      await expect(place).toHaveValue("Accor Arena");
      await place.fill("Palais des sports");
      await coordinator.getByRole("button", { name: words.save }).click();
      const scope = headedDialog(coordinator);
      await expect(scope.getByRole("radio")).toHaveCount(3);
      // Its preview of what the edit touches, once computed.
      await expect(scope.getByRole("region")).toBeVisible();
      expect(await axeViolations(coordinator), `series edit (${language})`).toEqual([]);
      await coordinator.keyboard.press("Escape");
      await expect(scope).toBeHidden();
      await coordinator.getByRole("navigation").locator('a[href="/home"]').first().click();
      const leave = headedDialog(coordinator);
      await expect(leave.getByRole("button", { name: words.leave })).toBeVisible();
      expect(await axeViolations(coordinator), `unsaved changes (${language})`).toEqual([]);
      await leave.getByRole("button", { name: words.leave }).click();
      await expect(coordinator).toHaveURL(/\/home$/);

      // The series deleted but for its occurrence with a registration, named in its dialog.
      const deleteSeries = words.occurrenceActions[1];
      await coordinator.goto(`/operational-activity-detail-page/${kept[language]}`);
      await coordinator
        .getByRole("main")
        .getByRole("button", { name: deleteSeries, exact: true })
        .click();
      await headedDialog(coordinator)
        .getByRole("button", { name: deleteSeries, exact: true })
        .click();
      const keptDialog = coordinator
        .getByRole("dialog")
        .filter({ has: coordinator.getByRole("link", { name: new RegExp(`Gardée ${run}`) }) });
      await expect(keptDialog).toBeVisible();
      expect(await axeViolations(coordinator), `kept occurrences (${language})`).toEqual([]);
      await coordinator.keyboard.press("Escape");
      await expect(keptDialog).toBeHidden();
    }
  } finally {
    await putMyProfile(coordinator, authorization, { language: "fr" });
  }
  // Lyon is outside the coordinator's scope: the page says it cannot be shown.
  await coordinator.goto(`/operational-activity-detail-page/${lyon}`);
  await expect(coordinator.getByRole("heading", { name: "Activité introuvable" })).toBeVisible();
  await context.close();
});
