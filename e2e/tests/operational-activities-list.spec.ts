import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  demoUsers,
  navigateInApp,
  putMyProfile,
  signInAs,
} from "./fixtures";
import { apiAs, businessNow, draftActivity, parisWallClock } from "./planning-api";

// Claire MARTIN coordinates Île-de-France (A); Thomas BERNARD manages Paris's public events and
// sport (B); Karim HADDAD (C) and Marc GIRARD (D) read; Emma PETIT is a volunteer (V).
const [admin, coordination, manager, , transport, , consultation, , volunteer] = demoUsers;

interface Row {
  id: number;
  title: string;
  status: string;
}

/** The list's table. */
const listTable = (page: Page) => page.getByRole("grid", { name: "Activités opérationnelles" });

/** Three activities of one run, tagged so their searches meet nothing else: their ids. */
async function prepareActivities(page: Page, request: Page["request"]) {
  await signInAs(page, admin);
  const api = apiAs(request, await apiToken(page));
  const now = await businessNow(request);
  const tag = `Liste-${Date.now().toString(36)}`;
  const period = (days: number) => ({
    start: parisWallClock(now, days * 24 * 60),
    end: parisWallClock(now, days * 24 * 60 + 6 * 60),
  });
  const paris = { entity: "paris15" };
  const first = await draftActivity(api, `${tag} Alpha poste de secours`, period(10), paris);
  const second = await draftActivity(api, `${tag} Bravo course à pied`, period(11), paris);
  const lyon = await draftActivity(api, `${tag} Charlie Lyon`, period(12));
  await api("POST", `OperationalActivity/Publish/${second}`, { comment: "" });
  return { api, tag, first, second, lyon };
}

test.describe.configure({ timeout: 120_000 });

test("a coordinator finds activities by words and status, sorts them, and the filtered list survives a reload", async ({
  page,
  browser,
  request,
}) => {
  const { tag, second } = await prepareActivities(page, request);

  const context = await browser.newContext();
  const coordinator = await context.newPage();
  await signInAs(coordinator, coordination, "/operational-activity/list");
  await expect(
    coordinator.getByRole("heading", { level: 1, name: "Activités opérationnelles" }),
  ).toBeVisible();
  await coordinator.getByLabel("Titre ou lieu").fill(tag);
  await coordinator.getByRole("button", { name: "Rechercher" }).click();
  const table = listTable(coordinator);
  // Île-de-France's two activities; Lyon's is outside the coordinator's scope.
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("link", { name: `${tag} Alpha poste de secours` })).toBeVisible();
  await expect(table.getByText(`${tag} Charlie Lyon`)).toHaveCount(0);

  // What the API holds for the coordinator is what the list shows.
  const asCoordinator = apiAs(request, await apiToken(coordinator), "A");
  await expect(table.getByRole("link", { name: `${tag} Bravo course à pied` })).toBeVisible();
  const held = await asCoordinator<{ items: Row[]; total: number }>(
    "POST",
    "OperationalActivity/search",
    { text: tag, page: 1, pageSize: 25 },
  );
  expect(held.items.map((row) => row.title).sort()).toEqual([
    `${tag} Alpha poste de secours`,
    `${tag} Bravo course à pied`,
  ]);

  const statuses = coordinator.getByRole("group", { name: "Statuts" });
  await statuses.getByText("Publiée", { exact: true }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: `${tag} Bravo course à pied` })).toHaveAttribute(
    "href",
    `/operational-activity-detail-page/${second}`,
  );
  await expect(coordinator).toHaveURL(/status=%5B%22public%22%5D|status=\["public"\]/);

  // Sorted by title, descending, after a reload of the filtered address.
  await statuses.getByText("Publiée", { exact: true }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  await table.getByRole("columnheader", { name: "Titre" }).click();
  await table.getByRole("columnheader", { name: "Titre" }).click();
  await expect(coordinator).toHaveURL(/sort=-title/);
  await coordinator.reload();
  await expect(listTable(coordinator).getByRole("row").nth(1)).toContainText(`${tag} Bravo`);
  await expect(listTable(coordinator).getByRole("row").nth(2)).toContainText(`${tag} Alpha`);
  await expect(coordinator.getByLabel("Titre ou lieu")).toHaveValue(tag);
  expect(await axeViolations(coordinator)).toEqual([]);
  await context.close();
});

test("each role sees the activities of its scope, and only who may write gets write controls", async ({
  page,
  browser,
  request,
}) => {
  const { api, tag, first, lyon } = await prepareActivities(page, request);
  expect(await api<Row>("GET", `OperationalActivity/${lyon}`)).toMatchObject({ status: "draft" });

  // B manages Paris: the Paris activities, a create button, nothing of Lyon.
  const managerContext = await browser.newContext();
  const bPage = await managerContext.newPage();
  await signInAs(bPage, manager, `/operational-activity/list?text=${tag}`);
  await expect(listTable(bPage).getByRole("row")).toHaveCount(3);
  await expect(bPage.getByRole("link", { name: "Créer une activité" }).first()).toBeVisible();

  // B publishes a Paris activity from its page, and the API holds it public.
  await listTable(bPage)
    .getByRole("link", { name: `${tag} Alpha poste de secours` })
    .click();
  await bPage.getByRole("main").getByRole("button", { name: "Publier", exact: true }).click();
  const publish = bPage
    .getByRole("alertdialog")
    .filter({ has: bPage.getByRole("button", { name: "Publier", exact: true }) });
  await publish.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(publish).toBeHidden();
  await expect(async () => {
    expect(await api<Row>("GET", `OperationalActivity/${first}`)).toMatchObject({
      status: "public",
    });
  }).toPass();

  // Lyon's activity, typed in the address, is not shown to B, and stays as it was.
  await navigateInApp(bPage, `/operational-activity-detail-page/${lyon}`);
  await expect(bPage.getByRole("heading", { name: "Activité introuvable" })).toBeVisible();
  await expect(
    bPage.getByRole("main").getByRole("button", { name: /Publier|Modifier|Annuler|Supprimer/ }),
  ).toHaveCount(0);
  expect(await api<Row>("GET", `OperationalActivity/${lyon}`)).toMatchObject({ status: "draft" });
  await managerContext.close();

  // C and D read; a write route typed in the address sends them back.
  for (const reader of [transport, consultation]) {
    const context = await browser.newContext();
    const readerPage = await context.newPage();
    await signInAs(readerPage, reader, "/operational-activity/list");
    await expect(listTable(readerPage)).toBeVisible();
    await expect(
      readerPage.getByRole("main").getByRole("link", { name: "Créer une activité" }),
    ).toHaveCount(0);
    await navigateInApp(readerPage, "/operational-activity/create");
    await expect(readerPage).not.toHaveURL(/operational-activity\/create/);
    await context.close();
  }

  // V does not see the feature: no entry for it, and its list and form, typed in the address,
  // send her back (decision 033).
  const volunteerContext = await browser.newContext();
  const vPage = await volunteerContext.newPage();
  await signInAs(vPage, volunteer);
  await expect(vPage.getByRole("link", { name: "Activités opérationnelles" })).toHaveCount(0);
  for (const path of ["/operational-activity/list", "/operational-activity/create"]) {
    await navigateInApp(vPage, path);
    await expect(vPage).toHaveURL(/\/home$/);
    await expect(listTable(vPage)).toHaveCount(0);
  }
  await volunteerContext.close();
});

for (const [language, heading] of [
  ["en", "Operational activities"],
  ["de", "Einsatztätigkeiten"],
] as const) {
  test(`the list passes axe in ${language}`, async ({ page }) => {
    await signInAs(page, coordination);
    const authorization = await apiToken(page);
    await putMyProfile(page, authorization, { language });
    try {
      await page.goto("/operational-activity/list");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("grid")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await putMyProfile(page, authorization, { language: "fr" });
    }
  });
}
