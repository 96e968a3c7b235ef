import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs, typeTime } from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  draftActivity,
  type FoundPerson,
  nameOf,
  parisWallClock,
  publishedMeans,
  twoFreeVolunteers,
} from "./planning-api";

// Nathalie ROUX administers everything; Karim HADDAD is the transport referent of Nanterre and
// Boulogne (C), who decides on the schedule changes of their scope.
const admin = demoUsers[0];
const transport = demoUsers[4];

type Person = FoundPerson;

interface Registration {
  id: number;
  personId: number;
  start: string;
  end: string;
  comment: string;
  plannedSchedule: { start: string; end: string } | null;
  proposedSchedule: { id: number; start: string; end: string; status: string } | null;
}

/**
 * A public scheduled transport at Nanterre, tagged for this run, `days` after the business day
 * (a day no other journey staffs in that scope, so three runs in a row find people free),
 * with one open means from 08:00 to 20:00 and two volunteers of the referent's scope, free then
 * and of different last names, assigned to it. The means, the day and the two registrations.
 */
async function staffedMeans(asAdmin: Api, asReferent: Api, now: number, tag: string, days: number) {
  const day = parisWallClock(now + days * 86_400_000, 0).slice(0, 10);
  const period = { start: `${day}T08:00`, end: `${day}T20:00` };
  const activity = await draftActivity(asAdmin, `${tag} Transport programmé`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const means = await publishedMeans(asAdmin, activity, period);
  const held = await asAdmin<{ start: string; end: string }>("GET", `MeansOfIntervention/${means}`);
  const [first, second] = await twoFreeVolunteers(asAdmin, asReferent, held);
  const assigned = await asAdmin<{ registrations: Registration[] }>("POST", "Registration/Assign", {
    personIds: [first.id, second.id],
    meansOfInterventionIds: [means],
    operationalRoleId: null,
    comment: "",
  });
  const registrationOf = (person: Person) => {
    const found = assigned.registrations.find((item) => item.personId === person.id);
    if (!found) throw new Error(`${nameOf(person)} was not assigned`);
    return found;
  };
  return {
    means,
    day,
    first,
    second,
    firstId: registrationOf(first).id,
    secondId: registrationOf(second).id,
  };
}

/** The transport referent signed in, in a context of their own, with their API. */
async function referentOf(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, transport);
  const authorization = await apiToken(page);
  return { context, page, authorization, api: apiAs(request, authorization, "C") };
}

/** Opens a page of a registration's menu on its means' page. */
async function openFromMenu(page: Page, person: Person, item: string) {
  await page
    .getByRole("button", { name: `Actions sur l'inscription de ${nameOf(person)}` })
    .click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe.configure({ timeout: 240_000 });

test("an administrator edits a registration's hours and proposes another schedule; the referent's badge counts the proposals, the follow-up clears it, one change is validated and the other rejected — as the API then holds them", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Hor-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const referent = await referentOf(browser, request);
  const { means, day, first, second, firstId, secondId } = await staffedMeans(
    asAdmin,
    referent.api,
    now,
    tag,
    38,
  );
  const registration = (id: number) => asAdmin<Registration>("GET", `Registration/${id}`);

  // The edit form: an hour before the means starts is outside its period but within 4 hours.
  await page.goto(`/means-of-intervention-detail-page/${means}`);
  await openFromMenu(page, first, "Modifier l'inscription");
  await expect(
    page.getByRole("heading", { level: 1, name: "Modifier l'inscription" }),
  ).toBeVisible();
  await typeTime(page, "Heure de début", "03:00");
  await expect(page.getByText(/au plus tôt 4 heures avant le début/)).toBeVisible();
  await typeTime(page, "Heure de début", "07:00");
  await expect(page.getByText(/sort de la période du moyen/)).toBeVisible();
  await page.getByRole("textbox", { name: "Commentaire" }).fill("Prend les clés au local");
  await page.getByRole("button", { name: "Enregistrer l'inscription" }).click();
  await expect(page.getByRole("button", { name: "Affecter du personnel" })).toBeVisible();
  const edited = await registration(firstId);
  expect(edited.start.slice(0, 16)).toBe(`${day}T07:00`);
  expect(edited.comment).toBe("Prend les clés au local");

  // The proposition must differ from the schedule now.
  await openFromMenu(page, first, "Proposer un autre horaire");
  await page.getByRole("button", { name: "Proposer cet horaire" }).click();
  await expect(page.getByText(/Ces horaires sont ceux de l'inscription/)).toBeVisible();
  await typeTime(page, "Heure de fin", "21:00");
  await page.getByRole("button", { name: "Proposer cet horaire" }).click();
  await expect(page.getByRole("button", { name: "Affecter du personnel" })).toBeVisible();
  const proposed = (await registration(firstId)).proposedSchedule;
  expect(proposed).toMatchObject({ status: "pending" });
  expect(proposed?.end.slice(0, 16)).toBe(`${day}T21:00`);
  await asAdmin("POST", "ScheduleChange", {
    registrationId: secondId,
    start: `${day}T09:00`,
    end: `${day}T20:00`,
    comment: "",
  });

  // The referent's badge counts what others proposed since they last looked.
  const held = referent.page;
  const count = await referent.api<number>("GET", "registration/getNewProposedScheduleCount");
  expect(count).toBeGreaterThanOrEqual(2);
  await held.reload();
  const badge = held.getByRole("link", { name: /^Changements d'horaire/ });
  await expect(badge).toContainText(count > 99 ? "99+" : String(count));
  await badge.click();
  await expect(
    held.getByRole("heading", { level: 1, name: "Changements d'horaire" }),
  ).toBeVisible();
  await expect(badge).toHaveText("Changements d'horaire");
  expect(await referent.api<number>("GET", "registration/getNewProposedScheduleCount")).toBe(0);

  const rowOf = (person: Person) =>
    held
      .getByRole("row")
      .filter({ hasText: tag })
      .filter({ hasText: nameOf(person) });
  await rowOf(first)
    .getByRole("button", { name: `Décisions sur l'horaire proposé à ${nameOf(first)}` })
    .click();
  await held.getByRole("menuitem", { name: "Valider l'horaire" }).click();
  const validate = held.getByRole("alertdialog", { name: /Valider le nouvel horaire/ });
  await validate.getByRole("textbox").fill("Vu avec la régulation");
  await validate.getByRole("button", { name: "Valider l'horaire" }).click();
  await expect(held.getByText("Horaire validé")).toBeVisible();
  await rowOf(second)
    .getByRole("button", { name: `Décisions sur l'horaire proposé à ${nameOf(second)}` })
    .click();
  await held.getByRole("menuitem", { name: "Refuser l'horaire" }).click();
  await held
    .getByRole("alertdialog", { name: /Refuser le nouvel horaire/ })
    .getByRole("button", { name: "Refuser l'horaire" })
    .click();
  await expect(held.getByText("Horaire refusé")).toBeVisible();
  // Decided, they leave the pending list.
  await expect(held.getByRole("row").filter({ hasText: tag })).toHaveCount(0);

  const validated = await registration(firstId);
  expect(validated.end.slice(0, 16)).toBe(`${day}T21:00`);
  expect(validated.start.slice(0, 16)).toBe(`${day}T07:00`);
  expect(validated.plannedSchedule?.end.slice(0, 16)).toBe(`${day}T20:00`);
  expect(validated.proposedSchedule).toMatchObject({ status: "validated" });
  const kept = await registration(secondId);
  expect(kept.start.slice(0, 16)).toBe(`${day}T08:00`);
  expect(kept.proposedSchedule).toMatchObject({ status: "rejected" });
  await referent.context.close();
});

const words = {
  fr: {
    edit: "Modifier l'inscription",
    propose: "Proposer un autre horaire",
    list: "Changements d'horaire",
    decide: "Décisions sur l'horaire proposé",
    validate: "Valider l'horaire",
  },
  en: {
    edit: "Edit the registration",
    propose: "Propose another schedule",
    list: "Schedule changes",
    decide: "Decisions on the schedule proposed",
    validate: "Validate the schedule",
  },
  de: {
    edit: "Anmeldung bearbeiten",
    propose: "Andere Zeit vorschlagen",
    list: "Zeitänderungen",
    decide: "Entscheidungen über die",
    validate: "Zeit bestätigen",
  },
} as const;

test("the registration edit form, the schedule proposition, the follow-up and its decision dialog pass axe in fr, en and de", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `HorA-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const authorization = await apiToken(page);
  const asAdmin = apiAs(request, authorization);
  const referent = await referentOf(browser, request);
  const { day, firstId, secondId } = await staffedMeans(asAdmin, referent.api, now, tag, 39);
  await referent.context.close();
  await asAdmin("POST", "ScheduleChange", {
    registrationId: secondId,
    start: `${day}T09:00`,
    end: `${day}T20:00`,
    comment: "",
  });
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(page, authorization, { language });
      await page.goto(`/registration/edit/${firstId}`);
      await expect(page.getByRole("heading", { level: 1, name: said.edit })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`/registration/schedule-proposition/${firstId}`);
      await expect(page.getByRole("heading", { level: 1, name: said.propose })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto("/registration/schedule-change-list");
      await expect(page.getByRole("heading", { level: 1, name: said.list })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: tag });
      await expect(row).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole("button", { name: new RegExp(said.decide) }).click();
      await page.getByRole("menuitem", { name: said.validate }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toBeHidden();
    }
  } finally {
    await putMyProfile(page, authorization, { language: "fr" });
  }
});
