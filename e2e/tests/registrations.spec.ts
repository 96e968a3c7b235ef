import { expect, test } from "@playwright/test";
import {
  apiToken,
  axeViolations,
  dayRegistrations,
  demoUsers,
  putMyProfile,
  signInAs,
  tabTo,
} from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  choosePerson,
  draftActivity,
  draftMeans,
  type FoundPerson,
  nameOf,
  openMeans,
  parisWallClock,
  personId,
  publishedMeans,
  referentOf,
  spreadDays,
  twoFreeVolunteers,
} from "./planning-api";

// Nathalie ROUX administers everything; Karim HADDAD, the transport referent of Nanterre and
// Boulogne (C), who manages the staff of their means, is `referentOf`.
const admin = demoUsers[0];
// Emma PETIT, a volunteer serving public events, among others, anywhere.
const volunteer = demoUsers[8];
// Sophie LEFÈVRE assigns staff to the public events of Paris 15 (BAPS); Marc GIRARD reads (D).
const staffAssigner = demoUsers[3];
const consultation = demoUsers[6];

interface Registration {
  personId: number;
  status: string;
  rejectionReason: string | null;
  operationalRoleId: number | null;
}

/**
 * A public scheduled transport at Nanterre, tagged for this run, `days` after the business day
 * from 08:00 to 20:00, with two open means: the one the journey staffs and another of the same
 * hours. Two volunteers of the transport referent's scope free then, the first of them already
 * validated on the other means (so a blocking conflict on the first), with different last names.
 */
async function prepare(asAdmin: Api, asReferent: Api, now: number, tag: string, days: number) {
  const start = parisWallClock(now + days * 86_400_000, 0).slice(0, 10);
  const period = { start: `${start}T08:00`, end: `${start}T20:00` };
  const activity = await draftActivity(asAdmin, `${tag} Transport programmé`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const [staffed, other] = [
    await draftMeans(asAdmin, activity, period),
    await draftMeans(asAdmin, activity, period),
  ];
  for (const id of [staffed, other]) {
    await asAdmin("POST", `MeansOfIntervention/Publish/${id}`, { comment: "" });
    await asAdmin("POST", `MeansOfIntervention/Open/${id}`, { comment: "" });
  }
  const held = await asAdmin<{ start: string; end: string }>(
    "GET",
    `MeansOfIntervention/${staffed}`,
  );
  const [blocked, assigned] = await twoFreeVolunteers(asAdmin, asReferent, held);
  await asAdmin("POST", "Registration/Assign", {
    personIds: [blocked.id],
    meansOfInterventionIds: [other],
    operationalRoleId: null,
    comment: "",
  });
  return { staffed, other, blocked, assigned };
}

test.describe.configure({ timeout: 240_000 });

test("a transport referent assigns a person found by name once the one a conflict blocks is taken out, rejects them for absence, then validates that registration back with a role — as the API then holds it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Reg-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const referent = await referentOf(browser, request);
  const { staffed, other, blocked, assigned } = await prepare(asAdmin, referent.api, now, tag, 31);
  const onMeans = () =>
    asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
      meansOfInterventionIds: [staffed],
      page: 1,
      pageSize: 10,
    }).then((found) => found.items);
  const held = referent.page;

  await held.goto(`/means-of-intervention-detail-page/${staffed}`);
  await held.getByRole("button", { name: "Affecter du personnel" }).click();
  await choosePerson(held, blocked.lastName, nameOf(blocked));
  await choosePerson(held, assigned.lastName, nameOf(assigned));
  const dialog = held.getByRole("dialog", { name: /Affecter du personnel/ });
  await dialog.getByRole("button", { name: "Affecter", exact: true }).click();
  // The first person is validated on the other means at the same hours: nothing is sent.
  const conflicts = held.getByRole("alertdialog", { name: /Conflits/ });
  await expect(conflicts.getByText(nameOf(blocked), { exact: false })).toBeVisible();
  await expect(conflicts.getByRole("link", { name: new RegExp(String(other)) })).toHaveAttribute(
    "href",
    `/means-of-intervention-detail-page/${other}`,
  );
  await expect(conflicts.getByRole("button", { name: /malgré/ })).toHaveCount(0);
  await conflicts.getByRole("button", { name: "Annuler" }).click();
  await dialog.getByRole("button", { name: `Retirer ${nameOf(blocked)}` }).click();
  await dialog.getByRole("button", { name: "Affecter", exact: true }).click();
  await expect(held.getByText("1 personne affectée")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await onMeans()).toEqual([
    expect.objectContaining({ personId: assigned.id, status: "validated" }),
  ]);

  const decisions = held.getByRole("button", {
    name: `Actions sur l'inscription de ${nameOf(assigned)}`,
  });
  await decisions.click();
  await held.getByRole("menuitem", { name: "Refuser l'inscription" }).click();
  const reject = held.getByRole("alertdialog", { name: "Refuser l'inscription ?" });
  await reject.getByText("Absence", { exact: true }).click();
  await expect(reject.getByRole("radio", { name: "Absence" })).toBeChecked();
  await reject.getByRole("button", { name: "Refuser", exact: true }).click();
  await expect(held.getByText("Inscription refusée")).toBeVisible();
  expect(await onMeans()).toEqual([
    expect.objectContaining({
      personId: assigned.id,
      status: "rejected",
      rejectionReason: "absence",
    }),
  ]);

  await decisions.click();
  await held.getByRole("menuitem", { name: "Valider malgré le refus" }).click();
  const validate = held.getByRole("alertdialog", { name: "Valider l'inscription refusée ?" });
  await validate.getByRole("button", { name: /Rôle opérationnel/ }).click();
  const role = held.getByRole("option").nth(1);
  const roleName = (await role.textContent()) ?? "";
  await role.click();
  await validate.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(held.getByText("Inscription validée")).toBeVisible();
  const roles = await asAdmin<{ id: number; label: { fr: string } }[]>("GET", "OperationalRole");
  expect(await onMeans()).toEqual([
    expect.objectContaining({
      personId: assigned.id,
      status: "validated",
      operationalRoleId: roles.find((item) => item.label.fr === roleName.trim())?.id,
    }),
  ]);
  await referent.context.close();
});

const words = {
  fr: {
    assign: "Affecter du personnel",
    search: "Chercher",
    decisions: "Actions sur l'inscription",
  },
  en: { assign: "Assign staff", search: "Search", decisions: "Actions on" },
  de: { assign: "Personal einteilen", search: "Suchen", decisions: "Aktionen zur Anmeldung" },
} as const;

test("the assignment with its persons found and chosen, its conflicts and the decisions' dialogs pass axe in fr, en and de", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegAxe-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const referent = await referentOf(browser, request);
  const { staffed, blocked, assigned } = await prepare(asAdmin, referent.api, now, tag, 33);
  await asAdmin("POST", "Registration/Assign", {
    personIds: [assigned.id],
    meansOfInterventionIds: [staffed],
    operationalRoleId: null,
    comment: "",
  });
  const held = referent.page;
  try {
    for (const language of ["fr", "en", "de"] as const) {
      const said = words[language];
      await putMyProfile(held, referent.authorization, { language });
      await held.goto(`/means-of-intervention-detail-page/${staffed}`);
      await held.getByRole("button", { name: said.assign }).click();
      const dialog = held.getByRole("dialog");
      await choosePerson(held, blocked.lastName, nameOf(blocked));
      await expect(dialog.getByRole("row")).toHaveCount(1);
      expect(await axeViolations(held), `assignment (${language})`).toEqual([]);
      await dialog.getByRole("button").last().click();
      const conflicts = held.getByRole("alertdialog");
      await expect(conflicts.getByRole("link")).toHaveCount(1);
      expect(await axeViolations(held), `conflicts (${language})`).toEqual([]);
      await held.keyboard.press("Escape");
      await expect(dialog).toBeVisible();
      await held.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await held.getByRole("button", { name: new RegExp(said.decisions) }).click();
      await held.getByRole("menuitem").first().click();
      const decision = held.getByRole("alertdialog");
      await expect(decision.getByRole("radiogroup")).toBeVisible();
      expect(await axeViolations(held), `rejection (${language})`).toEqual([]);
      await held.keyboard.press("Escape");
      await expect(decision).toBeHidden();
    }
  } finally {
    await putMyProfile(held, referent.authorization, { language: "fr" });
  }
  await referent.context.close();
});

/** Where a free slot is looked for: from, by steps, how long, and before when (instants, ms). */
interface SlotSearch {
  from: number;
  step: number;
  length: number;
  before: number;
}

/**
 * The first slot of the search in which the person has no live registration (the demo planning
 * holds some of hers around the business day), as wall-clock times in Paris.
 */
async function freeSlotOf(api: Api, person: number, { from, step, length, before }: SlotSearch) {
  const theirs = await api<{ items: { start: string; end: string }[] }>(
    "POST",
    "Registration/search",
    {
      personIds: [person],
      statuses: ["pending", "validated"],
      from: new Date(from).toISOString(),
      to: new Date(before + length).toISOString(),
      page: 1,
      pageSize: 100,
    },
  );
  for (let start = from; start < before; start += step) {
    const end = start + length;
    const free = theirs.items.every(
      (item) => Date.parse(item.end) <= start || Date.parse(item.start) >= end,
    );
    if (free) return { start: parisWallClock(start, 0), end: parisWallClock(end, 0) };
  }
  throw new Error("The volunteer has no free slot where it was looked for");
}

/**
 * `hours` on a day among the 300 from `afterDays` days after `now` (shifted by the minute, so runs
 * spread), the first where the person holds nothing — none of an earlier run's registrations.
 */
function farFreeSlot(api: Api, person: number, now: number, afterDays: number, hours: number) {
  const far = now + spreadDays(afterDays) * 86_400_000;
  return freeSlotOf(api, person, {
    from: far,
    step: 86_400_000,
    length: hours * 3_600_000,
    before: far + 300 * 86_400_000,
  });
}

/** A two-hour slot starting 3 to 20 hours after `now`, in which the person holds nothing. */
const freeSlotSoon = (api: Api, person: number, now: number) =>
  freeSlotOf(api, person, {
    from: now + 3 * 3_600_000,
    step: 3_600_000,
    length: 2 * 3_600_000,
    before: now + 21 * 3_600_000,
  });

test("a volunteer registers on an open means and unregisters, within a day of its start, from one she was validated on — as the API then holds them", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegV-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  // Four hours far enough for the demo planning to hold nothing of hers, nor an earlier run.
  const concert = await farFreeSlot(asAdmin, emma, now, 400, 4);
  const open = await openMeans(asAdmin, `${tag} Concert`, concert);
  const soon = await openMeans(asAdmin, `${tag} Marché`, await freeSlotSoon(asAdmin, emma, now));
  await asAdmin("POST", "Registration/Assign", {
    personIds: [emma],
    meansOfInterventionIds: [soon],
    operationalRoleId: null,
    comment: "",
  });
  const hers = (means: number) =>
    asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
      meansOfInterventionIds: [means],
      personIds: [emma],
      page: 1,
      pageSize: 5,
    }).then((found) => found.items.map(({ status }) => status));

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer);
  await held.goto(`/means-of-intervention-detail-page/${open}`);
  await held.getByRole("button", { name: "S'inscrire", exact: true }).click();
  const register = held.getByRole("alertdialog", { name: /S'inscrire sur/ });
  await register.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(held.getByText("Inscription envoyée au responsable")).toBeVisible();
  await expect(held.getByText("Votre inscription :")).toBeVisible();
  expect(await hers(open)).toEqual(["pending"]);

  // Her calendar, from the navbar: the concert's day is "registered" (pending, not proposed),
  // and the day lists the concert, pending; chosen, it shows whole and leads to its means.
  await held.getByRole("link", { name: "Mon calendrier" }).click();
  await expect(held.getByRole("heading", { name: "Mon calendrier", level: 1 })).toBeVisible();
  const day = concert.start.slice(0, 10);
  await held.goto(`/registration/personnel-calendar-page?day=${day}`);
  const cell = held
    .getByRole("grid", { name: /Mon calendrier/ })
    .locator("[data-day-status]:not([data-outside-month])", {
      hasText: new RegExp(`^${Number(day.slice(8))}$`),
    });
  await expect(cell).toHaveAttribute("data-day-status", "registered");
  await cell.click();
  await expect(held).toHaveURL(new RegExp(`day=${day}&view=day`));
  const listed = dayRegistrations(held).filter({ hasText: `${tag} Concert` });
  await expect(listed).toContainText("Inscrit");
  await listed.click();
  const sheet = held.getByRole("dialog");
  await expect(sheet).toContainText(`${tag} Concert`);
  await expect(sheet.getByRole("button", { name: "Se désinscrire" })).toBeVisible();
  await sheet.getByRole("link", { name: "Voir la page du moyen" }).click();
  await expect(held).toHaveURL(new RegExp(`/means-of-intervention-detail-page/${open}$`));

  await held.goto(`/means-of-intervention-detail-page/${soon}`);
  await held.getByRole("button", { name: "Se désinscrire", exact: true }).click();
  const unregister = held.getByRole("alertdialog", { name: /Se désinscrire de/ });
  // Within 24 hours of the start: the manager is to be told directly as well.
  await expect(unregister.getByText("Moyen proche")).toBeVisible();
  await unregister.getByRole("button", { name: "Se désinscrire", exact: true }).click();
  await expect(
    unregister.getByText("Indiquez pourquoi cette inscription validée est retirée."),
  ).toBeVisible();
  expect(await hers(soon)).toEqual(["validated"]);
  await unregister.getByRole("textbox").fill("Retenue au travail.");
  await unregister.getByRole("button", { name: "Se désinscrire", exact: true }).click();
  await expect(held.getByText("Désinscription enregistrée")).toBeVisible();
  expect(await hers(soon)).toEqual(["unregistered"]);
  await context.close();
});

test("a volunteer sees why she cannot register before she tries — a means already full, one that opens later — and the API refuses the same", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegWhy-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  // A day of its own for this run, apart from the registering journey's.
  const day = spreadDays(700);
  const later = parisWallClock(now + day * 86_400_000, 0).slice(0, 10);
  const period = { start: `${later}T10:00`, end: `${later}T14:00` };
  const full = await openMeans(asAdmin, `${tag} Course`, period, { option: "manual" }, 1);
  const hours = await asAdmin<{ start: string; end: string }>("GET", `MeansOfIntervention/${full}`);
  const [first, second] = await twoFreeVolunteers(asAdmin, asAdmin, hours);
  const someone = first.id === emma ? second : first;
  await asAdmin("POST", "Registration/Assign", {
    personIds: [someone.id],
    meansOfInterventionIds: [full],
    operationalRoleId: null,
    comment: "",
  });
  // Opening 30 days before its start, so still public.
  const opensLater = await openMeans(asAdmin, `${tag} Salon`, period, {
    option: "specificDuration",
    days: 30,
  });

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer, `/means-of-intervention-detail-page/${full}`);
  const action = held.getByRole("button", { name: "S'inscrire", exact: true });
  const fullReason = held.getByText("Ce moyen a déjà tout son personnel (1 personne requise).");
  await expect(fullReason).toBeVisible();
  await expect(action).toBeDisabled();
  await expect(action).toHaveAccessibleDescription(
    "Ce moyen a déjà tout son personnel (1 personne requise).",
  );
  expect(await axeViolations(held)).toEqual([]);
  await held.goto(`/means-of-intervention-detail-page/${opensLater}`);
  await expect(held.getByText(/^Les inscriptions ouvriront le /)).toBeVisible();
  await expect(action).toBeDisabled();

  // The API answers what the screen said, and holds nothing of hers on either means.
  const authorization = await apiToken(held);
  const refusals: string[] = [];
  for (const id of [full, opensLater]) {
    const answer = await request.post("/api/Registration/Register", {
      headers: { authorization, "x-activeRoleCode": "V" },
      data: { meansOfInterventionIds: [id], operationalRoleId: null, comment: "" },
    });
    expect(answer.status()).toBe(409);
    const { category, code } = (await answer.json()) as { category: string; code: string };
    refusals.push(`${category}.${code}`);
  }
  expect(refusals).toEqual([
    "registration.staffMaximumReached",
    "meansOfIntervention.unexpectedStatus",
  ]);
  const hers = await asAdmin<{ items: unknown[] }>("POST", "Registration/search", {
    meansOfInterventionIds: [full, opensLater],
    personIds: [emma],
    page: 1,
    pageSize: 5,
  });
  expect(hers.items).toEqual([]);
  await context.close();
});

/**
 * A one-hour slot (wall clock in Paris) in which the person holds nothing, starting before the
 * fifth open means with a place left that `asHer` finds from `now` — so a means then is among
 * those her start page shows (the five soonest).
 */
async function slotAmongHerSoonest(asHer: Api, person: number, now: number) {
  const soonest = await asHer<{ items: { start: string }[] }>(
    "POST",
    "MeansOfIntervention/search",
    {
      status: "open",
      from: new Date(now).toISOString(),
      staffCompletenesses: ["noneStaffed", "partiallyStaffed"],
      sort: { field: "start", direction: "asc" },
      page: 1,
      pageSize: 5,
    },
  );
  const fifth = soonest.items[4];
  return freeSlotOf(asHer, person, {
    from: now + 30 * 60_000,
    step: 15 * 60_000,
    length: 3_600_000,
    before: fifth ? Date.parse(fifth.start) : now + 24 * 3_600_000,
  });
}

test("a volunteer registers from her start page on a means of the next hours, and finds it there pending — as the API then holds it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegHome-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, volunteer, "/home");
  const asHer = apiAs(request, await apiToken(held), "V");
  const soon = await openMeans(
    asAdmin,
    `${tag} Brocante`,
    await slotAmongHerSoonest(asHer, emma, now),
  );

  await held.reload();
  const open = held.getByRole("region", { name: "Moyens ouverts" });
  const card = open.getByRole("listitem").filter({ hasText: `${tag} Brocante` });
  await card.getByRole("button", { name: /^S'inscrire sur / }).click();
  const register = held.getByRole("alertdialog", { name: /S'inscrire sur/ });
  await register.getByRole("textbox").fill("Disponible dès 7 h.");
  // Her demo days are full: the rest rules may warn her (decision 043), as the API says they do.
  const { conflicts } = await asHer<{ conflicts: { type: string; blocking: boolean }[] }>(
    "POST",
    "Registration/Conflicts",
    { meansOfInterventionIds: [soon] },
  );
  expect(conflicts.every((found) => !found.blocking)).toBe(true);
  await register.getByRole("button", { name: "S'inscrire", exact: true }).click();
  if (conflicts.length > 0) {
    const warned = held.getByRole("alertdialog", { name: "Conflits de planification" });
    await expect(warned).toContainText(
      conflicts.length === 1
        ? "1 conflit non bloquant"
        : `${conflicts.length} conflits non bloquants`,
    );
    await warned.getByRole("button", { name: "S'inscrire malgré les conflits" }).click();
  }
  await expect(held.getByText("Inscription envoyée au responsable")).toBeVisible();
  // The means leaves the open ones and joins her next registrations, pending.
  await expect(card).toHaveCount(0);
  const upcoming = held
    .getByRole("region", { name: "Mes prochaines inscriptions" })
    .getByRole("listitem")
    .filter({ hasText: `${tag} Brocante` });
  await expect(upcoming.getByText("En attente")).toBeVisible();
  const hers = await asAdmin<{ items: { id: number; status: string; comment: string | null }[] }>(
    "POST",
    "Registration/search",
    { meansOfInterventionIds: [soon], personIds: [emma], page: 1, pageSize: 5 },
  );
  expect(hers.items).toEqual([
    expect.objectContaining({ status: "pending", comment: "Disponible dès 7 h." }),
  ]);
  // Her hour is free again for the next run.
  await asHer("POST", `Registration/Unregister/${hers.items[0]?.id}`, { comment: "" });
  await context.close();
});

test("an administrator assigns a person found by name and validates a volunteer's registration, by keyboard alone — as the API then holds them", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegKey-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const emma = await personId(asAdmin, volunteer);
  // Six hours apart from the other journeys' days, where she holds nothing from an earlier run.
  const means = await openMeans(
    asAdmin,
    `${tag} Trail`,
    await farFreeSlot(asAdmin, emma, now, 1000, 6),
  );
  const hours = await asAdmin<{ start: string; end: string }>(
    "GET",
    `MeansOfIntervention/${means}`,
  );
  const [first, second] = await twoFreeVolunteers(asAdmin, asAdmin, hours);
  const person = first.id === emma ? second : first;
  // Emma registers herself: her registration waits for a manager.
  const context = await browser.newContext();
  const hers = await context.newPage();
  await signInAs(hers, volunteer);
  await apiAs(request, await apiToken(hers), "V")("POST", "Registration/Register", {
    meansOfInterventionIds: [means],
    operationalRoleId: null,
    comment: "",
  });
  await context.close();

  await page.goto(`/means-of-intervention-detail-page/${means}`);
  await tabTo(page, page.getByRole("button", { name: "Affecter du personnel" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Affecter du personnel/ });
  await tabTo(page, dialog.getByRole("textbox", { name: "Nom, fonction ou e-mail" }));
  await page.keyboard.type(person.lastName);
  await page.keyboard.press("Enter");
  const box = dialog.getByRole("checkbox", { name: new RegExp(`^${nameOf(person)}`) });
  await tabTo(page, box);
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Affecter", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("1 personne affectée")).toBeVisible();
  await expect(dialog).toBeHidden();

  await tabTo(page, page.getByRole("button", { name: "Actions sur l'inscription de PETIT Emma" }));
  await page.keyboard.press("Enter");
  const validateItem = page.getByRole("menuitem", { name: "Valider l'inscription" });
  await expect(validateItem).toBeFocused();
  await page.keyboard.press("Enter");
  const validate = page.getByRole("alertdialog", { name: "Valider l'inscription ?" });
  await tabTo(page, validate.getByRole("button", { name: "Valider", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Inscription validée")).toBeVisible();

  const onMeans = await asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
    meansOfInterventionIds: [means],
    sort: { field: "start", direction: "asc" },
    page: 1,
    pageSize: 10,
  });
  expect(onMeans.items.map(({ personId, status }) => ({ personId, status }))).toEqual(
    expect.arrayContaining([
      { personId: person.id, status: "validated" },
      { personId: emma, status: "validated" },
    ]),
  );
  expect(onMeans.items).toHaveLength(2);
});

test("each role acts on staff as far as its rights go: the staff assigner assigns without managing the means nor meeting anyone outside her scope, a reader reads, a volunteer only registers herself", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegRoles-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const day = spreadDays(1300);
  const later = parisWallClock(now + day * 86_400_000, 0).slice(0, 10);
  const period = { start: `${later}T09:00`, end: `${later}T15:00` };
  const activity = await draftActivity(asAdmin, `${tag} Concert`, period, { entity: "paris15" });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const means = await publishedMeans(asAdmin, activity, period);
  const hours = await asAdmin<{ start: string; end: string }>(
    "GET",
    `MeansOfIntervention/${means}`,
  );
  const emma = await personId(asAdmin, volunteer);

  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, staffAssigner);
  const asAssigner = apiAs(request, await apiToken(held), "BAPS");
  const [first, second] = await twoFreeVolunteers(asAdmin, asAssigner, hours);
  const person = first.id === emma ? second : first;
  // A volunteer the administrator finds and the staff assigner's scope does not hold.
  const everyone = await asAdmin<{ items: FoundPerson[] }>("POST", "Person/search", {
    staffTypes: ["volunteer"],
    sort: { field: "lastName", direction: "asc" },
    page: 1,
    pageSize: 100,
  });
  let outside: FoundPerson | undefined;
  for (const candidate of everyone.items) {
    const seen = await asAssigner<{ total: number }>("POST", "Person/search", {
      text: candidate.lastName,
      page: 1,
      pageSize: 1,
    });
    if (seen.total === 0) {
      outside = candidate;
      break;
    }
  }
  if (!outside) throw new Error("Every volunteer is within the staff assigner's scope");

  await held.goto(`/means-of-intervention-detail-page/${means}`);
  await expect(held.getByRole("heading", { level: 2, name: "Personnel" })).toBeVisible();
  await expect(
    held
      .getByRole("main")
      .getByRole("button", { name: /^(Publier|Ouvrir aux bénévoles|Annuler le moyen|Modifier)$/ }),
  ).toHaveCount(0);
  await held.getByRole("button", { name: "Affecter du personnel" }).click();
  const dialog = held.getByRole("dialog", { name: /Affecter du personnel/ });
  await dialog.getByRole("textbox").first().fill(outside.lastName);
  await dialog.getByRole("textbox").first().press("Enter");
  await expect(dialog.getByText("Personne ne répond à cette recherche.")).toBeVisible();
  await choosePerson(held, person.lastName, nameOf(person));
  await dialog.getByRole("button", { name: "Affecter", exact: true }).click();
  await expect(held.getByText("1 personne affectée")).toBeVisible();
  await expect(
    held.getByRole("button", { name: `Actions sur l'inscription de ${nameOf(person)}` }),
  ).toBeVisible();
  await context.close();

  // The reader sees who is on the means, and nothing to act with.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInAs(reader, consultation, `/means-of-intervention-detail-page/${means}`);
  await expect(reader.getByRole("main").getByText(nameOf(person), { exact: true })).toBeVisible();
  await expect(reader.getByRole("button", { name: "Affecter du personnel" })).toHaveCount(0);
  await expect(reader.getByRole("button", { name: /^Actions sur l'inscription/ })).toHaveCount(0);
  await expect(reader.getByRole("button", { name: "S'inscrire", exact: true })).toHaveCount(0);
  await readerContext.close();

  // The volunteer registers herself and acts on nobody else.
  const volunteerContext = await browser.newContext();
  const her = await volunteerContext.newPage();
  await signInAs(her, volunteer, `/means-of-intervention-detail-page/${means}`);
  await expect(her.getByRole("button", { name: "S'inscrire", exact: true })).toBeEnabled();
  await expect(her.getByRole("button", { name: "Affecter du personnel" })).toHaveCount(0);
  await expect(her.getByRole("button", { name: /^Actions sur l'inscription/ })).toHaveCount(0);
  await volunteerContext.close();

  const onMeans = await asAdmin<{ items: Registration[] }>("POST", "Registration/search", {
    meansOfInterventionIds: [means],
    page: 1,
    pageSize: 10,
  });
  expect(onMeans.items.map(({ personId, status }) => ({ personId, status }))).toEqual([
    { personId: person.id, status: "validated" },
  ]);
});
