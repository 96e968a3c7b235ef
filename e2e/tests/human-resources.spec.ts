import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { instantToWallClock } from "@releve/domain";
import ExcelJS from "exceljs";
import { apiToken, axeViolations, demoUsers, putMyProfile, signInAs, tabTo } from "./fixtures";
import { type Api, apiAs, publicActivity, publishedMeans } from "./planning-api";

// Nathalie ROUX prepares the planning; Isabelle GARNIER, human resources, exchanges the files.
const admin = demoUsers[0];
const hr = demoUsers[9];

interface Person {
  id: number;
  lastName: string;
  firstName: string;
  staffType: string;
  personIdCentralDb: string | null;
}

interface Registration {
  id: number;
  personId: number;
  start: string;
  end: string;
  person: { staffType: string };
}

/** Persons of a staff type with a central id, none of them a demo user of the sign-in page. */
async function staffOf(api: Api, staffType: "employee" | "volunteer"): Promise<Person[]> {
  const page = await api<{ items: Person[] }>("POST", "Person/search", {
    staffTypes: [staffType],
    sort: { field: "lastName", direction: "asc" },
    page: 1,
    pageSize: 100,
  });
  const demoNames = new Set(demoUsers.map((user) => user.name.toLowerCase()));
  return page.items.filter(
    (person) =>
      person.personIdCentralDb !== null &&
      !demoNames.has(`${person.firstName} ${person.lastName}`.toLowerCase()),
  );
}

/** Every page of a search, as the administrator. */
async function allPages<T>(api: Api, path: string, criteria: object): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<{ items: T[]; total: number }>("POST", path, {
      ...criteria,
      page,
      pageSize: 100,
    });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

// The night of 24 to 25 October 2026, when the clocks go back: 22:00 to 06:00 is nine hours.
const night = { start: "2026-10-24T22:00", end: "2026-10-25T06:00" };

/**
 * An employee and a volunteer validated on a means of that night: two people the night holds
 * nothing else for, so each run of the journey staffs it again.
 */
async function staffTheNight(api: Api): Promise<number[]> {
  const activityId = await publicActivity(
    api,
    `Nuit du changement d'heure ${Date.now().toString(36)}`,
    {
      start: "2026-10-24T20:00",
      end: "2026-10-25T08:00",
    },
  );
  const meansId = await publishedMeans(api, activityId, night);
  const busy = await allPages<Registration>(api, "Registration/search", {
    statuses: ["validated", "pending"],
    from: "2026-10-24T20:00:00+02:00",
    to: "2026-10-25T08:00:00+01:00",
  });
  const taken = new Set(busy.map((registration) => registration.personId));
  const free = async (staffType: "employee" | "volunteer") => {
    const person = (await staffOf(api, staffType)).find((candidate) => !taken.has(candidate.id));
    if (!person) throw new Error(`No free ${staffType} that night`);
    return person.id;
  };
  const personIds = [await free("employee"), await free("volunteer")];
  await api("POST", "Registration/Assign", {
    personIds,
    meansOfInterventionIds: [meansId],
    operationalRoleId: null,
    comment: "",
  });
  const staffed = await allPages<Registration & { status: string }>(api, "Registration/search", {
    meansOfInterventionIds: [meansId],
  });
  expect(staffed.map((registration) => registration.status)).toEqual(["validated", "validated"]);
  return staffed.map((registration) => registration.id);
}

/** An absences file of two lines for a person, the second line's end as given. */
function absencesFile(run: string, centralId: string, secondEnd: string) {
  const lines = [
    "absenceId;personId;type;start;end;status",
    `E2E-${run}-1;${centralId};FULL;2027-02-01;2027-02-01;approved`,
    `E2E-${run}-2;${centralId};PART;2027-02-02T08:00;${secondEnd};pending`,
  ];
  return {
    name: `absences-${run}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(lines.join("\n")),
  };
}

/** Chooses a file and imports it from the imports tab. */
async function importFile(page: Page, file: ReturnType<typeof absencesFile>) {
  const form = page.getByRole("region", { name: "Importer un fichier" });
  await form.getByText("Absences", { exact: true }).click();
  await form.locator('input[type="file"]').setInputFiles(file);
  await form.getByRole("button", { name: "Importer" }).click();
}

test.describe.configure({ timeout: 240_000 });

test("human resources import absences all or nothing, a manager meets them, and the previous month is exported across the clock change", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Preconditions, as the administrator: the October night staffed, a means on 1 February.
  await signInAs(page, admin);
  const api = apiAs(request, await apiToken(page));
  const nightRegistrations = await staffTheNight(api);
  const [person] = await staffOf(api, "employee");
  if (!person?.personIdCentralDb) throw new Error("No employee with a central id");
  // A day of February, away from the demo's absences, which an imported file's period replaces.
  const february = await publishedMeans(
    api,
    await publicActivity(api, `Forum ${Date.now().toString(36)}`, {
      start: "2027-02-01T09:00",
      end: "2027-02-01T17:00",
    }),
    { start: "2027-02-01T10:00", end: "2027-02-01T16:00" },
    { option: "manual", open: false },
  );

  // Isabelle GARNIER signs in on her own and opens the human-resources page.
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ignoreHTTPSErrors: true,
    locale: "fr-FR",
  });
  const hrPage = await context.newPage();
  await signInAs(hrPage, hr, "/human-resources");
  await expect(hrPage.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(hrPage)).toEqual([]);

  // A file with a bad line: refused, the line named, nothing written.
  const run = Date.now().toString(36);
  await importFile(hrPage, absencesFile(run, person.personIdCentralDb, "2027-02-02T25:00"));
  await expect(
    hrPage.getByText("L'import a échoué. Vérifiez le fichier, puis recommencez."),
  ).toBeVisible();
  await expect(hrPage.getByText(/Ligne 3/)).toBeVisible();
  await expect(hrPage.getByText(/2027-02-02T25:00/).first()).toBeVisible();
  await expect(hrPage.getByRole("link", { name: "Télécharger les lignes refusées" })).toBeVisible();
  expect(await axeViolations(hrPage)).toEqual([]);

  // Fixed: imported, said so.
  const fixed = absencesFile(run, person.personIdCentralDb, "2027-02-02T12:00");
  await importFile(hrPage, fixed);
  await expect(hrPage.getByText("L'import a réussi.")).toBeVisible();
  const hrApi = apiAs(request, await apiToken(hrPage), "RH");
  const [latest] = (
    await hrApi<{ items: { outcome: string; inserted: number; fileName: string }[] }>(
      "POST",
      "TimeAttendance/Imports/search",
      { kinds: ["absences"], page: 1, pageSize: 1 },
    )
  ).items;
  expect(latest).toMatchObject({ outcome: "imported", inserted: 2, fileName: fixed.name });

  // The absences are on the data page.
  await hrPage.getByRole("tab", { name: "Absences" }).click();
  await hrPage.getByRole("textbox", { name: "Personne" }).fill(person.personIdCentralDb);
  await hrPage.getByRole("button", { name: "Rechercher" }).click();
  await expect(hrPage.getByText(`E2E-${run}-1`)).toBeVisible();
  await expect(hrPage.getByText(`E2E-${run}-2`)).toBeVisible();
  expect(await axeViolations(hrPage)).toEqual([]);

  // A manager assigning that person to the means of 1 February meets the absence.
  const { conflicts } = await api<{ conflicts: { type: string; blocking: boolean }[] }>(
    "POST",
    "Registration/Conflicts",
    { personIds: [person.id], meansOfInterventionIds: [february] },
  );
  expect(conflicts.map((conflict) => conflict.type)).toContain("absence");

  // The same file again: nothing changes.
  await hrPage.getByRole("tab", { name: "Imports" }).click();
  await importFile(hrPage, fixed);
  await expect(hrPage.getByText("L'import a réussi.")).toBeVisible();
  const [again] = (
    await hrApi<{
      items: { inserted: number; updated: number; unchanged: number; removed: number }[];
    }>("POST", "TimeAttendance/Imports/search", { kinds: ["absences"], page: 1, pageSize: 1 })
  ).items;
  expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, removed: 0 });

  // The monthly export as XLSX: October and November, read with a spreadsheet library.
  await hrPage.getByRole("tab", { name: "Exports" }).click();
  const monthly = hrPage.getByRole("article", { name: "Export mensuel" });
  const [download] = await Promise.all([
    hrPage.waitForEvent("download"),
    monthly.getByRole("button", { name: "Télécharger en XLSX" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("work-schedules-monthly-2026-10-01_2026-11-30.xlsx");
  const folder = await mkdtemp(path.join(tmpdir(), "releve-e2e-export-"));
  try {
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("No sheet in the export");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = sheet
      .getRows(2, sheet.rowCount - 1)
      ?.map((row) =>
        Object.fromEntries(header.map((column, index) => [column, row.getCell(index + 1).value])),
      );
    if (!rows) throw new Error("No lines in the export");

    // One line per validated participation of employees and volunteers starting in those months.
    const validated = await allPages<Registration>(api, "Registration/search", {
      statuses: ["validated"],
      from: "2026-09-30T00:00:00+02:00",
      to: "2026-12-01T00:00:00+01:00",
    });
    const expected = validated.filter(
      (registration) =>
        ["employee", "volunteer"].includes(registration.person.staffType) &&
        Date.parse(registration.start) >= Date.parse("2026-10-01T00:00:00+02:00") &&
        Date.parse(registration.start) < Date.parse("2026-12-01T00:00:00+01:00"),
    );
    const ids = rows.map((row) => row.registrationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(expected.map((registration) => registration.id).sort());
    for (const registration of expected) {
      const row = rows.find((candidate) => candidate.registrationId === registration.id);
      expect(row).toMatchObject({
        start: instantToWallClock(registration.start, "Europe/Paris"),
        end: instantToWallClock(registration.end, "Europe/Paris"),
        minutes: (Date.parse(registration.end) - Date.parse(registration.start)) / 60_000,
      });
    }
    // The night across the clock change: on the wall clock, nine hours.
    for (const id of nightRegistrations) {
      expect(rows.find((row) => row.registrationId === id)).toMatchObject({
        start: night.start,
        end: night.end,
        minutes: 540,
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await expect(hrPage.getByText("L'export a réussi.")).toBeVisible();
  await context.close();
});

test("the human-resources page passes axe in English and German", async ({ page }) => {
  await signInAs(page, hr, "/human-resources");
  const authorization = await apiToken(page);
  try {
    for (const [language, heading] of [
      ["en", "Time-and-attendance data"],
      ["de", "Zeiterfassungsdaten"],
    ] as const) {
      await putMyProfile(page, authorization, { language });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      for (const tab of await page.getByRole("tab").all()) {
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        expect(await axeViolations(page), `${language}: ${await tab.textContent()}`).toEqual([]);
      }
    }
  } finally {
    await putMyProfile(page, authorization, { language: "fr" });
  }
});

test("an upload by keyboard alone", async ({ page }) => {
  await signInAs(page, hr, "/human-resources");
  const form = page.getByRole("region", { name: "Importer un fichier" });
  // From the page's first stop: the kind, the file's dialog, the button, all by the keyboard.
  const absences = form.getByRole("radio", { name: "Absences" });
  await tabTo(page, absences);
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "Plannings de travail" })).toBeChecked();
  const browse = form.getByRole("button", { name: "Choisir des fichiers" });
  await tabTo(page, browse);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  const line = `E2E-K-${Date.now().toString(36)};RC-000110;2027-02-20T08:00;2027-02-20T16:00`;
  await (await chooser).setFiles({
    name: "planning.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`scheduleId;personId;start;end\n${line}\n`),
  });
  await expect(form.getByText("planning.csv")).toBeVisible();
  await tabTo(page, form.getByRole("button", { name: "Importer" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("L'import a réussi.")).toBeVisible();
});

test("the folder's import runs by hand: without a file it says so, with one it imports it and sets it aside", async ({
  page,
  request,
}) => {
  // The folder the product shares with the time-and-attendance tool (TIME_ATTENDANCE_DIR).
  const folder = path.resolve(import.meta.dirname, "../../.data/e2e/time-attendance");
  const incoming = path.join(folder, "incoming", "work-schedules");
  await rm(incoming, { recursive: true, force: true });
  await signInAs(page, hr, "/automated-jobs");
  const card = page.getByRole("article", { name: "Import des plannings de travail" });
  await card.getByRole("button", { name: "Lancer maintenant" }).click();
  await expect(card.getByRole("status")).toContainText(
    "Aucun fichier d'horaires prédéfinis n'est présent sur le serveur.",
    { timeout: 30_000 },
  );

  // The tool leaves a file: the next run imports it.
  const name = `planning-${Date.now().toString(36)}.csv`;
  await mkdir(incoming, { recursive: true });
  await writeFile(
    path.join(incoming, name),
    `scheduleId;personId;start;end\nE2E-F-${name};RC-000110;2027-02-21T08:00;2027-02-21T16:00\n`,
  );
  await card.getByRole("button", { name: "Lancer maintenant" }).click();
  await expect(card.getByRole("status")).toContainText("Terminée en", { timeout: 30_000 });
  const api = apiAs(request, await apiToken(page), "RH");
  const [latest] = (
    await api<{ items: { source: string; fileName: string; outcome: string; inserted: number }[] }>(
      "POST",
      "TimeAttendance/Imports/search",
      { kinds: ["workSchedules"], page: 1, pageSize: 1 },
    )
  ).items;
  expect(latest).toMatchObject({
    source: "folder",
    fileName: name,
    outcome: "imported",
    inserted: 1,
  });
  expect(await readdir(incoming)).toEqual([]);
  expect((await readdir(path.join(folder, "imported"))).some((file) => file.endsWith(name))).toBe(
    true,
  );
});
