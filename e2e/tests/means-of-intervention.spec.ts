import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  demoUsers,
  navigateInApp,
  putMyProfile,
  signInAs,
  tabTo,
  typeDateTime,
} from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  draftActivity,
  draftMeans,
  freeVolunteer,
  parisDay,
} from "./planning-api";

// Claire MARTIN coordinates Île-de-France (A); Thomas BERNARD manages Paris's public events
// (B); Sophie LEFÈVRE assigns staff in Paris 15 and 19 (BAPS); Karim HADDAD is the transport
// referent of Nanterre and Boulogne (C); Julie FONTAINE refers sports events in Boulogne (CAPS);
// Marc GIRARD reads Île-de-France (D).
const [admin, coordination, manager, staffAssigner, transport, sportReferent, consultation] =
  demoUsers;

interface Means {
  id: number;
  status: string;
  departureId: number | null;
  start: string;
  end: string;
}

interface Row extends Means {
  typeName: string;
  departureName: string | null;
}

/**
 * A public scheduled transport at Nanterre, tagged for this run, `days` after the business day
 * from 08:00 to 20:00, with four draft means — the first leaving from its type's first
 * departure — and a volunteer assigned to the fourth, published and opened: their ids.
 */
async function prepareTransport(api: Api, now: number, tag: string, days: number) {
  const day = parisDay(now, days);
  const period = { start: `${day}T08:00`, end: `${day}T20:00` };
  const activity = await draftActivity(api, `${tag} Transport programmé`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await api("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const withDeparture = await draftMeans(
    api,
    activity,
    period,
    { option: "manual" },
    {
      withDeparture: true,
    },
  );
  const second = await draftMeans(api, activity, period);
  const third = await draftMeans(api, activity, period);
  const staffed = await draftMeans(api, activity, period);
  await api("POST", `MeansOfIntervention/Publish/${staffed}`, { comment: "" });
  await api("POST", `MeansOfIntervention/Open/${staffed}`, { comment: "" });
  const held = await api<Means>("GET", `MeansOfIntervention/${staffed}`);
  await api("POST", "Registration/Assign", {
    personIds: [await freeVolunteer(api, held)],
    meansOfInterventionIds: [staffed],
    operationalRoleId: null,
    comment: "",
  });
  return { day, activity, means: [withDeparture, second, third, staffed] as const };
}

/** The means list's table. */
const meansTable = (page: Page) => page.getByRole("grid", { name: "Moyens d'intervention" });

/** Opens a means' page and one of its actions' dialogs: the dialog holding `confirm`. */
async function startAction(page: Page, id: number, action: string, confirm = action) {
  await page.goto(`/means-of-intervention-detail-page/${id}`);
  await page.getByRole("main").getByRole("button", { name: action, exact: true }).click();
  const dialog = page
    .getByRole("alertdialog")
    .filter({ has: page.getByRole("button", { name: confirm, exact: true }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ timeout: 240_000 });

test("a transport referent finds the means by filters kept in the address, sees them in both calendars, publishes, opens, announces, cancels and deletes — each step as the API then holds it", async ({
  page: adminPage,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Moyens-${Date.now().toString(36)}`;
  await signInAs(adminPage, admin);
  const asAdmin = apiAs(request, await apiToken(adminPage));
  const { day, activity, means } = await prepareTransport(asAdmin, now, tag, 20);
  const [withDeparture, second, third, staffed] = means;

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, transport, `/means-of-intervention/list?text=${tag}`);
  const api = apiAs(request, await apiToken(page), "C");
  const table = meansTable(page);
  await expect(table.getByRole("row")).toHaveCount(5);
  const held = await api<{ items: Row[]; total: number }>("POST", "MeansOfIntervention/search", {
    text: tag,
    status: "allExceptCancelled",
    page: 1,
    pageSize: 25,
  });
  expect(held.items.map((row) => row.id).sort()).toEqual([...means].sort());
  const typeName = held.items[0]?.typeName ?? "";

  // Drafts only: three rows, the filter in the address; it survives a reload.
  await page.getByRole("button", { name: /Statut/ }).click();
  await page.getByRole("option", { name: "Brouillon" }).click();
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(page).toHaveURL(/status=draft/);
  await page.reload();
  await expect(meansTable(page).getByRole("row")).toHaveCount(4);
  await expect(page.getByRole("button", { name: /Statut/ })).toContainText("Brouillon");

  // The calendar shows them on their day, by month, week and day, the filters kept.
  await page.getByRole("tab", { name: "Calendrier", exact: true }).click();
  await expect(page).toHaveURL(/tab=calendar/);
  await navigateInApp(
    page,
    `/means-of-intervention/list?tab=calendar&date=${day}&text=${tag}&status=draft`,
  );
  const calendar = page.getByRole("grid", { name: /Calendrier des moyens/ });
  await expect(calendar.getByText(typeName).first()).toBeVisible();
  for (const view of ["Semaine", "Jour"]) {
    await page.getByRole("radio", { name: view, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=${view === "Semaine" ? "week" : "day"}`));
    await expect(calendar.getByText(typeName).first()).toBeVisible();
  }

  // The departure calendar shows the means leaving from a departure on that departure's row.
  const departure = (await api<Means>("GET", `MeansOfIntervention/${withDeparture}`)).departureId;
  const departures = await api<{ id: number; label: { fr: string } }[]>("GET", "departure");
  const departureName = departures.find((item) => item.id === departure)?.label.fr ?? "";
  expect(departureName).not.toBe("");
  await page.getByRole("tab", { name: "Calendrier des départs" }).click();
  await expect(page).toHaveURL(/tab=departureCalendar/);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: departureName }) });
  await expect(row.getByText(typeName)).toHaveCount(1);

  // Publish, then open the means with a departure.
  let dialog = await startAction(page, withDeparture, "Publier");
  await dialog.getByRole("button", { name: "Publier" }).click();
  await expect(dialog).toBeHidden();
  expect((await api<Means>("GET", `MeansOfIntervention/${withDeparture}`)).status).toBe("public");
  dialog = await startAction(page, withDeparture, "Ouvrir aux bénévoles", "Ouvrir");
  await dialog.getByRole("button", { name: "Ouvrir", exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await api<Means>("GET", `MeansOfIntervention/${withDeparture}`)).status).toBe("open");

  // Announce the opening again: within ten minutes of the opening itself, the API refuses, and
  // the dialog says so in the catalogue's words.
  dialog = await startAction(page, withDeparture, "Annoncer l'ouverture", "Envoyer l'annonce");
  await dialog.getByRole("button", { name: "Envoyer l'annonce" }).click();
  await expect(dialog.getByText("Action refusée")).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler", exact: true }).click();

  // Remind the person validated on the staffed means of their mobilisation: one message.
  dialog = await startAction(page, staffed, "Rappeler la mobilisation", "Envoyer le rappel");
  await expect(dialog.getByText(/^1 personne recevra un message/)).toBeVisible();
  await dialog.getByRole("button", { name: "Envoyer le rappel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alertdialog", { name: "1 message envoyé" })).toBeVisible();
  const reminded = await api<{ lastNotifiedAt: string | null }>(
    "GET",
    `MeansOfIntervention/NotifyMobilization/Recipients/${staffed}`,
  );
  expect(reminded.lastNotifiedAt).not.toBeNull();

  // Cancel the second.
  dialog = await startAction(page, second, "Annuler le moyen");
  await dialog.getByRole("button", { name: "Annuler le moyen" }).click();
  await expect(dialog).toBeHidden();
  expect((await api<Means>("GET", `MeansOfIntervention/${second}`)).status).toBe("cancelled");

  // Deleting the staffed means is refused, and why is said; it stays.
  dialog = await startAction(page, staffed, "Supprimer le moyen");
  await expect(dialog.getByText(/1 personne y est inscrite/)).toBeVisible();
  await dialog.getByRole("button", { name: "Supprimer le moyen" }).click();
  await expect(dialog.getByText(/des personnes y sont inscrites/)).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler", exact: true }).click();
  expect((await api<Means>("GET", `MeansOfIntervention/${staffed}`)).status).toBe("open");

  // Deleting the third, which nobody is on, leads to its activity; the API has it no more.
  dialog = await startAction(page, third, "Supprimer le moyen");
  await dialog.getByRole("button", { name: "Supprimer le moyen" }).click();
  await expect(page).toHaveURL(new RegExp(`/operational-activity-detail-page/${activity}$`));
  const gone = await request.fetch(`/api/MeansOfIntervention/${third}`, {
    headers: { authorization: await apiToken(page), "x-activeRoleCode": "C" },
  });
  expect(gone.status()).toBe(404);
  await context.close();
});

test("a transport referent creates three means by team count, sets one's rendezvous and return, and duplicates it twice a week apart after its preview — as the API then holds them", async ({
  page: adminPage,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Formulaire-${Date.now().toString(36)}`;
  await signInAs(adminPage, admin);
  const asAdmin = apiAs(request, await apiToken(adminPage));
  const day = parisDay(now, 23);
  const activity = await draftActivity(
    asAdmin,
    `${tag} Transport programmé`,
    { start: `${day}T08:00`, end: `${day}T20:00` },
    { entity: "nanterre", activity: "scheduledTransport" },
  );
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, transport, `/operational-activity-detail-page/${activity}`);
  const api = apiAs(request, await apiToken(page), "C");
  const meansOf = async () =>
    (
      await api<{
        items: (Means & { ultimateStart: string | null; ultimateEnd: string | null })[];
      }>("POST", "MeansOfIntervention/search", {
        operationalActivityIds: [activity],
        status: "all",
        page: 1,
        pageSize: 25,
      })
    ).items;

  // Three teams: three means, the activity's period and registration settings kept.
  await page.getByRole("link", { name: "Ajouter un moyen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ajouter un moyen" })).toBeVisible();
  await page.getByRole("button", { name: /Type de moyen/ }).click();
  await page.getByRole("option").first().click();
  const teams = page.getByRole("textbox", { name: "Nombre d'équipes (obligatoire)" });
  await teams.fill("3");
  await page.keyboard.press("Tab");
  await page.getByRole("button", { name: "Créer les moyens" }).click();
  await expect(page).toHaveURL(new RegExp(`/operational-activity-detail-page/${activity}$`));
  const created = await meansOf();
  expect(created).toHaveLength(3);
  expect(created.map((item) => item.status)).toEqual(["draft", "draft", "draft"]);
  const [first] = created;
  if (!first) throw new Error("no means created");

  // Its rendezvous at 07:30 and its return at 20:30.
  await page.goto(`/means-of-intervention/edit/${activity}/${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Modifier le moyen" })).toBeVisible();
  await typeDateTime(page, "Rendez-vous", "Heure du rendez-vous", `${day}T07:30`);
  await typeDateTime(page, "Retour", "Heure du retour", `${day}T20:30`);
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page).toHaveURL(new RegExp(`/means-of-intervention-detail-page/${first.id}$`));
  const edited = await api<Means & { ultimateStart: string; ultimateEnd: string }>(
    "GET",
    `MeansOfIntervention/${first.id}`,
  );
  expect(edited.ultimateStart.slice(0, 16)).toBe(`${day}T07:30`);
  expect(edited.ultimateEnd.slice(0, 16)).toBe(`${day}T20:30`);

  // Two copies a week apart, read in the preview first.
  await page.getByRole("link", { name: "Dupliquer" }).click();
  const count = page.getByRole("textbox", { name: /Nombre de copies/ });
  await count.fill("2");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("heading", { name: "Aperçu : 2 copies" })).toBeVisible();
  await page.getByRole("button", { name: "Créer 2 copies" }).click();
  await expect(page).toHaveURL(new RegExp(`/operational-activity-detail-page/${activity}$`));
  const all = await meansOf();
  expect(all).toHaveLength(5);
  const copies = all.filter((item) => !created.some((source) => source.id === item.id));
  expect(copies.map((item) => item.start.slice(0, 10)).sort()).toEqual([
    parisDay(now, 30),
    parisDay(now, 37),
  ]);
  await context.close();
});

test("a transport referent splits a 12-hour means 4 h + 8 h after reading where its employee goes: onto both halves, as the API then holds it", async ({
  page: adminPage,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Scission-${Date.now().toString(36)}`;
  await signInAs(adminPage, admin);
  const asAdmin = apiAs(request, await apiToken(adminPage));
  const day = parisDay(now, 24);
  const period = { start: `${day}T08:00`, end: `${day}T20:00` };
  const activity = await draftActivity(asAdmin, `${tag} Transport programmé`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const shift = await draftMeans(asAdmin, activity, period);
  await asAdmin("POST", `MeansOfIntervention/Publish/${shift}`, { comment: "" });
  const held = await asAdmin<Means>("GET", `MeansOfIntervention/${shift}`);
  const employee = await freeVolunteer(asAdmin, held, "employee");
  await asAdmin("POST", "Registration/Assign", {
    personIds: [employee],
    meansOfInterventionIds: [shift],
    operationalRoleId: null,
    comment: "",
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, transport, `/means-of-intervention-detail-page/${shift}`);
  const api = apiAs(request, await apiToken(page), "C");
  await page.getByRole("main").getByRole("button", { name: "Scinder le moyen" }).click();
  const dialog = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("button", { name: "Scinder", exact: true }) });
  await dialog.getByText("4 h + 8 h", { exact: true }).click();
  // The employee goes onto both halves, said before anything is split.
  await expect(dialog.getByText(/Première partie : .*08:00.*12:00/)).toBeVisible();
  await expect(dialog.getByText(/Seconde partie : .*12:00.*20:00/)).toBeVisible();
  await dialog.getByRole("button", { name: "Scinder", exact: true }).click();
  await expect(dialog).toBeHidden();

  const first = await api<Means & { splitSiblingId: number | null }>(
    "GET",
    `MeansOfIntervention/${shift}`,
  );
  expect(first.end.slice(11, 16)).toBe("12:00");
  const second = first.splitSiblingId ?? 0;
  expect(second).toBeGreaterThan(0);
  const half = await api<Means>("GET", `MeansOfIntervention/${second}`);
  expect([half.start.slice(11, 16), half.end.slice(11, 16)]).toEqual(["12:00", "20:00"]);
  const onHalves = await api<{ items: { meansOfInterventionId: number }[] }>(
    "POST",
    "Registration/search",
    { personIds: [employee], meansOfInterventionIds: [shift, second], page: 1, pageSize: 10 },
  );
  expect(onHalves.items.map((item) => item.meansOfInterventionId).sort()).toEqual(
    [shift, second].sort(),
  );
  await expect(page.getByRole("link", { name: `Autre moitié : moyen n° ${second}` })).toBeVisible();
  await context.close();
});

test("a transport referent creates a means, moves through the calendar by the arrows and opens the means, by keyboard alone", async ({
  page: adminPage,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Clavier-${Date.now().toString(36)}`;
  await signInAs(adminPage, admin);
  const asAdmin = apiAs(request, await apiToken(adminPage));
  const day = parisDay(now, 26);
  const activity = await draftActivity(
    asAdmin,
    `${tag} Transport programmé`,
    { start: `${day}T08:00`, end: `${day}T14:00` },
    { entity: "nanterre", activity: "scheduledTransport" },
  );
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, transport, `/operational-activity-detail-page/${activity}`);
  const api = apiAs(request, await apiToken(page), "C");
  const keyboard = page.keyboard;

  // The form: its type chosen in its list, one team of the type's staff, created.
  await tabTo(page, page.getByRole("link", { name: "Ajouter un moyen" }));
  await keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Ajouter un moyen" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: /Type de moyen/ }));
  await keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await tabTo(page, page.getByRole("button", { name: "Créer le moyen" }));
  await keyboard.press("Enter");
  await expect(page).toHaveURL(/\/means-of-intervention-detail-page\/\d+$/);
  const created = Number(new URL(page.url()).pathname.split("/").at(-1));
  expect(await api<Means>("GET", `MeansOfIntervention/${created}`)).toMatchObject({
    status: "draft",
  });

  // The calendar, on the day before: a day to the right, into its means, and Enter opens it.
  const before = parisDay(now, 25);
  await page.goto(`/means-of-intervention/list?tab=calendar&date=${before}&text=${tag}`);
  await expect(page.getByRole("grid", { name: /Calendrier des moyens/ })).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await page.evaluate(() => document.activeElement?.hasAttribute("data-cell"))) break;
    await keyboard.press("Tab");
  }
  expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-cell"))).toBe(true);
  await keyboard.press("ArrowRight");
  // The day in focus is the means' day, and the address says so.
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(page.locator(":focus")).toHaveAttribute("aria-label", /1 moyen/);
  await keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("aria-label", new RegExp(tag));
  await keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/means-of-intervention-detail-page/${created}$`));
  await context.close();
});

test("a reader sees the means without any control, a staff assigner outside the scope sees none, and a write route sends a reader back", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Lecture-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const { activity, means } = await prepareTransport(asAdmin, now, tag, 21);

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInAs(reader, consultation, `/means-of-intervention/list?text=${tag}`);
  await expect(meansTable(reader).getByRole("row")).toHaveCount(5);
  await reader.goto(`/means-of-intervention-detail-page/${means[3]}`);
  await expect(reader.getByRole("heading", { level: 2, name: "Personnel" })).toBeVisible();
  await expect(
    reader
      .getByRole("main")
      .getByRole("button", { name: /Publier|Ouvrir|Rappeler|Annoncer|Annuler|Supprimer/ }),
  ).toHaveCount(0);
  await navigateInApp(reader, `/means-of-intervention/create/${activity}`);
  await expect(reader).toHaveURL(new RegExp(`/means-of-intervention-detail-page/${means[3]}$`));
  await readerContext.close();

  const assignerContext = await browser.newContext();
  const assigner = await assignerContext.newPage();
  await signInAs(assigner, staffAssigner, `/means-of-intervention/list?text=${tag}`);
  await expect(assigner.getByText("Aucun moyen ne répond à ces filtres.")).toBeVisible();
  await assigner.goto(`/means-of-intervention-detail-page/${means[0]}`);
  await expect(assigner.getByRole("heading", { name: "Moyen introuvable" })).toBeVisible();
  await assignerContext.close();
});

test("A and B manage the means of their scope, BAPS and CAPS read them without any control (decision 036)", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Roles-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const day = parisDay(now, 25);
  const period = { start: `${day}T09:00`, end: `${day}T17:00` };
  const paris = await draftActivity(asAdmin, `${tag} Concert`, period, { entity: "paris15" });
  const parisMeans = await draftMeans(asAdmin, paris, period);
  const sport = await draftActivity(asAdmin, `${tag} Course`, period, {
    entity: "boulogne",
    activity: "dpsSport",
  });
  const sportMeans = await draftMeans(asAdmin, sport, period);

  // B publishes a means of a Paris activity; the API holds it public.
  const managerContext = await browser.newContext();
  const bPage = await managerContext.newPage();
  await signInAs(bPage, manager, `/means-of-intervention-detail-page/${parisMeans}`);
  await bPage.getByRole("main").getByRole("button", { name: "Publier", exact: true }).click();
  const publish = bPage
    .getByRole("alertdialog")
    .filter({ has: bPage.getByRole("button", { name: "Publier", exact: true }) });
  await publish.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(publish).toBeHidden();
  expect((await asAdmin<Means>("GET", `MeansOfIntervention/${parisMeans}`)).status).toBe("public");
  await managerContext.close();

  // CAPS reads the sports means of Boulogne, BAPS the public events' of Paris 15, with no
  // control; A may act on them.
  for (const [user, id, controls] of [
    [sportReferent, sportMeans, 0],
    [staffAssigner, parisMeans, 0],
    [coordination, sportMeans, 2],
  ] as const) {
    const context = await browser.newContext();
    const reader = await context.newPage();
    await signInAs(reader, user, `/means-of-intervention-detail-page/${id}`);
    await expect(reader.getByRole("heading", { level: 2, name: "Personnel" })).toBeVisible();
    await expect(
      reader
        .getByRole("main")
        .getByRole("button", { name: /^(Publier|Ouvrir aux bénévoles|Annuler le moyen)$/ }),
    ).toHaveCount(controls);
    await context.close();
  }
});

const words = {
  fr: {
    list: "Moyens d'intervention",
    tabs: ["Calendrier", "Calendrier des départs"],
    facts: "Informations",
    draft: ["Publier", "Annuler le moyen", "Supprimer le moyen"],
    public: ["Ouvrir aux bénévoles"],
    open: ["Rappeler la mobilisation", "Annoncer l'ouverture"],
    add: "Ajouter un moyen",
    duplicate: "Dupliquer le moyen",
    split: ["Scinder le moyen", "Scinder"],
  },
  en: {
    list: "Means of intervention",
    tabs: ["Calendar", "Departure calendar"],
    facts: "Details",
    draft: ["Publish", "Cancel the means", "Delete the means"],
    public: ["Open to volunteers"],
    open: ["Remind of the mobilisation", "Announce the opening"],
    add: "Add a means",
    duplicate: "Duplicate the means",
    split: ["Split the means", "Split"],
  },
  de: {
    list: "Einsatzmittel",
    tabs: ["Kalender", "Abfahrtskalender"],
    facts: "Angaben",
    draft: ["Veröffentlichen", "Einsatzmittel absagen", "Einsatzmittel löschen"],
    public: ["Für Ehrenamtliche öffnen"],
    open: ["An die Alarmierung erinnern", "Öffnung ankündigen"],
    add: "Einsatzmittel hinzufügen",
    duplicate: "Einsatzmittel vervielfältigen",
    split: ["Einsatzmittel teilen", "Teilen"],
  },
} as const;

test("the means' page with its three tabs, a means' page and each of its dialogs, the form and the duplication pass axe in fr, en and de", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Axe-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const { day, activity, means } = await prepareTransport(asAdmin, now, tag, 22);
  await asAdmin("POST", `MeansOfIntervention/Publish/${means[1]}`, { comment: "" });

  const context = await browser.newContext();
  const referent = await context.newPage();
  await signInAs(referent, transport);
  const authorization = await apiToken(referent);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(referent, authorization, { language });
      await referent.goto(`/means-of-intervention/list?text=${tag}&date=${day}`);
      const list = referent.getByRole("grid", { name: said.list });
      await expect(list.getByRole("row")).toHaveCount(5);
      expect(await axeViolations(referent), `list (${language})`).toEqual([]);
      for (const tab of said.tabs) {
        await referent.getByRole("tab", { name: tab, exact: true }).click();
        await expect(referent.getByRole("grid")).toBeVisible();
        await expect(referent.getByRole("status").filter({ hasText: /…/ })).toHaveCount(0);
        expect(await axeViolations(referent), `${tab} (${language})`).toEqual([]);
      }
      for (const [id, actions] of [
        [means[0], said.draft],
        [means[1], said.public],
        [means[3], said.open],
      ] as const) {
        await referent.goto(`/means-of-intervention-detail-page/${id}`);
        await expect(referent.getByRole("heading", { level: 2, name: said.facts })).toBeVisible();
        expect(await axeViolations(referent), `page ${id} (${language})`).toEqual([]);
        for (const action of actions) {
          await referent
            .getByRole("main")
            .getByRole("button", { name: action, exact: true })
            .click();
          const dialog = referent
            .getByRole("alertdialog")
            .filter({ has: referent.getByRole("heading") });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole("status").filter({ hasText: /…/ })).toHaveCount(0);
          expect(await axeViolations(referent), `${action} (${language})`).toEqual([]);
          await referent.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      }
      // The split of the open 12-hour means, its people read first.
      const [splitAction, splitButton] = said.split;
      await referent
        .getByRole("main")
        .getByRole("button", { name: splitAction, exact: true })
        .click();
      const split = referent
        .getByRole("dialog")
        .filter({ has: referent.getByRole("button", { name: splitButton, exact: true }) });
      await expect(split.getByRole("button", { name: splitButton, exact: true })).toBeEnabled();
      expect(await axeViolations(referent), `split (${language})`).toEqual([]);
      await referent.keyboard.press("Escape");
      await expect(split).toBeHidden();

      await referent.goto(`/means-of-intervention/create/${activity}`);
      await expect(referent.getByRole("heading", { level: 1, name: said.add })).toBeVisible();
      expect(await axeViolations(referent), `form (${language})`).toEqual([]);
      await referent.goto(`/means-of-intervention/duplicate/${means[0]}`);
      await expect(referent.getByRole("heading", { level: 1, name: said.duplicate })).toBeVisible();
      expect(await axeViolations(referent), `duplication (${language})`).toEqual([]);
    }
  } finally {
    await putMyProfile(referent, authorization, { language: "fr" });
  }
  await context.close();
});
