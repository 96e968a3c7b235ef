import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Refusal } from "@releve/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobQueue } from "../src/platform/job-queue.js";
import { folderConnector } from "../src/subjects/time-attendance/connector.js";
import { timeAttendanceJobs } from "../src/subjects/time-attendance/jobs.js";
import { demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
/** The time-and-attendance jobs create no task: they are given no queue. */
const noQueue = {} as JobQueue;
const hr = "demo-rh"; // Isabelle GARNIER, RH

/** A CSV file as the time-and-attendance tool writes it. */
const csv = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
const absencesHeader = "absenceId;personId;type;start;end;status";

function fileForm(name: string, content: string | Buffer) {
  const form = new FormData();
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

const upload = (kind: string, name: string, content: string | Buffer) =>
  server.call(hr, "POST", `TimeAttendance/Import/${kind}`, fileForm(name, content));

const absencesOf = (text: string) =>
  server.call(hr, "POST", "TimeAttendance/Absences/search", {
    text,
    from: "2031-01-01T00:00:00+01:00",
    sort: { field: "start", direction: "asc" },
  });

describe("importing absences (decisions 027, 028)", () => {
  const good = [
    absencesHeader,
    "T-ABS-1;RC-000101;FULL;2031-03-10;2031-03-12;approved",
    "T-ABS-2;RC-000101;PART;2031-03-20T08:00;2031-03-20T12:00;pending",
    "T-ABS-3;RC-000102;FULL;2031-03-15;2031-03-15;approved",
  ];

  it("refuses a file with a bad line, naming it, and writes nothing", async () => {
    const bad = [...good];
    bad[2] = "T-ABS-2;RC-000101;PART;2031-03-20T08:00;2031-02-30T12:00;pending";
    bad.push("T-ABS-4;RC-999999;FULL;2031-03-01;2031-03-01;approved");
    const refused = await upload("absences", "absences-mars.csv", csv(bad));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ category: "importExport", code: "importError" });
    expect(refused.body.data).toMatchObject({
      kind: "absences",
      refused: 2,
      refusals: [
        {
          line: 3,
          code: "invalidValue",
          column: "end",
          value: "2031-02-30T12:00",
          otherLine: null,
        },
        { line: 5, code: "unknownPerson", column: "personId", value: "RC-999999", otherLine: null },
      ],
    });
    expect((await absencesOf("RC-000101")).body.total).toBe(0);
    // The import is in the history, refused, its lines downloadable.
    const recorded = await server.call(
      hr,
      "GET",
      `TimeAttendance/Imports/${refused.body.data.importId}`,
    );
    expect(recorded.body).toMatchObject({
      outcome: "refused",
      source: "upload",
      fileName: "absences-mars.csv",
      lines: 4,
      refused: 2,
      requestedBy: { firstName: "Isabelle", lastName: "Garnier" },
    });
    const lines = await server.call(
      hr,
      "GET",
      `TimeAttendance/Imports/${refused.body.data.importId}/Refusals`,
    );
    expect(lines.status).toBe(200);
    expect(lines.body.toString("utf8")).toBe(
      "\uFEFFline;code;column;value;otherLine\n3;invalidValue;end;2031-02-30T12:00;\n5;unknownPerson;personId;RC-999999;\n",
    );
  });

  it("imports every line of a good file, then changes nothing when it comes again", async () => {
    const first = await upload("absences", "absences-mars.csv", csv(good));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      outcome: "imported",
      lines: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      removed: 0,
      refused: 0,
      periodStart: "2031-03-10T00:00:00+01:00",
      periodEnd: "2031-03-20T12:00:00+01:00",
    });
    const held = await absencesOf("RC-000101");
    expect(held.body.items).toMatchObject([
      {
        type: "FULL",
        start: "2031-03-10T00:00:00+01:00",
        end: "2031-03-13T00:00:00+01:00",
        pending: false,
        externalId: "T-ABS-1",
        person: { personIdCentralDb: "RC-000101" },
      },
      {
        type: "PART",
        start: "2031-03-20T08:00:00+01:00",
        end: "2031-03-20T12:00:00+01:00",
        pending: true,
        externalId: "T-ABS-2",
      },
    ]);
    const again = await upload("absences", "absences-mars.csv", csv(good));
    expect(again.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, removed: 0 });
    expect((await absencesOf("RC-000101")).body.items).toEqual(held.body.items);
  });

  it("replaces the file's period: a changed line is updated, a line gone is removed", async () => {
    const next = [
      absencesHeader,
      // Approved now, and a day shorter; T-ABS-2 is no longer in the tool.
      "T-ABS-1;RC-000101;FULL;2031-03-10;2031-03-11;approved",
      "T-ABS-3;RC-000102;FULL;2031-03-15;2031-03-15;approved",
      "T-ABS-5;RC-000103;PART;2031-03-18T14:00;2031-03-18T18:00;approved",
      "T-ABS-6;RC-000103;FULL;2031-03-25;2031-03-25;approved",
    ];
    const replaced = await upload("absences", "absences-mars-v2.csv", csv(next));
    expect(replaced.body).toMatchObject({ inserted: 2, updated: 1, unchanged: 1, removed: 1 });
    const held = await absencesOf("RC-000101");
    expect(held.body.items.map((item: { externalId: string }) => item.externalId)).toEqual([
      "T-ABS-1",
    ]);
    expect(held.body.items[0].end).toBe("2031-03-12T00:00:00+01:00");
  });

  it("feeds the registration conflicts at once: a manager assigning the person meets the absence", async () => {
    const db = server.database.db;
    const { paris15, publicEvent } = await demoPlaces(db);
    // The test means runs on 10 March 2027, 08:00–20:00.
    const means = await insertMeans(
      db,
      await insertActivity(db, { entityId: paris15, activityId: publicEvent, status: "public" }),
      "public",
    );
    const imported = await upload(
      "absences",
      "absences-2027-03-10.csv",
      csv([absencesHeader, "T-C-1;RC-000105;FULL;2027-03-10;2027-03-10;approved"]),
    );
    expect(imported.body).toMatchObject({ outcome: "imported", inserted: 1 });
    const person = await db
      .selectFrom("person")
      .select("id")
      .where("person_id_central_db", "=", "RC-000105")
      .executeTakeFirstOrThrow();
    const { body } = await server.call(
      "demo-admin",
      "POST",
      "Registration/Conflicts",
      {
        personIds: [person.id],
        meansOfInterventionIds: [means],
      },
      "Admin",
    );
    expect(body.conflicts).toContainEqual(
      expect.objectContaining({
        type: "absence",
        personId: person.id,
        meansOfInterventionId: means,
      }),
    );
  });

  it("writes two uploads of one file at once one after the other: added once, then unchanged", async () => {
    const file = csv([absencesHeader, "T-P-1;RC-000107;FULL;2031-06-01;2031-06-02;approved"]);
    const answers = await Promise.all([
      upload("absences", "a.csv", file),
      upload("absences", "b.csv", file),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.inserted).sort()).toEqual([0, 1]);
    expect((await absencesOf("RC-000107")).body.total).toBe(1);
  });

  it("names the other line of an id met twice and of a person's overlapping lines", async () => {
    const refused = await upload(
      "absences",
      "doubles.csv",
      csv([
        "personId,absenceId,start,end,type,status,note",
        "RC-000104,T-D-1,2031-05-01T08:00,2031-05-01T18:00,FULL,approved,x",
        "RC-000104,T-D-2,2031-05-01T12:00,2031-05-01T14:00,PART,approved,",
        "RC-000105,T-D-1,2031-05-02,2031-05-02,FULL,approved,",
      ]),
    );
    expect(refused.body.data.refusals).toEqual([
      { line: 3, code: "overlap", column: null, value: null, otherLine: 2 },
      { line: 4, code: "duplicateId", column: "absenceId", value: "T-D-1", otherLine: 2 },
    ]);
  });

  it("refuses a file whose header lacks a column, or that is no table at all", async () => {
    const missing = await upload("absences", "a.csv", csv(["absenceId;personId;type;start;end"]));
    expect(missing.body.data).toMatchObject({
      refused: 0,
      fileError: { code: "missingColumn", column: "status", max: null },
    });
    const broken = await upload("absences", "b.xlsx", Buffer.from("PK\u0003\u0004 not a zip"));
    expect(broken.body.data.fileError).toMatchObject({ code: "unreadable" });
    const empty = await upload("absences", "c.csv", "");
    expect(empty.body.data.fileError).toMatchObject({ code: "missingColumn", column: "absenceId" });
  });

  it("reads a workbook's first sheet, typed dates included", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Absences");
    sheet.addRow(["absenceId", "personId", "type", "start", "end", "status"]);
    sheet.addRow([
      "T-X-1",
      "RC-000106",
      "FULL",
      new Date(Date.UTC(2031, 6, 1)),
      "2031-07-03",
      "approved",
    ]);
    sheet.addRow([
      "T-X-2",
      "RC-000106",
      "PART",
      "2031-07-10T08:00",
      new Date(Date.UTC(2031, 6, 10, 12, 30)),
      "pending",
    ]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await upload("absences", "absences.xlsx", buffer);
    expect(imported.body).toMatchObject({ outcome: "imported", inserted: 2 });
    const held = await absencesOf("RC-000106");
    expect(held.body.items).toMatchObject([
      { start: "2031-07-01T00:00:00+02:00", end: "2031-07-04T00:00:00+02:00" },
      { start: "2031-07-10T08:00:00+02:00", end: "2031-07-10T12:30:00+02:00", pending: true },
    ]);
  });

  it("imports work schedules the same way", async () => {
    const imported = await upload(
      "workSchedules",
      "planning.csv",
      csv(["scheduleId;personId;start;end", "T-PL-1;RC-000107;2031-04-01T22:00;2031-04-02T06:00"]),
    );
    expect(imported.body).toMatchObject({ kind: "workSchedules", inserted: 1 });
    const held = await server.call(hr, "POST", "TimeAttendance/WorkSchedules/search", {
      text: "RC-000107",
      from: "2031-01-01T00:00:00+01:00",
    });
    expect(held.body.items).toMatchObject([
      {
        start: "2031-04-01T22:00:00+02:00",
        end: "2031-04-02T06:00:00+02:00",
        externalId: "T-PL-1",
      },
    ]);
  });

  it("lists the imports newest first, by kind and outcome", async () => {
    const refused = await server.call(hr, "POST", "TimeAttendance/Imports/search", {
      kinds: ["absences"],
      outcomes: ["refused"],
    });
    expect(refused.body.total).toBeGreaterThanOrEqual(4);
    expect(
      refused.body.items.every((item: { outcome: string }) => item.outcome === "refused"),
    ).toBe(true);
    const byName = await server.call(hr, "POST", "TimeAttendance/Absences/search", {
      from: "2031-01-01T00:00:00+01:00",
      origins: ["imported"],
      sort: { field: "lastName", direction: "asc" },
    });
    const names = byName.body.items.map(
      (item: { person: { lastName: string } }) => item.person.lastName,
    );
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "fr")));
    const missing = await server.call(hr, "GET", "TimeAttendance/Imports/2000000000");
    expect(missing).toMatchObject({
      status: 404,
      body: { category: "importExport", code: "notFound" },
    });
    const badKind = await upload("payslips", "x.csv", "a");
    expect(badKind.status).toBe(400);
  });
});

describe("the work-schedule export (spec 02 §9)", () => {
  it("holds the month's validated participations, on the wall clock across the autumn change", async () => {
    const db = server.database.db;
    const { paris15, publicEvent } = await demoPlaces(db);
    const activity = await insertActivity(db, {
      entityId: paris15,
      activityId: publicEvent,
      title: "Nuit de la Toussaint",
      status: "public",
    });
    const means = await insertMeans(db, activity, "public");
    const person = await db
      .selectFrom("person")
      .select("id")
      .where("person_id_central_db", "=", "RC-000104")
      .executeTakeFirstOrThrow();
    const registration = await db
      .insertInto("registration")
      .values({
        person_id: person.id,
        means_of_intervention_id: means,
        status: "validated",
        // 22:00 on 30 October to 06:00 on 31 October 2027, Paris: nine hours.
        start_at: "2027-10-30T20:00:00Z",
        end_at: "2027-10-31T05:00:00Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Exported on 5 November 2027: October and November.
    const clock = new Date("2027-11-05T09:00:00Z");
    const folder = await mkdtemp(path.join(tmpdir(), "releve-export-"));
    try {
      const [, , , monthly] = timeAttendanceJobs(folderConnector(folder), "Europe/Paris");
      const counts = await monthly?.run({
        db,
        now: clock,
        queue: noQueue,
        runId: "1",
        requestedBy: null,
      });
      expect(counts?.lines).toBeGreaterThanOrEqual(1);
      const files = (await readdir(path.join(folder, "exports"))).sort();
      expect(files).toEqual([
        "work-schedules-monthly-2027-10-01_2027-11-30.csv",
        "work-schedules-monthly-2027-10-01_2027-11-30.xlsx",
      ]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(path.join(folder, "exports", files[1] ?? ""));
      const sheet = workbook.worksheets[0];
      const header = sheet?.getRow(1).values;
      expect(header).toEqual([
        undefined,
        "personId",
        "lastName",
        "firstName",
        "staffType",
        "registrationId",
        "meansOfInterventionId",
        "operationalActivity",
        "start",
        "end",
        "minutes",
      ]);
      const rows: unknown[][] = [];
      sheet?.eachRow((row, number) => {
        if (number > 1) rows.push((row.values as unknown[]).slice(1));
      });
      expect(rows).toContainEqual([
        "RC-000104",
        expect.any(String),
        expect.any(String),
        expect.any(String),
        registration.id,
        means,
        "Nuit de la Toussaint",
        "2027-10-30T22:00",
        "2027-10-31T06:00",
        540,
      ]);
      const text = await readFile(path.join(folder, "exports", files[0] ?? ""), "utf8");
      expect(text).toContain(
        `;${registration.id};${means};Nuit de la Toussaint;2027-10-30T22:00;2027-10-31T06:00;540`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("downloads an export as CSV or XLSX and records it", async () => {
    const csvFile = await server.call(hr, "GET", "TimeAttendance/Export/daily/csv");
    expect(csvFile.status).toBe(200);
    expect(csvFile.body.toString("utf8")).toMatch(/^\uFEFFpersonId;lastName;firstName;staffType;/);
    const xlsx = await server.call(hr, "GET", "TimeAttendance/Export/monthly/xlsx");
    expect(xlsx.status).toBe(200);
    expect(xlsx.body.subarray(0, 2).toString()).toBe("PK");
    const made = await server.call(hr, "POST", "TimeAttendance/Exports/search", {
      destinations: ["download"],
    });
    expect(made.body.items.slice(0, 2)).toMatchObject([
      { kind: "monthly", format: "xlsx", requestedBy: { lastName: "Garnier" } },
      { kind: "daily", format: "csv" },
    ]);
    const wrong = await server.call(hr, "GET", "TimeAttendance/Export/weekly/csv");
    expect(wrong.status).toBe(400);
  });
});

describe("the exchange folder's jobs", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "releve-folder-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("import each file left in the folder, setting it aside as imported or refused", async () => {
    const connector = folderConnector(folder);
    const [absences] = timeAttendanceJobs(connector, "Europe/Paris");
    const incoming = path.join(folder, "incoming", "absences");
    await mkdir(incoming, { recursive: true });
    await writeFile(
      path.join(incoming, "1-good.csv"),
      csv([absencesHeader, "T-F-1;RC-000108;FULL;2031-09-01;2031-09-02;approved"]),
    );
    await writeFile(path.join(incoming, "2-bad.csv"), csv([absencesHeader, "T-F-2;;FULL;x;y;z"]));
    const run = await server.database.db
      .insertInto("job_run")
      .values({ job: "absencesImport", trigger: "schedule" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const context = { db: server.database.db, now: new Date(), queue: noQueue, runId: run.id };
    const counts = await absences?.run({ ...context, requestedBy: null });
    expect(counts).toEqual({ files: 2, imported: 1, refused: 1, lines: 2 });
    expect(await readdir(incoming)).toEqual([]);
    expect((await readdir(path.join(folder, "imported")))[0]).toMatch(/-1-good\.csv$/);
    expect((await readdir(path.join(folder, "refused")))[0]).toMatch(/-2-bad\.csv$/);
    // Nothing left: on its schedule the run counts nothing, by hand it says there is no file.
    expect(await absences?.run({ ...context, requestedBy: null })).toMatchObject({ files: 0 });
    const byHand = absences?.run({ ...context, requestedBy: 1 });
    await expect(byHand).rejects.toBeInstanceOf(Refusal);
    await expect(byHand).rejects.toMatchObject({
      error: { category: "importExport", code: "noPredefinedScheduleFile" },
    });
  });
});
