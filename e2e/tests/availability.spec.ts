import { expect, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, signInAs } from "./fixtures";
import { apiAs, businessNow, parisWallClock, publicActivity, publishedMeans } from "./planning-api";

// Nathalie ROUX administers everything; Emma PETIT is a volunteer; Lucas MOREAU an employee.
const admin = demoUsers[0];
const volunteer = demoUsers[8];
const employee = demoUsers[7];

interface Declaration {
  id: number;
  kind: string;
  repeat: string;
  start: string | null;
  end: string | null;
}

/** The Saturday after the business day of `now`, as `YYYY-MM-DD` in Paris. */
function nextSaturday(now: number): string {
  for (let days = 1; days <= 7; days += 1) {
    const day = parisWallClock(now + days * 86_400_000, 0).slice(0, 10);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) return day;
  }
  throw new Error("No Saturday in a week");
}

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

test("a volunteer declares next Saturday unavailable from her calendar, and a manager choosing people for a means that day, or reading the personnel planning, sees it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const saturday = nextSaturday(now);
  const tag = `Dispo-${Date.now().toString(36)}`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const held = await context.newPage();
  await signInAs(held, volunteer);
  const authorization = await apiToken(held);
  const asEmma = apiAs(request, authorization, "V");
  // Precondition: nothing of hers touches that Saturday (an earlier run's is taken away).
  const touching = (items: Declaration[]) =>
    items.filter(
      (item) =>
        item.repeat === "once" &&
        item.start !== null &&
        item.end !== null &&
        Date.parse(item.start) < Date.parse(`${saturday}T23:00:00Z`) &&
        Date.parse(item.end) > Date.parse(`${saturday}T00:00:00Z`) - 2 * 3_600_000,
    );
  for (const item of touching(
    (await asEmma<{ items: Declaration[] }>("GET", "Availability/Mine")).items,
  )) {
    const removed = await request.delete(`/api/Availability/${item.id}`, {
      headers: { authorization, "x-activeRoleCode": "V" },
    });
    expect(removed.status()).toBe(204);
  }

  await held.goto(`/registration/personnel-calendar-page?day=${saturday}&view=day`);
  const section = held.getByRole("region", { name: "Ma disponibilité ce jour-là" });
  await expect(section.getByText("Rien de déclaré pour ce jour")).toBeVisible();
  await section.getByRole("button", { name: "Je suis indisponible ce jour-là" }).click();
  await expect(held.getByText("Indisponibilité enregistrée")).toBeVisible();
  await expect(section.getByText("Indisponible ce jour-là")).toBeVisible();
  await expect(
    section.getByRole("button", { name: "Je suis indisponible ce jour-là" }),
  ).toHaveCount(0);
  expect(await axeViolations(held)).toEqual([]);
  // The API holds the whole day, Paris time.
  const declared = touching(
    (await asEmma<{ items: Declaration[] }>("GET", "Availability/Mine")).items,
  );
  expect(declared).toEqual([
    expect.objectContaining({
      kind: "unavailable",
      repeat: "once",
      start: new Date(Date.parse(`${saturday}T00:00:00Z`) - offsetMs(saturday)).toISOString(),
    }),
  ]);

  // The manager assigns people to a means that Saturday: she is said unavailable. The means is
  // published, not opened to volunteers: the volunteers' start pages do not list it.
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const hours = { start: `${saturday}T08:00`, end: `${saturday}T12:00` };
  const means = await publishedMeans(
    asAdmin,
    await publicActivity(asAdmin, `${tag} Brocante`, hours),
    hours,
    { option: "manual", open: false },
  );
  await page.goto(`/means-of-intervention-detail-page/${means}`);
  await page.getByRole("button", { name: "Affecter du personnel" }).click();
  const dialog = page.getByRole("dialog", { name: /Affecter du personnel/ });
  await dialog.getByRole("textbox").first().fill("PETIT Emma");
  await dialog.getByRole("textbox").first().press("Enter");
  await expect(dialog.getByRole("checkbox", { name: /^PETIT Emma · / })).toHaveAccessibleName(
    /· Indisponible$/,
  );
  await expect(
    dialog.getByText("Les personnes disponibles sur les horaires du moyen d'abord."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  // And in the personnel planning of that week, her Saturday says so.
  await page.goto(
    `/registration/personnel-planning?week=${saturday}&text=${encodeURIComponent("PETIT Emma")}`,
  );
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^PETIT Emma/ }) });
  // Monday to Sunday: Saturday is the sixth day.
  await expect(row.getByRole("gridcell").nth(5).getByRole("listitem").first()).toHaveText(
    "Indisponible",
  );

  // She takes it back: the day says nothing again, and the API holds nothing that day.
  await section.getByRole("button", { name: /^Retirer\s:\sIndisponible/ }).click();
  await held
    .getByRole("alertdialog", { name: "Retirer cette déclaration ?" })
    .getByRole("button", { name: "Retirer" })
    .click();
  await expect(section.getByText("Rien de déclaré pour ce jour")).toBeVisible();
  expect(
    touching((await asEmma<{ items: Declaration[] }>("GET", "Availability/Mine")).items),
  ).toEqual([]);
  await context.close();
});

test("an employee's calendar has no availability to declare, and the API refuses one", async ({
  page,
  request,
}) => {
  const now = await businessNow(request);
  const saturday = nextSaturday(now);
  await signInAs(page, employee);
  const authorization = await apiToken(page);
  await page.goto(`/registration/personnel-calendar-page?day=${saturday}&view=day`);
  await expect(page.getByRole("region", { name: "Moyens ouverts ce jour-là" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ma disponibilité ce jour-là" })).toHaveCount(0);
  const refused = await request.post("/api/Availability", {
    headers: { authorization, "x-activeRoleCode": "S" },
    data: {
      kind: "unavailable",
      repeat: "once",
      start: `${saturday}T00:00`,
      end: `${saturday}T12:00`,
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ category: "authorization", code: "forbidden" });
});

/** Paris's offset from UTC on a day, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetMs(day: string): number {
  const noon = new Date(`${day}T12:00:00Z`);
  const paris = new Date(noon.toLocaleString("en-US", { timeZone: "Europe/Paris" }));
  const utc = new Date(noon.toLocaleString("en-US", { timeZone: "UTC" }));
  return paris.getTime() - utc.getTime();
}
