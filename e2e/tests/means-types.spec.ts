import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  demoUsers,
  navigateInApp,
  putMyProfile,
  signInAs,
} from "./fixtures";
import { type Api, apiAs, businessNow, draftActivity, parisDay } from "./planning-api";

// Claire MARTIN coordinates Île-de-France (A): she manages the means types. Thomas BERNARD
// manages Paris's public events (B): no means types. Karim HADDAD is the transport referent of
// Nanterre and Boulogne (C): he creates means. Marc GIRARD reads Île-de-France (D).
const [, coordination, manager, , transport, , consultation] = demoUsers;

interface MeansType {
  id: number;
  label: { fr: string; en: string; de: string };
  defaultRequiredStaffCount: number;
  visibility: "enabled" | "disabled";
  operationalRoleIds: number[];
  departureIds: number[];
  entityIds: number[];
}

/** The list's table. */
const listTable = (page: Page) => page.getByRole("grid", { name: "Types de moyens" });

/** The types whose label holds `text`, as the API holds them. */
async function typesNamed(api: Api, text: string): Promise<MeansType[]> {
  const found = await api<{ items: MeansType[] }>("POST", "MeansOfInterventionType/search", {
    text,
    page: 1,
    pageSize: 25,
  });
  return found.items;
}

/** Chooses `option` in the multiple choice `field` of the form, by typing part of it. */
async function choose(page: Page, field: string, typed: string, option: string) {
  const box = page.getByRole("combobox", { name: new RegExp(`^${field}`) });
  await box.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await box.press("Escape");
}

test("a coordinator creates a means type with two operational roles and a departure, then disables it: the transport referent is offered it, then no longer — as the API holds it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Type-${Date.now().toString(36)}`;
  // A published transport at Nanterre, where the transport referent adds means.
  await signInAs(page, coordination, "/means-of-intervention-types/list");
  const asCoordinator = apiAs(request, await apiToken(page), "A");
  const day = parisDay(now, 41);
  const activity = await draftActivity(
    asCoordinator,
    `${tag} Transport programmé`,
    { start: `${day}T08:00`, end: `${day}T20:00` },
    { entity: "nanterre", activity: "scheduledTransport" },
  );
  await asCoordinator("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });

  // The coordinator creates the type from the list.
  await expect(page.getByRole("heading", { level: 1, name: "Types de moyens" })).toBeVisible();
  await page.getByRole("link", { name: "Créer un type de moyen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Créer un type de moyen" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: /^Français/ }).fill(`${tag} Ambulance de réserve`);
  await page.getByRole("textbox", { name: /^Anglais/ }).fill(`${tag} Reserve ambulance`);
  await page.getByRole("textbox", { name: /^Allemand/ }).fill(`${tag} Reserve-Rettungswagen`);
  await page.getByRole("textbox", { name: /^Personnel requis par défaut/ }).fill("3");
  await choose(page, "Rôles opérationnels", "Conducteur", "Conducteur");
  await choose(page, "Rôles opérationnels", "Chef", "Chef d'équipe");
  await choose(page, "Départs", "VPSP 1 — NAN", "VPSP 1 — NAN · Centre de secours Nanterre");
  await choose(page, "Entités", "Nanterre", "Centre de secours Nanterre");
  await page.getByRole("button", { name: "Créer le type" }).click();
  await expect(page).toHaveURL(/\/means-of-intervention-types\/list/);
  const [created] = await typesNamed(asCoordinator, tag);
  if (!created) throw new Error("the type was not created");
  expect(created).toMatchObject({
    label: {
      fr: `${tag} Ambulance de réserve`,
      en: `${tag} Reserve ambulance`,
      de: `${tag} Reserve-Rettungswagen`,
    },
    defaultRequiredStaffCount: 3,
    visibility: "enabled",
  });
  expect(created.operationalRoleIds).toHaveLength(2);
  expect(created.departureIds).toHaveLength(1);
  expect(created.entityIds).toHaveLength(1);

  // Enabled, it is offered to the transport referent for the activity at Nanterre.
  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, transport, `/operational-activity-detail-page/${activity}`);
  const asTransport = apiAs(request, await apiToken(held), "C");
  const offered = async () =>
    (await asTransport<MeansType[]>("GET", `MeansOfInterventionType/OfferedFor/${activity}`)).map(
      (type) => type.id,
    );
  expect(await offered()).toContain(created.id);

  // The coordinator disables it from its form, reached from the list's row.
  await page.goto(`/means-of-intervention-types/list?text=${tag}`);
  await listTable(page)
    .getByRole("link", { name: `${tag} Ambulance de réserve` })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Modifier le type de moyen" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Français/ })).toHaveValue(
    `${tag} Ambulance de réserve`,
  );
  await expect(
    page.getByText("Un type désactivé n'est plus proposé à la création d'un moyen"),
  ).toBeVisible();
  const visibility = page.getByRole("radiogroup", { name: "Visibilité" });
  await visibility.getByText("Désactivé", { exact: true }).click();
  await expect(visibility.getByRole("radio", { name: "Désactivé" })).toBeChecked();
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page).toHaveURL(/\/means-of-intervention-types\/list/);
  const row = listTable(page).getByRole("row").filter({ hasText: tag });
  await expect(row.getByText("Désactivé")).toBeVisible();
  const [disabled] = await typesNamed(asCoordinator, tag);
  expect(disabled).toMatchObject({
    id: created.id,
    visibility: "disabled",
    operationalRoleIds: created.operationalRoleIds,
    departureIds: created.departureIds,
  });

  // Disabled, the transport referent's new means no longer offers it.
  expect(await offered()).not.toContain(created.id);
  await held.reload();
  await held.getByRole("link", { name: "Ajouter un moyen" }).click();
  await expect(held.getByRole("heading", { level: 1, name: "Ajouter un moyen" })).toBeVisible();
  await held.getByRole("button", { name: /Type de moyen/ }).click();
  await expect(held.getByRole("option").first()).toBeVisible();
  await expect(held.getByRole("option", { name: new RegExp(tag) })).toHaveCount(0);
  await context.close();
});

test("a coordinator deletes a type no means uses, and is told why one in use cannot be — as the API holds them", async ({
  page,
  request,
}) => {
  const tag = `Suppr-${Date.now().toString(36)}`;
  await signInAs(page, coordination, "/means-of-intervention-types/list");
  const api = apiAs(request, await apiToken(page), "A");
  const unused = await api<MeansType>("POST", "MeansOfInterventionType", {
    label: { fr: `${tag} Moto`, en: `${tag} Motorbike`, de: `${tag} Motorrad` },
    defaultRequiredStaffCount: 1,
    visibility: "disabled",
    operationalRoleIds: [],
    departureIds: [],
    entityIds: [],
  });
  const [inUse] = await typesNamed(api, "Ambulance VPSP");
  if (!inUse) throw new Error("no demo type");
  const held = async (id: number) =>
    (
      await request.get(`/api/MeansOfInterventionType/${id}`, {
        headers: { authorization: await apiToken(page), "x-activeRoleCode": "A" },
      })
    ).status();

  // The demo ambulance is used by means: the dialog says so and the type stays.
  await page.goto("/means-of-intervention-types/list?text=Ambulance%20VPSP");
  await page.getByRole("button", { name: "Actions sur Ambulance VPSP" }).click();
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Supprimer le type de moyen ?" });
  await dialog.getByRole("button", { name: "Supprimer le type" }).click();
  await expect(
    dialog.getByText(
      "Impossible de supprimer ce type de moyen : des moyens d'intervention l'utilisent.",
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  expect(await held(inUse.id)).toBe(200);

  // The new one is deleted.
  await page.goto(`/means-of-intervention-types/list?text=${tag}`);
  await page.getByRole("button", { name: `Actions sur ${tag} Moto` }).click();
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  await page
    .getByRole("alertdialog", { name: "Supprimer le type de moyen ?" })
    .getByRole("button", { name: "Supprimer le type" })
    .click();
  await expect(page.getByText("Type de moyen supprimé")).toBeVisible();
  await expect(listTable(page).getByText(`${tag} Moto`)).toHaveCount(0);
  expect(await held(unused.id)).toBe(404);
});

test("a reader (D) reads the means types without a control to change them; an activity manager (B) is sent back", async ({
  page,
  browser,
}) => {
  await signInAs(page, consultation, "/means-of-intervention-types/list");
  await expect(page.getByRole("heading", { level: 1, name: "Types de moyens" })).toBeVisible();
  await expect(listTable(page).getByText("Ambulance VPSP", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer un type de moyen" })).toHaveCount(0);
  await expect(listTable(page).getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions sur/ })).toHaveCount(0);
  // The form is for those who manage types: the reader stays on the list.
  await navigateInApp(page, "/means-of-intervention-type/create");
  await expect(page).toHaveURL(/\/means-of-intervention-types\/list$/);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, manager);
  await expect(other.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await navigateInApp(other, "/means-of-intervention-types/list");
  await expect(other).toHaveURL(/\/home$/);
  await context.close();
});

test("the means types list, its form with what it lacks, and the deletion dialog pass axe in fr, en and de", async ({
  page,
}) => {
  const words = {
    fr: {
      list: "Types de moyens",
      actions: "Actions sur Ambulance VPSP",
      remove: "Supprimer",
      form: "Créer un type de moyen",
      submit: "Créer le type",
    },
    en: {
      list: "Means types",
      actions: "Actions on First-aid ambulance (VPSP)",
      remove: "Delete",
      form: "Create a means type",
      submit: "Create the type",
    },
    de: {
      list: "Einsatzmitteltypen",
      actions: "Aktionen für Rettungswagen (VPSP)",
      remove: "Löschen",
      form: "Einsatzmitteltyp anlegen",
      submit: "Typ anlegen",
    },
  } as const;
  await signInAs(page, coordination);
  const token = await apiToken(page);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(page, token, { language });
      await page.goto("/means-of-intervention-types/list?text=Ambulance%20VPSP");
      await expect(page.getByRole("heading", { level: 1, name: said.list })).toBeVisible();
      await expect(page.getByRole("button", { name: said.actions })).toBeVisible();
      expect(await axeViolations(page), `${language} list`).toEqual([]);
      await page.getByRole("button", { name: said.actions }).click();
      await page.getByRole("menuitem", { name: said.remove }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      expect(await axeViolations(page), `${language} dialog`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toBeHidden();

      await page.goto("/means-of-intervention-type/create");
      await expect(page.getByRole("heading", { level: 1, name: said.form })).toBeVisible();
      expect(await axeViolations(page), `${language} form`).toEqual([]);
      // Sent empty: the summary and every field say what is missing.
      await page.getByRole("button", { name: said.submit }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      expect(await axeViolations(page), `${language} form refused`).toEqual([]);
    }
  } finally {
    await putMyProfile(page, token, { language: "fr" });
  }
});
