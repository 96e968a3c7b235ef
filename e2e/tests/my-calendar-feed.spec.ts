// Named to run after the start-page pictures: it gives the volunteer two more registrations.
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { apiToken, axeViolations, demoUsers, signInAs } from "./fixtures";
import { apiAs, businessNow, freeDayOf, openMeans, parisWallClock, personId } from "./planning-api";

// Nathalie ROUX administers everything; Emma PETIT is a volunteer; Lucas MOREAU an employee.
const admin = demoUsers[0];
const volunteer = demoUsers[8];
const employee = demoUsers[7];

interface Registration {
  id: number;
  meansOfInterventionId: number;
  status: string;
  isProposed: boolean;
  start: string;
  end: string;
}

/** The events of an iCalendar document, as a calendar application reads them. */
function eventsOf(document: string) {
  const calendar = new ICAL.Component(ICAL.parse(document));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: String(event.getFirstPropertyValue("uid")),
    summary: String(event.getFirstPropertyValue("summary")),
    status: String(event.getFirstPropertyValue("status")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().getTime(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().getTime(),
  }));
}

test.describe.configure({ timeout: 180_000 });

test("a volunteer subscribes her calendar to her registrations: a plain client reads them as the API holds them, another person's address never shows them, and once revoked the address is gone", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Feed-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  // Two days of hers within the feed's year (35 to 364 days ahead): a proposition, then a
  // validated registration.
  const first = await freeDayOf(asAdmin, emma, now, 35);
  const [proposedDay, validatedDay] = [0, 1].map((offset) =>
    parisWallClock(Date.parse(`${first}T12:00:00Z`) + offset * 86_400_000, 0).slice(0, 10),
  ) as [string, string];
  const hours = (day: string) => ({ start: `${day}T08:00`, end: `${day}T12:00` });
  const proposed = await openMeans(asAdmin, `${tag} Concert`, hours(proposedDay));
  const validated = await openMeans(asAdmin, `${tag} Fête`, hours(validatedDay));
  const placed = { personIds: [emma], operationalRoleId: null, comment: "" };
  await asAdmin("POST", "Registration/Propose", { ...placed, meansOfInterventionIds: [proposed] });
  await asAdmin("POST", "Registration/Assign", { ...placed, meansOfInterventionIds: [validated] });
  const hers = (
    await asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
      meansOfInterventionIds: [proposed, validated],
      personIds: [emma],
      page: 1,
      pageSize: 5,
    })
  ).items;
  expect(hers).toHaveLength(2);

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer);
  await held
    .getByRole("link", { name: /Mon profil/ })
    .first()
    .click();
  const section = held.getByRole("region", { name: "Mes inscriptions dans mon agenda" });
  await expect(section.getByText("Vous n'avez pas d'adresse d'abonnement.")).toBeVisible();
  await section.getByRole("button", { name: "Créer mon adresse d'abonnement" }).click();
  const field = section.getByRole("textbox", { name: "Adresse d'abonnement" });
  await expect(field).toHaveValue(/\/api\/CalendarFeed\/[A-Za-z0-9_-]{43}$/);
  const address = await field.inputValue();
  expect(
    await section.getByRole("link", { name: "Ouvrir dans mon agenda" }).getAttribute("href"),
  ).toBe(address.replace(/^https:/, "webcal:"));
  expect(await axeViolations(held)).toEqual([]);

  // A plain HTTP client: no token, no cookie — the address is the only right.
  const feedPath = new URL(address).pathname;
  const answer = await request.get(feedPath, { headers: { authorization: "" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const events = eventsOf(await answer.text());
  for (const registration of hers) {
    const event = events.find(({ uid }) => uid.startsWith(`registration-${registration.id}@`));
    expect(event, `registration ${registration.id}`).toBeDefined();
    expect(event?.start).toBe(Date.parse(registration.start));
    expect(event?.end).toBe(Date.parse(registration.end));
    if (registration.isProposed) {
      expect(registration.status).toBe("pending");
      expect(event?.status).toBe("TENTATIVE");
      expect(event?.summary).toMatch(new RegExp(`^\\[Proposée\\] .+ — ${tag} Concert$`));
    } else {
      expect(registration.status).toBe("validated");
      expect(event?.status).toBe("CONFIRMED");
      expect(event?.summary).toMatch(new RegExp(`^\\[Validée\\] .+ — ${tag} Fête$`));
    }
  }

  // Lucas's own address serves his registrations, never hers.
  const employeeContext = await browser.newContext();
  const lucasPage = await employeeContext.newPage();
  await signInAs(lucasPage, employee);
  const asLucas = apiAs(request, await apiToken(lucasPage), "S");
  const his = await asLucas<{ url: string }>("POST", "UserProfile/MyCalendarFeed");
  const hisEvents = eventsOf(await (await request.get(new URL(his.url).pathname)).text());
  for (const registration of hers) {
    expect(hisEvents.map(({ uid }) => uid)).not.toContainEqual(
      expect.stringMatching(new RegExp(`^registration-${registration.id}@`)),
    );
  }
  await employeeContext.close();

  // She revokes it: the address answers as one that never existed.
  await section.getByRole("button", { name: "Révoquer l'adresse" }).click();
  const dialog = held.getByRole("alertdialog", { name: "Révoquer l'adresse d'abonnement ?" });
  await dialog.getByRole("button", { name: "Révoquer", exact: true }).click();
  await expect(section.getByText("Vous n'avez pas d'adresse d'abonnement.")).toBeVisible();
  await expect(section.getByRole("textbox")).toHaveCount(0);
  const revoked = await request.get(feedPath);
  expect(revoked.status()).toBe(404);
  expect(await revoked.json()).toMatchObject({ category: "unknown", code: "routeNotFound" });
  await context.close();
});
