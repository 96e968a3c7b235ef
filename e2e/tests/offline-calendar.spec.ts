import { expect, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, dayRegistrations, demoUsers, signInAs } from "./fixtures";
import { apiAs, businessNow, freeDayOf, openMeans, personId } from "./planning-api";

// Nathalie ROUX administers everything; Emma PETIT is a volunteer serving public events.
const admin = demoUsers[0];
const volunteer = demoUsers[8];

/** What the planner keeps on the device to start without the network (decision 047). */
const snapshotKey = "releve.offlineCalendar";

// The planner's service worker, which the other journeys leave out, is what this one is about.
// Chromium registers a service worker from an origin whose certificate it does not trust (the
// product's own, made at first start) only when told to ignore certificate errors.
test.use({
  viewport: { width: 390, height: 844 },
  serviceWorkers: "allow",
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
  },
});
test.describe.configure({ timeout: 240_000 });

/** Whether the page is served by the planner's service worker, its files kept. */
async function servedByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The names of everything the site's caches hold. */
function cachedAddresses(page: Page) {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
    }
    return addresses;
  });
}

test("on her phone, a volunteer's calendar of the last visit opens without the network, says so and disables its actions; back online it refreshes, and signing out leaves nothing of hers", async ({
  page: held,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Off-${Date.now().toString(36)}`;
  const managing = await browser.newContext();
  const manager = await managing.newPage();
  await signInAs(manager, admin);
  const asAdmin = apiAs(request, await apiToken(manager));
  await managing.close();
  const emma = await personId(asAdmin, volunteer);
  // A proposition far ahead, which she would answer from her day.
  const day = await freeDayOf(asAdmin, emma, now, 5600);
  const means = await openMeans(asAdmin, `${tag} Concert`, {
    start: `${day}T08:00`,
    end: `${day}T12:00`,
  });
  await asAdmin("POST", "Registration/Propose", {
    personIds: [emma],
    operationalRoleId: null,
    comment: "",
    meansOfInterventionIds: [means],
  });
  const hers = async () =>
    (
      await asAdmin<{ items: { status: string; isProposed: boolean }[] }>(
        "POST",
        "Registration/search",
        { meansOfInterventionIds: [means], personIds: [emma], page: 1, pageSize: 5 },
      )
    ).items;

  // One visit of her day, online.
  const context = held.context();
  await signInAs(held, volunteer);
  await held.goto(`/registration/personnel-calendar-page?day=${day}&view=day`);
  const row = dayRegistrations(held).filter({ hasText: `${tag} Concert` });
  await expect(row).toContainText("Proposé");
  await servedByWorker(held);
  await expect
    .poll(() => held.evaluate((key) => localStorage.getItem(key)?.includes("Concert"), snapshotKey))
    .toBe(true);

  // The network cut, the page opened again: her day as it was, said to be offline, no action.
  await context.setOffline(true);
  await held.reload();
  await expect(held.getByRole("heading", { level: 1, name: "Mon calendrier" })).toBeVisible();
  await expect(held.getByText(/Hors connexion — à jour au /)).toBeVisible();
  await expect(row).toContainText("Proposé");
  expect(await axeViolations(held)).toEqual([]);
  await row.click();
  const sheet = held.getByRole("dialog");
  await expect(sheet.getByRole("button", { name: "Accepter la proposition" })).toBeDisabled();
  await held.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  // Her month too, the day marked as the API held it.
  await held.getByRole("button", { name: /Retour au mois/ }).click();
  const cell = held
    .getByRole("grid", { name: /Mon calendrier/ })
    .locator("[role=button]:not([data-outside-month])", {
      hasText: new RegExp(`^${Number(day.slice(8))}$`),
    });
  await expect(cell).toHaveAttribute("data-day-status", "proposed");
  expect(await hers()).toEqual([expect.objectContaining({ status: "pending", isProposed: true })]);

  // Meanwhile a manager assigns her to the afternoon; back online, the calendar refreshes to say so.
  const afternoon = await openMeans(asAdmin, `${tag} Marché`, {
    start: `${day}T14:00`,
    end: `${day}T18:00`,
  });
  await asAdmin("POST", "Registration/Assign", {
    personIds: [emma],
    operationalRoleId: null,
    comment: "",
    meansOfInterventionIds: [afternoon],
  });
  await context.setOffline(false);
  await expect(cell).toHaveAttribute("data-day-status", "validated");
  await expect(held.getByText(/Hors connexion/)).toBeHidden();
  await cell.click();
  await expect(dayRegistrations(held).filter({ hasText: `${tag} Marché` })).toContainText("Validé");
  await expect(row).toContainText("Proposé");
  // Nothing was kept to be sent once the network came back.
  expect(await hers()).toEqual([expect.objectContaining({ status: "pending", isProposed: true })]);

  // Signing out, from her profile: nothing of hers stays on the device.
  await held.goto("/profile-page");
  await held.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(held.getByRole("heading", { name: "Se déconnecter de Relève" })).toBeVisible();
  await held.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(held.getByRole("heading", { name: "Se connecter à Relève" })).toBeVisible();
  expect(await held.evaluate((key) => localStorage.getItem(key), snapshotKey)).toBeNull();
  const stored = await held.evaluate(() => Object.keys(localStorage).join("\n"));
  expect(stored).not.toContain(String(emma));
  expect(stored).not.toMatch(/accesstoken|idtoken|refreshtoken/i);
  const cached = await cachedAddresses(held);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((address) => address.includes("/api/"))).toEqual([]);
});
