import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";
import { type InboxMessage, inboxMessages, waitForMessages } from "./inbox";
import { addressOf, apiAs, businessNow, openMeans, parisWallClock, personId } from "./planning-api";

/** A browser context of the journeys' product, in a language, signed in as no one. */
const contextFor = (baseURL: string | undefined, locale: string) => ({
  ...(baseURL ? { baseURL } : {}),
  ignoreHTTPSErrors: true,
  locale,
});

// Nathalie ROUX, the administrator, plans at Lyon 7: away from the Île-de-France the home
// screenshots show, so a journey run again leaves them as they were.
const manager = demoUsers[0];
const employee = demoUsers[7]; // Lucas MOREAU, French.
const volunteer = demoUsers[8]; // Emma PETIT, set to German for the journey.

/**
 * Days ahead for a journey's evening: a different day for each minute the journey starts in, so
 * repeated runs on one database never overlap their own earlier registrations.
 */
const eveningOffsetDays = () => 30 + (Math.floor(Date.now() / 60_000) % 500);

/** Signs in as a demo user in a context of its own and sets their profile's language. */
async function setLanguage(
  browser: Browser,
  baseURL: string | undefined,
  user: (typeof demoUsers)[number],
  language: string,
) {
  const context = await browser.newContext(contextFor(baseURL, "fr-FR"));
  const page = await context.newPage();
  await signInAs(page, user);
  await putMyProfile(page, await apiToken(page), { language });
  await context.close();
}

const declineLink = (message: InboxMessage) => {
  const link = /https:\/\/\S+notification-feedback\?token=[\w-]+/g;
  const links = message.text.match(link) ?? [];
  // The text lists "I confirm" first, then "I cannot come".
  if (links.length !== 2) throw new Error(`Expected two links in ${message.subject}`);
  return links[1] as string;
};

test.describe.configure({ timeout: 240_000 });

test("a cancellation reaches each person in their language; an e-mail's link answers once and the manager sees it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await setLanguage(browser, baseURL, volunteer, "de");
  try {
    await signInAs(page, manager);
    const api = apiAs(request, await apiToken(page));
    const title = `Concert ${Date.now().toString(36)}`;
    // An evening of its own, weeks ahead: nothing else holds these two people then.
    const evening = (await businessNow(request)) + eveningOffsetDays() * 86_400_000;
    const meansId = await openMeans(api, title, {
      start: parisWallClock(evening, 0),
      end: parisWallClock(evening, 300),
    });
    const [lucas, emma] = [await personId(api, employee), await personId(api, volunteer)];
    await api("POST", "Registration/Assign", {
      personIds: [lucas, emma],
      meansOfInterventionIds: [meansId],
      operationalRoleId: null,
      comment: "",
    });

    // The assignment's e-mails: French for Lucas, German for Emma, each with its two links.
    const about = (message: InboxMessage) => message.subject.includes(title);
    const assigned = await waitForMessages(
      (message) =>
        about(message) && /^(Vous êtes affecté·e|Sie sind eingeteilt)/.test(message.subject),
      2,
    );
    const toEmma = assigned.find((message) => message.to === addressOf(volunteer));
    const toLucas = assigned.find((message) => message.to === addressOf(employee));
    expect(toLucas?.subject).toMatch(/^Vous êtes affecté·e : /);
    expect(toEmma?.subject).toMatch(/^Sie sind eingeteilt: /);
    if (!toEmma) throw new Error("No e-mail to Emma");

    // Emma answers "I cannot come" from the e-mail, without signing in.
    const link = declineLink(toEmma);
    const feedback = await browser.newContext(contextFor(baseURL, "fr-FR"));
    const answerPage = await feedback.newPage();
    await answerPage.goto(link.replace(/^https:\/\/[^/]+/, ""));
    await expect(answerPage.getByText("Je ne peux pas venir")).toBeVisible();
    expect(await axeViolations(answerPage)).toEqual([]);
    await answerPage.getByRole("button", { name: "Envoyer ma réponse" }).click();
    await expect(answerPage.getByText("Réponse enregistrée")).toBeVisible();

    // The manager sees it on the registration and in its follow-up.
    const registrations = await api<{ items: { personId: number; feedback: unknown }[] }>(
      "POST",
      "Registration/search",
      { meansOfInterventionIds: [meansId], page: 1, pageSize: 10 },
    );
    expect(registrations.items.find((item) => item.personId === emma)?.feedback).toMatchObject({
      answer: "declined",
    });
    expect(registrations.items.find((item) => item.personId === lucas)?.feedback).toBeNull();
    const changes = await api<{ items: { action: string; by: { personId: number } | null }[] }>(
      "POST",
      "Registration/StatusChanges/search",
      { meansOfInterventionIds: [meansId], actions: ["feedbackDeclined"], page: 1, pageSize: 10 },
    );
    expect(changes.items.map((item) => [item.action, item.by?.personId])).toEqual([
      ["feedbackDeclined", emma],
    ]);

    // The same link again: refused, with the catalogue's message.
    await answerPage.goto(link.replace(/^https:\/\/[^/]+/, ""));
    await expect(answerPage.getByText("Lien inutilisable")).toBeVisible();
    await expect(
      answerPage.getByText("Ce lien est incorrect ou a expiré.", { exact: false }),
    ).toBeVisible();
    await feedback.close();

    // The manager cancels the means: both are told, each in their language.
    await api("POST", `MeansOfIntervention/Cancel/${meansId}`, {
      comment: "Concert annulé par la préfecture",
    });
    const cancelled = await waitForMessages(
      (message) => about(message) && /^(Annulé|Abgesagt)/.test(message.subject),
      2,
    );
    expect(cancelled.map((message) => [message.to, message.subject.split(":")[0]]).sort()).toEqual(
      [
        [addressOf(volunteer), "Abgesagt"],
        [addressOf(employee), "Annulé "],
      ].sort(),
    );
    for (const message of cancelled)
      expect(message.text).toContain("Concert annulé par la préfecture");
    // Every message once, by its idempotency key.
    const keys = (await inboxMessages()).filter(about).map((message) => message.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  } finally {
    await setLanguage(browser, baseURL, volunteer, "fr");
  }
});

test("a means opens by itself when its opening comes, with its notification, and a shift's reminder arrives once", async ({
  page,
  request,
}) => {
  await signInAs(page, manager);
  const api = apiAs(request, await apiToken(page));
  const now = await businessNow(request);

  // Opens two days before its start, tomorrow: that moment has passed, so the next run opens it.
  const opening = `Gala ${Date.now().toString(36)}`;
  const start = parisWallClock(now, 24 * 60);
  const end = parisWallClock(now, 24 * 60 + 240);
  const openingId = await openMeans(
    api,
    opening,
    { start, end },
    {
      option: "specificDuration",
      days: 2,
    },
  );
  const status = async () =>
    (await api<{ status: string }>("GET", `MeansOfIntervention/${openingId}`)).status;
  expect(await status()).toBe("public");

  // A shift in three hours, Lucas on it: the reminder comes at the next run.
  const shift = `Match ${Date.now().toString(36)}`;
  const shiftId = await openMeans(api, shift, {
    start: parisWallClock(now, 180),
    end: parisWallClock(now, 360),
  });
  await api("POST", "Registration/Assign", {
    personIds: [await personId(api, employee)],
    meansOfInterventionIds: [shiftId],
    operationalRoleId: null,
    comment: "",
  });
  try {
    await expect.poll(status, { timeout: 90_000, intervals: [2000] }).toBe("open");
    const history = await api<{ action: string; by: unknown }[]>(
      "GET",
      `MeansOfIntervention/History/${openingId}`,
    );
    expect(history.find((entry) => entry.action === "open")).toMatchObject({ by: null });
    const [openingMail] = await waitForMessages(
      (message) => message.subject.includes(opening) && message.to === addressOf(volunteer),
      1,
    );
    expect(openingMail?.subject).toMatch(/^Ouvert aux bénévoles : /);

    const isReminder = (message: InboxMessage) =>
      message.subject.startsWith("Rappel : ") && message.subject.includes(shift);
    const [reminder] = await waitForMessages(isReminder, 1, 90_000);
    expect(reminder?.to).toBe(addressOf(employee));
    expect(reminder?.text).toMatch(/notification-feedback\?token=/);
    // The next run, a minute later, reminds no one twice.
    await page.waitForTimeout(65_000);
    expect((await inboxMessages()).filter(isReminder)).toHaveLength(1);
  } finally {
    // Lucas is free again for the next journey at this hour, and Emma's open means are hers again.
    await api("POST", `MeansOfIntervention/Cancel/${shiftId}`, { comment: "" });
    await api("POST", `MeansOfIntervention/Cancel/${openingId}`, { comment: "" });
  }
});

test("the feedback page answers a wrong link in the browser's language, and passes axe", async ({
  browser,
  baseURL,
}) => {
  for (const [locale, title] of [
    ["fr-FR", "Lien inutilisable"],
    ["en-GB", "This link cannot be used"],
    ["de-DE", "Dieser Link ist nicht verwendbar"],
  ] as const) {
    const context = await browser.newContext(contextFor(baseURL, locale));
    const page: Page = await context.newPage();
    await page.goto(`/notification-feedback?token=${"A".repeat(43)}`);
    await expect(page.getByText(title)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }
});
