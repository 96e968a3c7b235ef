import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";
import { type Api, apiAs, businessNow, draftActivity, parisDay, personId } from "./planning-api";

// Nathalie ROUX administers the product (Admin): she manages the whole role table. Marc GIRARD
// reads Île-de-France (D); here he is made an activity manager of one rescue centre. Thomas
// BERNARD manages Paris's public events (B): only the roles below his own. Karim HADDAD is the
// transport referent of Nanterre and Boulogne (C): he may view his own rights only. Emma PETIT
// volunteers (V); Sophie LEFÈVRE leads first-aid staff in two Paris districts (BAPS).
const [admin, , manager, staffLead, transport, , consultation, , volunteer] = demoUsers;

interface Privilege {
  id: number;
  personId: number;
  roleCode: string;
  entityId: number | null;
  activityId: number | null;
  validFrom: string;
  validTo: string | null;
}

interface HeldRole {
  roleCode: string;
  scopeType: string;
  validTo: string | null;
  manageable: boolean;
}

/** The privileges of a person, as the API holds them. */
async function privilegesOf(api: Api, person: number): Promise<Privilege[]> {
  const found = await api<{ items: Privilege[] }>("POST", "UserProfileScope/search", {
    personIds: [person],
    page: 1,
    pageSize: 50,
  });
  return found.items;
}

/** The roles a person holds, as the API holds them. */
async function rolesOf(api: Api, person: number): Promise<HeldRole[]> {
  return (await api<{ roles: HeldRole[] }>("GET", `Person/${person}/Roles`)).roles;
}

/** Takes a role away through the API, whether or not the person still holds it. */
async function unassign(
  request: APIRequestContext,
  authorization: string,
  person: number,
  roleCode: string,
) {
  await request.post("/api/UserProfile/UnassignRole", {
    headers: { authorization, "x-activeRoleCode": "Admin" },
    data: { personId: person, roleCode },
  });
}

/** A select's button, found by its label: its name is the value shown, then the label. */
const selectNamed = (within: Page | Locator, label: string) =>
  within.getByRole("button", { name: new RegExp(`(^| )${label}( \\(obligatoire\\))?$`) });

/** Chooses an option of a single choice field (a select), by its label and the option's name. */
async function select(page: Page | Locator, label: string, option: string) {
  await selectNamed(page, label).click();
  const root = "page" in page ? page.page() : page;
  await root.getByRole("option", { name: option, exact: true }).click();
}

/** Types a day (`YYYY-MM-DD`) into a date field, segment by segment (French order). */
async function typeDay(group: Locator, day: string) {
  const [year, month, date] = day.split("-");
  await group.getByRole("spinbutton").first().click();
  await group.page().keyboard.type(`${date}${month}${year}`);
}

/** The list's table. */
const privilegesTable = (page: Page) => page.getByRole("grid", { name: "Privilèges" });

test("the administrator grants a referent the activity manager role on one centre for a month: acting under it he sees only that centre's activities — as the API holds it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Périmètre-${Date.now().toString(36)}`;
  await signInAs(page, admin, "/security/user-profile-scope-list");
  const token = await apiToken(page);
  const asAdmin = apiAs(request, token);
  const marc = await personId(asAdmin, consultation);
  const day = parisDay(now, 20);
  const period = { start: `${day}T08:00`, end: `${day}T12:00` };
  const inBoulogne = await draftActivity(asAdmin, `${tag} Boulogne`, period, {
    entity: "boulogne",
    activity: "scheduledTransport",
  });
  await draftActivity(asAdmin, `${tag} Nanterre`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  const referent = await browser.newPage();
  try {
    await expect(
      page.getByRole("heading", { level: 1, name: "Périmètres des utilisateurs" }),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Donner un privilège" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Donner un privilège" }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: /^Utilisateur/ }).fill("Girard");
    await page.getByRole("option", { name: /^GIRARD Marc/ }).click();
    await select(page, "Rôle", "Responsable d'activités");
    await select(page, "Activité", "Transport programmé");
    await page.getByRole("combobox", { name: /^Entité/ }).fill("Boulogne");
    await page.getByRole("option", { name: "Centre de secours Boulogne", exact: true }).click();
    const lastDay = parisDay(now, 30);
    await typeDay(page.getByRole("group", { name: /^Jusqu'au/ }), lastDay);
    await page.getByRole("button", { name: "Donner le privilège" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Périmètres des utilisateurs" }),
    ).toBeVisible();

    // The API holds one privilege of the new role, at Boulogne, from today to the last day.
    const [privilege, ...others] = (await privilegesOf(asAdmin, marc)).filter(
      (held) => held.roleCode === "B",
    );
    expect(others).toEqual([]);
    expect(privilege?.validFrom.slice(0, 10)).toBe(parisDay(now, 0));
    expect(privilege?.validTo?.slice(0, 10)).toBe(parisDay(now, 31));
    const activity = await asAdmin<{ entityId: number; activityId: number }>(
      "GET",
      `OperationalActivity/${inBoulogne}`,
    );
    expect(privilege).toMatchObject({
      entityId: activity.entityId,
      activityId: activity.activityId,
    });
    const held = await rolesOf(asAdmin, marc);
    expect(held.map((role) => [role.roleCode, role.scopeType])).toEqual([
      ["B", "byItems"],
      ["D", "byItems"],
    ]);

    // Acting as an activity manager, the referent finds only Boulogne's activity.
    await signInAs(referent, consultation);
    const referentToken = await apiToken(referent);
    await putMyProfile(referent, referentToken, { activeRoleCode: "B" });
    const asManager = apiAs(request, referentToken, "B");
    const found = await asManager<{ items: { title: string }[] }>(
      "POST",
      "OperationalActivity/search",
      { text: tag, page: 1, pageSize: 25 },
    );
    expect(found.items.map((row) => row.title)).toEqual([`${tag} Boulogne`]);
    await referent.goto(`/operational-activity/list?text=${encodeURIComponent(tag)}`);
    const activities = referent.getByRole("grid", { name: "Activités opérationnelles" });
    await expect(activities.getByRole("link", { name: `${tag} Boulogne` })).toBeVisible();
    await expect(activities.getByText(`${tag} Nanterre`)).toHaveCount(0);
  } finally {
    await referent.close();
    await unassign(request, token, marc, "B");
  }
});

test("the administrator assigns a role to a volunteer and takes it away through the dialogs — as the API holds it", async ({
  page,
  request,
}) => {
  await signInAs(page, admin, "/security/user-profile-scope-list");
  const token = await apiToken(page);
  const asAdmin = apiAs(request, token);
  const emma = await personId(asAdmin, volunteer);
  try {
    await page.goto(`/security/user-profile-management/${emma}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Rôles et privilèges de PETIT Emma" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Attribuer un rôle" }).click();
    const dialog = page.getByRole("dialog", { name: "Attribuer un rôle à PETIT Emma" });
    await select(dialog, "Rôle", "Référent consultation");
    await dialog
      .getByRole("radiogroup", { name: /^Portée/ })
      .getByText("Par activités et entités")
      .click();
    await dialog.getByRole("button", { name: "Attribuer" }).click();
    await expect(dialog).toBeHidden();
    const roles = page.getByRole("region", { name: "Rôles détenus" });
    await expect(roles.getByText("Référent consultation")).toBeVisible();
    expect(await rolesOf(asAdmin, emma)).toMatchObject([
      { roleCode: "D", scopeType: "byItems", validTo: null, manageable: true },
      { roleCode: "V", scopeType: "byFunctions" },
    ]);

    await page.getByRole("button", { name: "Actions sur le rôle Référent consultation" }).click();
    await page.getByRole("menuitem", { name: "Retirer" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: "Retirer le rôle Référent consultation ?",
    });
    await confirm.getByRole("button", { name: "Retirer le rôle" }).click();
    await expect(confirm).toBeHidden();
    await expect(roles.getByText("Référent consultation")).toHaveCount(0);
    expect((await rolesOf(asAdmin, emma)).map((role) => role.roleCode)).toEqual(["V"]);
  } finally {
    await unassign(request, token, emma, "D");
  }
});

test("an activity manager gives only the roles below his own: the dialog offers no higher one and the API refuses it", async ({
  page,
  request,
}) => {
  await signInAs(page, manager, "/security/user-profile-scope-list");
  const token = await apiToken(page);
  const asManager = apiAs(request, token, "B");
  const sophie = await personId(asManager, staffLead);
  await page.goto(`/security/user-profile-management/${sophie}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Rôles et privilèges de LEFÈVRE Sophie" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Attribuer un rôle" }).click();
  const dialog = page.getByRole("dialog", { name: "Attribuer un rôle à LEFÈVRE Sophie" });
  await selectNamed(dialog, "Rôle").click();
  const offered = await page.getByRole("option").allTextContents();
  expect(offered).toEqual([
    "Référent transport",
    "Référent APS",
    "Référent consultation",
    "Salarié terrain",
    "Bénévole terrain",
  ]);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const above = await request.post("/api/UserProfile/AssignRole", {
    headers: { authorization: token, "x-activeRoleCode": "B" },
    data: {
      personId: sophie,
      roleCode: "A",
      scopeType: "byItems",
      validFrom: "2027-01-01",
      validTo: null,
    },
  });
  expect(above.status()).toBe(403);
  expect(await above.json()).toMatchObject({ category: "securityRole", code: "forbidden" });
  expect((await rolesOf(asManager, sophie)).map((role) => role.roleCode)).toEqual(["BAPS"]);
});

test("the transport referent opens his own rights and cannot change them; a reader is sent back", async ({
  page,
  browser,
  request,
}) => {
  await signInAs(page, transport, "/security/user-profile-scope-list");
  await expect(
    page.getByRole("heading", { level: 1, name: "Périmètres des utilisateurs" }),
  ).toBeVisible();
  // His own rights first: his four pairs of Nanterre and Boulogne.
  await expect(page.getByRole("switch", { name: "Mes droits seulement" })).toBeChecked();
  const table = privilegesTable(page);
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(table.getByRole("rowheader", { name: "HADDAD Karim" })).toHaveCount(4);
  await expect(table.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions sur/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Donner un privilège" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 3, name: "Référent transport" })).toBeVisible();

  // The API refuses him any change, and the person's page sends him back.
  const token = await apiToken(page);
  const asReferent = apiAs(request, token, "C");
  const [own] = (
    await asReferent<{ items: Privilege[] }>("POST", "UserProfileScope/search", {
      page: 1,
      pageSize: 5,
    })
  ).items;
  const refused = await request.delete(`/api/UserProfileScope/${own?.id}`, {
    headers: { authorization: token, "x-activeRoleCode": "C" },
  });
  expect(refused.status()).toBe(403);
  await page.goto(`/security/user-profile-management/${own?.personId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();

  // A reader of activities has no rights to see: sent back.
  const reader = await browser.newPage();
  try {
    await signInAs(reader, consultation, "/security/user-profile-scope-list");
    await expect(reader.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  } finally {
    await reader.close();
  }
});

test("the security pages and dialogs, the privilege form editing and refused, pass axe in fr, en and de", async ({
  page,
  request,
}) => {
  const words = {
    fr: {
      list: "Périmètres des utilisateurs",
      give: "Donner un privilège",
      save: "Donner le privilège",
      roles: "Rôles et privilèges de HADDAD Karim",
      assign: "Attribuer un rôle",
      actions: "Actions sur le rôle",
      unassign: "Retirer",
      privilege: "Actions sur le privilège",
      remove: "Supprimer",
      edit: "Modifier le privilège",
      user: "Utilisateur",
    },
    en: {
      list: "User scopes",
      give: "Grant a privilege",
      save: "Grant the privilege",
      roles: "HADDAD Karim's roles and privileges",
      assign: "Assign a role",
      actions: "Actions on the role",
      unassign: "Remove",
      privilege: "Actions on",
      remove: "Delete",
      edit: "Edit the privilege",
      user: "User",
    },
    de: {
      list: "Benutzerbereiche",
      give: "Privileg erteilen",
      save: "Privileg erteilen",
      roles: "Rollen und Privilegien von HADDAD Karim",
      assign: "Rolle zuweisen",
      actions: "Aktionen für die Rolle",
      unassign: "Entziehen",
      privilege: "Aktionen für das Privileg",
      remove: "Löschen",
      edit: "Privileg bearbeiten",
      user: "Benutzer",
    },
  } as const;
  await signInAs(page, admin);
  const token = await apiToken(page);
  const asAdmin = apiAs(request, token);
  const karim = await personId(asAdmin, transport);
  const [privilege] = (await privilegesOf(asAdmin, karim)).map((held) => held.id);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(page, token, { language });
      await page.goto("/security/user-profile-scope-list?text=Haddad");
      await expect(page.getByRole("heading", { level: 1, name: said.list })).toBeVisible();
      await expect(
        page.getByRole("button", { name: new RegExp(`^${said.privilege}`) }),
      ).toHaveCount(4);
      expect(await axeViolations(page), `${language} list`).toEqual([]);
      await page
        .getByRole("button", { name: new RegExp(`^${said.privilege}`) })
        .first()
        .click();
      await page.getByRole("menuitem", { name: said.remove }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      expect(await axeViolations(page), `${language} delete`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toBeHidden();

      await page.goto(`/security/user-profile-management/${karim}`);
      await expect(page.getByRole("heading", { level: 1, name: said.roles })).toBeVisible();
      expect(await axeViolations(page), `${language} person`).toEqual([]);
      await page.getByRole("button", { name: said.assign }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page), `${language} assign`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await page.getByRole("button", { name: new RegExp(`^${said.actions}`) }).click();
      await page.getByRole("menuitem", { name: said.unassign }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      expect(await axeViolations(page), `${language} unassign`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toBeHidden();

      await page.goto(`/security/user-profile-scope/edit/${privilege}`);
      await expect(page.getByRole("heading", { level: 1, name: said.edit })).toBeVisible();
      await expect(page.getByRole("combobox", { name: new RegExp(`^${said.user}`) })).toHaveValue(
        "HADDAD Karim",
      );
      expect(await axeViolations(page), `${language} edit`).toEqual([]);

      await page.goto("/security/user-profile-scope/create");
      await expect(page.getByRole("heading", { level: 1, name: said.give })).toBeVisible();
      expect(await axeViolations(page), `${language} form`).toEqual([]);
      // Sent empty: the summary says what is missing, and leads to the user.
      await page.getByRole("button", { name: said.save }).click();
      await expect(page.locator('a[href="#privilege-personId"]')).toBeVisible();
      expect(await axeViolations(page), `${language} form refused`).toEqual([]);
    }
  } finally {
    await putMyProfile(page, token, { language: "fr" });
  }
});
