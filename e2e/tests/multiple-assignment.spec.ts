import { expect, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs } from "./fixtures";
import {
  apiAs,
  businessNow,
  draftActivity,
  draftMeans,
  type FoundPerson,
  nameOf,
  parisWallClock,
  spreadDays,
} from "./planning-api";

const admin = demoUsers[0];
// Karim HADDAD, transport referent (C) at Nanterre: assigns the personnel of his scope.
const transport = demoUsers[4];

test.describe.configure({ timeout: 180_000 });

test("a transport referent puts three persons on four means of an event at once, warned of their long day; the full one is refused and says why, the others hold them, as the API then does", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Multi-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  // A scheduled transport far ahead (1,900 days and the minute's share of 300 more, so runs
  // spread) with four open means of successive hours; the third takes two persons only.
  const days = spreadDays(1900);
  const day = parisWallClock(now + days * 86_400_000, 0).slice(0, 10);
  const activity = await draftActivity(
    asAdmin,
    `${tag} Transport programmé`,
    { start: `${day}T06:00`, end: `${day}T22:00` },
    { entity: "nanterre", activity: "scheduledTransport" },
  );
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const means: number[] = [];
  for (const [hour, staff] of [
    [6, 4],
    [10, 4],
    [14, 2],
    [18, 4],
  ] as const) {
    const at = (h: number) => `${day}T${String(h).padStart(2, "0")}:00`;
    const id = await draftMeans(
      asAdmin,
      activity,
      { start: at(hour), end: at(hour + 4) },
      { option: "manual" },
      { staff },
    );
    await asAdmin("POST", `MeansOfIntervention/Publish/${id}`, { comment: "" });
    await asAdmin("POST", `MeansOfIntervention/Open/${id}`, { comment: "" });
    means.push(id);
  }
  const [first, , full] = means;

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, transport, `/operational-activity-detail-page/${activity}`);
  const referent = apiAs(request, await apiToken(held), "C");
  // Three volunteers of his scope nobody has registered that day.
  const busy = await asAdmin<{ items: { personId: number }[] }>("POST", "Registration/search", {
    statuses: ["validated", "pending"],
    from: new Date(now + (days - 1) * 86_400_000).toISOString(),
    to: new Date(now + (days + 2) * 86_400_000).toISOString(),
    page: 1,
    pageSize: 100,
  });
  const taken = new Set(busy.items.map((item) => item.personId));
  const found = await referent<{ items: FoundPerson[] }>("POST", "Person/search", {
    staffTypes: ["volunteer"],
    sort: { field: "lastName", direction: "asc" },
    page: 1,
    pageSize: 100,
  });
  const persons: FoundPerson[] = [];
  for (const person of found.items) {
    if (taken.has(person.id) || persons.some((other) => other.lastName === person.lastName))
      continue;
    persons.push(person);
    if (persons.length === 3) break;
  }
  expect(persons).toHaveLength(3);

  await held.getByRole("link", { name: "Affecter du personnel à plusieurs moyens" }).click();
  await expect(held.getByRole("heading", { level: 1, name: "Affectation multiple" })).toBeVisible();
  await expect(held.getByRole("heading", { level: 2, name: "4 moyens" })).toBeVisible();
  for (const person of persons) {
    const field = held.getByRole("textbox", { name: "Nom, fonction ou e-mail" });
    await field.fill(person.lastName);
    await field.press("Enter");
    const escaped = nameOf(person).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // Pressed on its words, as a person does: the drawn box covers the input.
    await held.getByText(new RegExp(`^${escaped}`)).click();
    await expect(held.getByRole("checkbox", { name: new RegExp(`^${escaped}`) })).toBeChecked();
  }
  expect(await axeViolations(held)).toEqual([]);
  await held.getByRole("button", { name: "Affecter à tous ces moyens" }).click();
  // Sixteen hours on end for each: on every pair, the rest rules warn of a day without its rest
  // and of its duty (decision 043), and the referent goes on.
  const warned = held.getByRole("alertdialog", { name: "Conflits de planification" });
  await expect(warned).toContainText("24 conflits non bloquants");
  await expect(warned.getByText("Repos insuffisant", { exact: true })).toHaveCount(12);
  await expect(warned.getByText("Journée trop chargée", { exact: true })).toHaveCount(12);
  expect(await axeViolations(held)).toEqual([]);
  await warned.getByRole("button", { name: "Affecter malgré les conflits" }).click();
  await expect(
    held.getByRole("status").filter({ hasText: "3 moyens pourvus, 1 refusé" }),
  ).toBeVisible();
  const rows = held.getByRole("region", { name: "4 moyens" }).getByRole("listitem");
  await expect(rows.nth(0)).toContainText("3 personnes mises sur ce moyen");
  await expect(rows.nth(2)).toContainText("Refusé");
  await expect(rows.nth(3)).toContainText("3 personnes mises sur ce moyen");
  expect(await axeViolations(held)).toEqual([]);

  // What the API holds: the three, validated, on each means but the full one, which holds none.
  for (const id of means) {
    const on = await asAdmin<{ items: { personId: number; status: string }[] }>(
      "POST",
      "Registration/search",
      { meansOfInterventionIds: [id], page: 1, pageSize: 10 },
    );
    const expected =
      id === full
        ? []
        : persons
            .map((person) => ({ personId: person.id, status: "validated" }))
            .sort((a, b) => a.personId - b.personId);
    expect(
      on.items
        .map(({ personId, status }) => ({ personId, status }))
        .sort((a, b) => a.personId - b.personId),
      `means ${id}${id === first ? " (first)" : ""}`,
    ).toEqual(expected);
  }

  // The page in the two other languages, its four means listed.
  const token = await apiToken(held);
  try {
    for (const [language, title] of [
      ["en", "Multiple assignment"],
      ["de", "Mehrfachzuweisung"],
    ] as const) {
      await putMyProfile(held, token, { language });
      await held.reload();
      await expect(held.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(held.getByRole("region", { name: /^4 / })).toBeVisible();
      expect(await axeViolations(held), language).toEqual([]);
    }
  } finally {
    await putMyProfile(held, token, { language: "fr" });
    await context.close();
  }
});
