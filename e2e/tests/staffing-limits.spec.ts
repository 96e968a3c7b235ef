import { expect, test } from "@playwright/test";
import { apiToken, axeViolations, demoUsers, signInAs } from "./fixtures";
import {
  type Api,
  apiAs,
  businessNow,
  choosePerson,
  draftActivity,
  type FoundPerson,
  freeDayOf,
  nameOf,
  parisWallClock,
  personId,
  publishedMeans,
  referentOf,
  spreadDays,
  twoFreeVolunteers,
} from "./planning-api";

// Nathalie ROUX administers everything; Karim HADDAD manages the staff of the transports of
// Nanterre (C, `referentOf`); Julie FONTAINE assigns staff to the sports posts of Boulogne (CAPS);
// Lucas MOREAU, an ambulance employee, serves them (S).
const admin = demoUsers[0];
const sportsReferent = demoUsers[5];
const employee = demoUsers[7];

interface Registration {
  id: number;
  personId: number;
  status: string;
}

/** The registrations of a means, as the API holds them. */
const registrationsOf = (api: Api, means: number) =>
  api<{ items: Registration[] }>("POST", "Registration/search", {
    meansOfInterventionIds: [means],
    page: 1,
    pageSize: 10,
  }).then((found) => found.items);

test.describe.configure({ timeout: 240_000 });

test("a means at its maximum refuses to validate back a rejected registration and says why in the screen; the API keeps it rejected", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `Full-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const referent = await referentOf(browser, request);
  const day = parisWallClock(now + spreadDays(2200) * 86_400_000, 0).slice(0, 10);
  const period = { start: `${day}T10:00`, end: `${day}T14:00` };
  const activity = await draftActivity(asAdmin, `${tag} Transport programmé`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const means = await publishedMeans(asAdmin, activity, period, { option: "manual" }, 1);
  const hours = await asAdmin<{ start: string; end: string }>(
    "GET",
    `MeansOfIntervention/${means}`,
  );
  const [rejected, holder] = await twoFreeVolunteers(asAdmin, referent.api, hours);
  // The first is assigned, then rejected (the place freed), and the second takes the only place.
  const assign = (person: FoundPerson) =>
    asAdmin("POST", "Registration/Assign", {
      personIds: [person.id],
      meansOfInterventionIds: [means],
      operationalRoleId: null,
      comment: "",
    });
  await assign(rejected);
  const [first] = await registrationsOf(asAdmin, means);
  await asAdmin("POST", `Registration/Reject/${first?.id}`, {
    rejectionReason: "rescheduling",
    comment: "",
  });
  await assign(holder);

  const held = referent.page;
  await held.goto(`/means-of-intervention-detail-page/${means}`);
  await held
    .getByRole("button", { name: `Actions sur l'inscription de ${nameOf(rejected)}` })
    .click();
  await held.getByRole("menuitem", { name: "Valider malgré le refus" }).click();
  const validate = held.getByRole("alertdialog", { name: "Valider l'inscription refusée ?" });
  await validate.getByRole("button", { name: "Valider", exact: true }).click();
  const refusal = held.getByText(
    "Ce moyen d'intervention a déjà tout son personnel (1 personne requise)\u00a0: personne d'autre ne peut y être inscrit. Choisissez un autre moyen.",
  );
  await expect(refusal).toBeVisible();
  expect(await axeViolations(held)).toEqual([]);

  const on = await registrationsOf(asAdmin, means);
  expect(on.map(({ personId, status }) => ({ personId, status }))).toEqual(
    expect.arrayContaining([
      { personId: rejected.id, status: "rejected" },
      { personId: holder.id, status: "validated" },
    ]),
  );
  expect(on).toHaveLength(2);
  await referent.context.close();
});

test("an employee (S) registers only himself; a sports referent (CAPS) assigns and validates staff without managing the means — as the API then holds them", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const tag = `RegSC-${Date.now().toString(36)}`;
  await signInAs(page, admin);
  const asAdmin = apiAs(request, await apiToken(page));
  const lucas = await personId(asAdmin, employee);
  const day = await freeDayOf(asAdmin, lucas, now, 2500);
  const period = { start: `${day}T10:00`, end: `${day}T14:00` };
  const activity = await draftActivity(asAdmin, `${tag} Course`, period, {
    entity: "boulogne",
    activity: "dpsSport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const means = await publishedMeans(asAdmin, activity, period);

  // The employee registers himself, and nothing else is offered to him.
  const employeeContext = await browser.newContext();
  const his = await employeeContext.newPage();
  await signInAs(his, employee, `/means-of-intervention-detail-page/${means}`);
  await expect(his.getByRole("heading", { level: 2, name: "Personnel" })).toBeVisible();
  await expect(his.getByRole("button", { name: "Affecter du personnel" })).toHaveCount(0);
  await expect(
    his.getByRole("main").getByRole("button", { name: /^(Publier|Modifier|Annuler le moyen)$/ }),
  ).toHaveCount(0);
  await his.getByRole("button", { name: "S'inscrire", exact: true }).click();
  const register = his.getByRole("alertdialog", { name: /S'inscrire sur/ });
  await register.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(his.getByText("Inscription envoyée au responsable")).toBeVisible();
  await expect(his.getByRole("button", { name: /^Actions sur l'inscription/ })).toHaveCount(0);
  // Nor does the API let him place anyone else.
  const placing = await request.post("/api/Registration/Assign", {
    headers: { authorization: await apiToken(his), "x-activeRoleCode": "S" },
    data: {
      personIds: [await personId(asAdmin, sportsReferent)],
      meansOfInterventionIds: [means],
      operationalRoleId: null,
      comment: "",
    },
  });
  expect(placing.status()).toBe(403);
  await employeeContext.close();
  expect(await registrationsOf(asAdmin, means)).toEqual([
    expect.objectContaining({ personId: lucas, status: "pending" }),
  ]);

  // The sports referent assigns a volunteer of her scope and validates the employee, and has no
  // control over the means itself.
  const context = await browser.newContext();
  const held = await context.newPage();
  await signInAs(held, sportsReferent, `/means-of-intervention-detail-page/${means}`);
  const asReferent = apiAs(request, await apiToken(held), "CAPS");
  const hours = await asAdmin<{ start: string; end: string }>(
    "GET",
    `MeansOfIntervention/${means}`,
  );
  const [person] = await twoFreeVolunteers(asAdmin, asReferent, hours);
  await expect(held.getByRole("heading", { level: 2, name: "Personnel" })).toBeVisible();
  await expect(
    held
      .getByRole("main")
      .getByRole("button", { name: /^(Publier|Ouvrir aux bénévoles|Annuler le moyen|Modifier)$/ }),
  ).toHaveCount(0);
  await held.getByRole("button", { name: "Affecter du personnel" }).click();
  const dialog = held.getByRole("dialog", { name: /Affecter du personnel/ });
  await choosePerson(held, person.lastName, nameOf(person));
  await dialog.getByRole("button", { name: "Affecter", exact: true }).click();
  await expect(held.getByText("1 personne affectée")).toBeVisible();
  await held.getByRole("button", { name: "Actions sur l'inscription de MOREAU Lucas" }).click();
  await held.getByRole("menuitem", { name: "Valider l'inscription" }).click();
  await held
    .getByRole("alertdialog", { name: "Valider l'inscription ?" })
    .getByRole("button", { name: "Valider", exact: true })
    .click();
  await expect(held.getByText("Inscription validée")).toBeVisible();
  expect(await axeViolations(held)).toEqual([]);
  await context.close();

  const on = await registrationsOf(asAdmin, means);
  expect(on.map(({ personId, status }) => ({ personId, status }))).toEqual(
    expect.arrayContaining([
      { personId: lucas, status: "validated" },
      { personId: person.id, status: "validated" },
    ]),
  );
  expect(on).toHaveLength(2);
});

test("a transport referent assigns two persons: one validated elsewhere at those hours is refused, one partly absent is flagged and assigned after both dialogs — as the API then holds it", async ({
  page,
  browser,
  request,
}) => {
  const now = await businessNow(request);
  const run = Date.now().toString(36);
  await signInAs(page, admin);
  const authorization = await apiToken(page);
  const asAdmin = apiAs(request, authorization);
  const referent = await referentOf(browser, request);
  const day = parisWallClock(now + spreadDays(2800) * 86_400_000, 0).slice(0, 10);
  const period = { start: `${day}T10:00`, end: `${day}T14:00` };
  const activity = await draftActivity(asAdmin, `Abs-${run} Transport programmé`, period, {
    entity: "nanterre",
    activity: "scheduledTransport",
  });
  await asAdmin("POST", `OperationalActivity/Publish/${activity}`, { comment: "" });
  const [staffed, other] = [
    await publishedMeans(asAdmin, activity, period),
    await publishedMeans(asAdmin, activity, period),
  ];
  // Two volunteers of the referent's scope, free that day, known to the time-and-attendance tool.
  const busy = await asAdmin<{ items: { personId: number }[] }>("POST", "Registration/search", {
    statuses: ["validated", "pending"],
    from: `${day}T00:00:00Z`,
    to: `${day}T23:59:00Z`,
    page: 1,
    pageSize: 100,
  });
  const taken = new Set(busy.items.map((item) => item.personId));
  const found = await referent.api<{
    items: (FoundPerson & { personIdCentralDb: string | null })[];
  }>("POST", "Person/search", {
    staffTypes: ["volunteer"],
    sort: { field: "lastName", direction: "asc" },
    page: 1,
    pageSize: 100,
  });
  const free = found.items.filter((person) => person.personIdCentralDb && !taken.has(person.id));
  const [blocked, absent] = [free[0], free.find((person) => person.lastName !== free[0]?.lastName)];
  if (!blocked || !absent?.personIdCentralDb) throw new Error("Two free volunteers are needed");
  await asAdmin("POST", "Registration/Assign", {
    personIds: [blocked.id],
    meansOfInterventionIds: [other],
    operationalRoleId: null,
    comment: "",
  });
  // The time-and-attendance tool says the second is off from 11:00 to 12:00 that day.
  const imported = await request.post("/api/TimeAttendance/Import/absences", {
    headers: { authorization, "x-activeRoleCode": "Admin" },
    multipart: {
      file: {
        name: `absences-${run}.csv`,
        mimeType: "text/csv",
        buffer: Buffer.from(
          [
            "absenceId;personId;type;start;end;status",
            `E2E-${run}-P;${absent.personIdCentralDb};PART;${day}T11:00;${day}T12:00;approved`,
          ].join("\n"),
        ),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);

  const held = referent.page;
  await held.goto(`/means-of-intervention-detail-page/${staffed}`);
  await held.getByRole("button", { name: "Affecter du personnel" }).click();
  const dialog = held.getByRole("dialog", { name: /Affecter du personnel/ });
  for (const person of [blocked, absent]) {
    await choosePerson(held, person.lastName, nameOf(person));
  }
  await dialog.getByRole("button", { name: "Affecter", exact: true }).click();
  // Both conflicts at once: the blocking one refuses, the partial absence is only flagged.
  const conflicts = held.getByRole("alertdialog", { name: "Conflits de planification" });
  const blocking = conflicts.getByRole("region", { name: "Conflits bloquants" });
  await expect(blocking.getByText("Déjà inscrite ailleurs")).toBeVisible();
  await expect(blocking.getByText(nameOf(blocked), { exact: false })).toBeVisible();
  await expect(blocking.getByRole("link", { name: `Moyen n° ${other}` })).toBeVisible();
  const flagged = conflicts.getByRole("region", { name: "Conflits non bloquants" });
  await expect(flagged.getByText("Absence partielle")).toBeVisible();
  await expect(flagged.getByText(nameOf(absent), { exact: false })).toBeVisible();
  await expect(conflicts.getByRole("button", { name: /malgré/ })).toHaveCount(0);
  expect(await axeViolations(held)).toEqual([]);
  await conflicts.getByRole("button", { name: "Annuler" }).click();
  await dialog.getByRole("button", { name: `Retirer ${nameOf(blocked)}` }).click();
  await dialog.getByRole("button", { name: "Affecter", exact: true }).click();
  const absence = held.getByRole("alertdialog", { name: "Conflits de planification" });
  await expect(absence).toContainText("1 conflit non bloquant");
  await expect(absence.getByText("Absence partielle")).toBeVisible();
  await absence.getByRole("button", { name: "Affecter malgré les conflits" }).click();
  await expect(held.getByText("1 personne affectée")).toBeVisible();

  // The API holds her on the means, and the conflict still flagged for whoever looks again.
  expect(await registrationsOf(asAdmin, staffed)).toEqual([
    expect.objectContaining({ personId: absent.id, status: "validated" }),
  ]);
  const again = await asAdmin<{ conflicts: { type: string; blocking: boolean }[] }>(
    "POST",
    "Registration/Conflicts",
    { personIds: [absent.id], meansOfInterventionIds: [staffed] },
  );
  expect(again.conflicts).toEqual([
    expect.objectContaining({ type: "partialAbsence", blocking: false }),
  ]);
  await referent.context.close();
});
