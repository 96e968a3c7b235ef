import { expect, type Page, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  draftActivity,
  draftMeans,
  nameOf,
  parisWallClock,
  referentOf,
  spreadDays,
  twoFreeVolunteers,
} from "./planning-api";

const admin = demoUsers[0];

/** A person's planning as `Person/Planning` answers it. */
interface PlanningPerson {
  id: number;
  registrations: {
    id: number;
    meansOfInterventionId: number;
    status: string;
    isProposed: boolean;
  }[];
}

/**
 * A day far ahead (1,600 days and the minute's share of 300 more, so runs spread), a scheduled
 * transport at Nanterre that day with two open means of overlapping hours (08:00–14:00 and
 * 12:00–18:00), and a volunteer of the referent's scope free that day, proposed on both: each
 * proposition meets the other, pending, a conflict flagged and applied.
 */
async function prepare(asAdmin: Api, asReferent: Api, now: number, tag: string) {
  const days = spreadDays(1600);
  const day = parisWallClock(now + days * 86_400_000, 0).slice(0, 10);
  const whole = { start: `${day}T08:00`, end: `${day}T18:00` };
  const activity = await draftActivity(asAdmin, `${tag} Transport programmé`, whole, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const morning = await draftMeans(asAdmin, activity, {
    start: `${day}T08:00`,
    end: `${day}T14:00`,
  });
  const afternoon = await draftMeans(asAdmin, activity, {
    start: `${day}T12:00`,
    end: `${day}T18:00`,
  });
  for (const id of [morning, afternoon]) {
    await asAdmin("POST", `MeansOfIntervention/Publish/${id}`, { comment: "" });
    await asAdmin("POST", `MeansOfIntervention/Open/${id}`, { comment: "" });
  }
  const held = await asAdmin<{ start: string; end: string }>(
    "GET",
    `MeansOfIntervention/${morning}`,
  );
  const [person] = await twoFreeVolunteers(asAdmin, asReferent, {
    start: held.start,
    end: new Date(Date.parse(held.start) + 10 * 3_600_000).toISOString(),
  });
  for (const id of [morning, afternoon]) {
    await asAdmin("POST", "Registration/Propose", {
      personIds: [person.id],
      meansOfInterventionIds: [id],
      operationalRoleId: null,
      comment: "",
    });
  }
  return { day, morning, afternoon, person };
}

/** Types a day (`YYYY-MM-DD`) into the planning's date picker, as the keyboard does, and shows its week. */
async function pickDay(page: Page, day: string) {
  const [year, month, date] = day.split("-");
  await page
    .getByRole("group", { name: "Aller à la semaine du" })
    .getByRole("spinbutton")
    .first()
    .click();
  await page.keyboard.type(`${date}${month}${year}`);
  await page.getByRole("button", { name: "Afficher", exact: true }).click();
}

test.describe.configure({ timeout: 180_000 });

test("a transport referent finds a volunteer's week on the personnel planning, her two overlapping propositions marked in conflict and her among the conflicts to resolve, as the API holds them, in fr, en and de, axe clean", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Plan-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const referent = await referentOf(browser, request);
  const { day, morning, afternoon, person } = await prepare(asAdmin, referent.api, now, tag);
  const held = referent.page;

  await held
    .getByRole("navigation", { name: /Menu principal/ })
    .getByRole("link", { name: "Planning du personnel" })
    .click();
  await expect(
    held.getByRole("heading", { level: 1, name: "Planning du personnel" }),
  ).toBeVisible();
  await held.getByRole("textbox", { name: "Personne" }).fill(person.lastName);
  await held.getByRole("button", { name: "Rechercher" }).click();
  await pickDay(held, day);
  const [year, month, date] = day.split("-").map(Number);
  const shownDay = new Intl.DateTimeFormat("fr-FR", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)));
  const table = held.getByRole("grid", { name: "Planning du personnel" });
  const headers = table.getByRole("columnheader");
  await expect(headers.filter({ hasText: shownDay })).toHaveCount(1);
  const dayColumn = (await headers.allTextContents()).indexOf(shownDay);
  const row = table
    .getByRole("row")
    .filter({ has: held.getByRole("rowheader", { name: new RegExp(nameOf(person)) }) });
  const cell = row.getByRole("gridcell").nth(dayColumn - 1);
  await expect(cell.getByRole("listitem")).toHaveCount(2);
  await expect(cell.getByRole("listitem").nth(0)).toContainText("08:00–14:00");
  await expect(cell.getByRole("listitem").nth(1)).toContainText("12:00–18:00");
  // Both say they are proposed and in conflict, in words as well as shapes.
  for (const line of await cell.getByRole("listitem").all()) {
    await expect(line).toContainText("Proposée");
    await expect(line).toContainText("Conflit");
  }
  await expect(cell.getByRole("link")).toHaveCount(2);
  expect(
    await cell
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  ).toEqual([
    `/means-of-intervention-detail-page/${morning}`,
    `/means-of-intervention-detail-page/${afternoon}`,
  ]);

  // What the API holds for her that week: the two propositions the screen shows, pending.
  const weekOf = new URL(held.url()).searchParams.get("week");
  expect(weekOf).not.toBeNull();
  const from = new Date(`${weekOf}T00:00:00Z`);
  const planning = await referent.api<{ items: PlanningPerson[] }>("POST", "Person/Planning", {
    text: person.lastName,
    from: from.toISOString(),
    to: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
  });
  // Her week may hold an earlier run's registrations on other days: these two are the journey's.
  const hers = planning.items
    .find((item) => item.id === person.id)
    ?.registrations.filter((item) => [morning, afternoon].includes(item.meansOfInterventionId));
  expect(
    hers?.map(({ meansOfInterventionId, status, isProposed }) => ({
      meansOfInterventionId,
      status,
      isProposed,
    })),
  ).toEqual([
    { meansOfInterventionId: morning, status: "pending", isProposed: true },
    { meansOfInterventionId: afternoon, status: "pending", isProposed: true },
  ]);

  // The assignment conflict list: narrowed to the persons in conflict that week, she stays, as
  // the API lists her.
  // Pressed on its words, as a person does: the drawn track covers the input.
  await held.getByText("Conflits à résoudre seulement", { exact: true }).click();
  await expect(held.getByRole("switch", { name: "Conflits à résoudre seulement" })).toBeChecked();
  await expect(held).toHaveURL(/withConflicts=true/);
  await expect(
    row
      .getByRole("gridcell")
      .nth(dayColumn - 1)
      .getByRole("listitem"),
  ).toHaveCount(2);
  const listed = await referent.api<{ items: { id: number }[] }>("POST", "Person/Planning", {
    text: person.lastName,
    withConflicts: true,
    from: from.toISOString(),
    to: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
  });
  expect(listed.items.map((item) => item.id)).toContain(person.id);

  expect(await axeViolations(held)).toEqual([]);
  for (const [language, title] of [
    ["en", "Personnel planning"],
    ["de", "Personalplanung"],
  ] as const) {
    await putMyProfile(held, referent.authorization, { language });
    await held.reload();
    await expect(held.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const translated = held
      .getByRole("grid", { name: title })
      .getByRole("row")
      .filter({ has: held.getByRole("rowheader", { name: new RegExp(nameOf(person)) }) })
      .getByRole("gridcell")
      .nth(dayColumn - 1);
    await expect(translated.getByRole("listitem")).toHaveCount(2);
    expect(await axeViolations(held)).toEqual([]);
  }
  await putMyProfile(held, referent.authorization, { language: "fr" });
  await referent.context.close();
});
