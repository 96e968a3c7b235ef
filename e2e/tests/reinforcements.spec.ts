import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  draftActivity,
  parisDay,
  personId,
  publishedMeans,
} from "./planning-api";

// Claire MARTIN coordinates Île-de-France (A): she manages who is told of reinforcement requests
// and asks for reinforcements. Sophie LEFÈVRE leads first-aid staff (BAPS): no reinforcement
// requests. Nathalie ROUX administers the product: she reads the outbox. Emma PETIT volunteers.
const [admin, coordination, , staffLead, , , , , volunteer] = demoUsers;

interface Recipient {
  id: number;
  kind: "person" | "sharedAddress";
  entityId: number;
  activityId: number;
  personId?: number;
  email?: string;
}

/** The recipients of a place, as the API holds them. */
async function recipientsAt(api: Api, place: { entityId: number; activityId: number }) {
  const found = await api<{ items: Recipient[] }>("POST", "ReinforcementNotification/search", {
    entityIds: [place.entityId],
    activityIds: [place.activityId],
    page: 1,
    pageSize: 100,
  });
  return found.items.filter(
    (item) => item.entityId === place.entityId && item.activityId === place.activityId,
  );
}

/** Removes recipients through the API, whether or not they are still there. */
async function removeAll(request: APIRequestContext, authorization: string, ids: number[]) {
  for (const id of ids) {
    await request.delete(`/api/ReinforcementNotification/${id}`, {
      headers: { authorization, "x-activeRoleCode": "A" },
    });
  }
}

/** A select's button, found by its label: its name is the value shown, then the label. */
const selectNamed = (within: Page | Locator, label: string) =>
  within.getByRole("button", { name: new RegExp(`(^| )${label}( \\(obligatoire\\))?$`) });

/** Chooses the place of a recipient in the open dialog: an entity by name, an activity. */
async function choosePlace(dialog: Locator, entity: string, activity: string) {
  await dialog.getByRole("combobox", { name: /^Entité/ }).fill(entity.split(" ").at(-1) ?? "");
  await dialog.page().getByRole("option", { name: entity, exact: true }).click();
  await selectNamed(dialog, "Activité").click();
  await dialog.page().getByRole("option", { name: activity, exact: true }).click();
}

test("a coordinator adds a person and a shared address to Nanterre's scheduled transport, a duplicate address is refused, then a reinforcement request sits in the outbox — as the API holds it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `renfort${Date.now().toString(36)}`;
  const address = `poste-${tag}@releve.example`;
  await signInAs(page, coordination, "/reinforcements/notification/list");
  const token = await apiToken(page);
  const asCoordinator = apiAs(request, token, "A");
  const day = parisDay(now, 12);
  const period = { start: `${day}T08:00`, end: `${day}T16:00` };
  const activity = await draftActivity(asCoordinator, `${tag} Transports de dialyse`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asCoordinator("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  await publishedMeans(asCoordinator, activity, period);
  const { entityId, activityId } = await asCoordinator<{ entityId: number; activityId: number }>(
    "GET",
    `OperationalActivity/${activity}`,
  );
  const place = { entityId, activityId };
  const emma = await personId(asCoordinator, volunteer);
  const before = (await recipientsAt(asCoordinator, place)).map((item) => item.id);
  try {
    await expect(
      page.getByRole("heading", { level: 1, name: "Notifications de renfort" }),
    ).toBeVisible();

    // A person, found by name.
    await page.getByRole("button", { name: "Ajouter une personne" }).click();
    const personDialog = page.getByRole("dialog", { name: "Ajouter une personne" });
    await choosePlace(personDialog, "Centre de secours Nanterre", "Transport programmé");
    await personDialog.getByRole("combobox", { name: /^Personne/ }).fill("Petit");
    await page.getByRole("option", { name: /^PETIT Emma/ }).click();
    await personDialog.getByRole("button", { name: "Ajouter" }).click();
    await expect(personDialog).toBeHidden();

    // A shared address, then the same one again: refused with the catalogue's words.
    const addAddress = async (typed: string) => {
      await page.getByRole("button", { name: "Ajouter une adresse partagée" }).click();
      const dialog = page.getByRole("dialog", { name: "Ajouter une adresse partagée" });
      await choosePlace(dialog, "Centre de secours Nanterre", "Transport programmé");
      await dialog.getByRole("textbox", { name: /^Nom/ }).fill(`Poste de Nanterre ${tag}`);
      await dialog.getByRole("textbox", { name: /^E-mail/ }).fill(typed);
      await dialog.getByRole("button", { name: "Ajouter" }).click();
      return dialog;
    };
    await expect(await addAddress(address)).toBeHidden();
    // The same address, whatever its case.
    const again = await addAddress(address.toUpperCase());
    // Said on the e-mail field, and in the summary above the form that leads to it.
    const exists =
      "Cette adresse reçoit déjà les demandes de renfort pour cette entité et cette activité.";
    await expect(again.getByRole("link", { name: exists })).toBeVisible();
    await expect(again.getByText(exists)).toHaveCount(2);
    await again.getByRole("button", { name: "Annuler" }).click();
    await expect(again).toBeHidden();
    const duplicate = await request.post("/api/ReinforcementNotification", {
      headers: { authorization: token, "x-activeRoleCode": "A" },
      data: { name: "Doublon", email: address, emailType: "shared", ...place },
    });
    expect(duplicate.status()).toBe(409);
    expect(await duplicate.json()).toMatchObject({
      category: "reinforcement",
      code: "sharedReinforcementAddressAlreadyExists",
    });

    // The API holds the person and the address, once each.
    const added = (await recipientsAt(asCoordinator, place)).filter(
      (item) => !before.includes(item.id),
    );
    expect(added).toHaveLength(2);
    expect(added.find((item) => item.kind === "person")?.personId).toBe(emma);
    expect(added.find((item) => item.kind === "sharedAddress")?.email).toBe(address);

    // The request names the means, and leaves one e-mail per recipient through the outbox.
    await page.getByRole("main").getByRole("link", { name: "Demander un renfort" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Demander un renfort" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Rechercher un moyen" }).fill(tag);
    await page.getByRole("button", { name: "Rechercher" }).click();
    const meansGroup = page.getByRole("group", { name: "Moyens qui manquent de personnel" });
    await meansGroup.getByText(new RegExp(`^${tag} Transports de dialyse`)).click();
    await page.getByRole("textbox", { name: /^Message aux destinataires/ }).fill("Deux équipiers.");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    // Nanterre's recipients, and none above it for this activity: the person and the address.
    await expect(page.getByText("Demande envoyée")).toBeVisible();
    await expect(page.getByText("2 destinataires prévenus pour 1 moyen.")).toBeVisible();
    const administrator = await browser.newPage();
    try {
      await signInAs(administrator, admin);
      const asAdmin = apiAs(request, await apiToken(administrator));
      const outbox = await asAdmin<{ items: { recipientAddress: string }[] }>(
        "POST",
        "Notification/Messages/search",
        { kinds: ["reinforcement"], text: address, page: 1, pageSize: 5 },
      );
      expect(outbox.items.map((item) => item.recipientAddress)).toEqual([address]);
    } finally {
      await administrator.close();
    }

    // Removed through its row's menu, the person no longer hears of the next requests.
    await page.goto("/reinforcements/notification/list");
    const table = page.getByRole("grid", { name: "Destinataires des demandes de renfort" });
    await table.getByRole("button", { name: "Actions sur PETIT Emma" }).first().click();
    await page.getByRole("menuitem", { name: "Retirer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Retirer ce destinataire ?" });
    await confirm.getByRole("button", { name: "Retirer" }).click();
    await expect(confirm).toBeHidden();
    const left = (await recipientsAt(asCoordinator, place)).filter(
      (item) => !before.includes(item.id),
    );
    expect(left.map((item) => item.kind)).toEqual(["sharedAddress"]);
  } finally {
    const after = (await recipientsAt(asCoordinator, place)).map((item) => item.id);
    await removeAll(
      request,
      token,
      after.filter((id) => !before.includes(id)),
    );
  }
});

test("who may not request reinforcements is sent back: the staff lead (BAPS)", async ({ page }) => {
  await signInAs(page, staffLead, "/reinforcements/notification/list");
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
  await page.goto("/reinforcements/notification/create");
  await expect(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
});

test("the reinforcement pages and dialogs pass axe in fr, en and de", async ({ page }) => {
  const words = {
    fr: {
      list: "Notifications de renfort",
      person: "Ajouter une personne",
      address: "Ajouter une adresse partagée",
      add: "Ajouter",
      actions: "Actions sur",
      remove: "Retirer",
      request: "Demander un renfort",
    },
    en: {
      list: "Reinforcement notifications",
      person: "Add a person",
      address: "Add a shared address",
      add: "Add",
      actions: "Actions on",
      remove: "Remove",
      request: "Request reinforcement",
    },
    de: {
      list: "Verstärkungsbenachrichtigungen",
      person: "Person hinzufügen",
      address: "Gemeinsame Adresse hinzufügen",
      add: "Hinzufügen",
      actions: "Aktionen für",
      remove: "Entfernen",
      request: "Verstärkung anfordern",
    },
  } as const;
  await signInAs(page, coordination);
  const token = await apiToken(page);
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(page, token, { language });
      await page.goto("/reinforcements/notification/list");
      await expect(page.getByRole("heading", { level: 1, name: said.list })).toBeVisible();
      const actions = page.getByRole("button", { name: new RegExp(`^${said.actions}`) });
      await expect(actions.first()).toBeVisible();
      expect(await axeViolations(page), `${language} list`).toEqual([]);
      for (const add of [said.person, said.address]) {
        await page.getByRole("button", { name: add }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        // Sent empty: each field says what it lacks.
        await dialog.getByRole("button", { name: said.add, exact: true }).click();
        await expect(dialog.locator('a[href="#recipient-entityId"]')).toBeVisible();
        expect(await axeViolations(page), `${language} ${add}`).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      await actions.first().click();
      await page.getByRole("menuitem", { name: said.remove }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      expect(await axeViolations(page), `${language} remove`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toBeHidden();

      await page.goto("/reinforcements/notification/create");
      await expect(page.getByRole("heading", { level: 1, name: said.request })).toBeVisible();
      await expect(page.getByRole("checkbox").first()).toBeVisible();
      expect(await axeViolations(page), `${language} request`).toEqual([]);
    }
  } finally {
    await putMyProfile(page, token, { language: "fr" });
  }
});
