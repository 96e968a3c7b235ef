import { beforeAll, describe, expect, it } from "vitest";
import { insertReleaseVersion } from "./support/notices.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const volunteer = "demo-v"; // reads in English (set below)
const employee = "demo-s"; // reads in French, the default

const label = (fr: string, en: string, de: string) => ({ fr, en, de });
let older: number;
let newer: number;
let newest: number;

beforeAll(async () => {
  const { db } = server.database;
  await db
    .updateTable("user_profile")
    .set({ language: "en" })
    .where("subject", "=", volunteer)
    .execute();
  older = await insertReleaseVersion(db, {
    number: "2.0.0",
    releasedAt: "2030-01-10T09:00:00Z",
    description: "Planification",
    notes: [[label("Activités", "Activities", "Einsätze"), label("Texte", "Text", "Text"), 1]],
  });
  newer = await insertReleaseVersion(db, {
    number: "2.1.0",
    releasedAt: "2030-03-01T09:00:00Z",
    description: "Renforts",
    notes: [
      [label("Second", "Second", "Zweite"), label("B", "B", "B"), 2],
      [label("Premier", "First", "Erste"), label("A", "A", "A"), 1],
      // A note not yet translated into English reads in French.
      [
        { fr: "Troisième", de: "Dritte" } as ReturnType<typeof label>,
        { fr: "C", de: "C" } as ReturnType<typeof label>,
        3,
      ],
    ],
  });
  newest = await insertReleaseVersion(db, {
    number: "2.2.0",
    releasedAt: "2030-06-01T09:00:00Z",
    description: "Alertes",
  });
});

const numbersOf = (versions: { number: string }[]) => versions.map((version) => version.number);

describe("latest releases (spec 01 §1, spec 02 §7)", () => {
  it("answers every version, newest first, without a last seen release date", async () => {
    for (const body of [
      undefined,
      {},
      { lastSeenReleaseDate: null },
      { lastSeenReleaseDate: "0000-01-01T00:00:00Z" },
    ]) {
      const latest = await server.call(volunteer, "POST", "Monitoring/GetLatestReleases", body);
      expect(latest.status).toBe(200);
      expect(numbersOf(latest.body)).toEqual(["2.2.0", "2.1.0", "2.0.0"]);
    }
  });

  it("answers the versions released after the last seen release date, notes in order", async () => {
    const latest = await server.call(volunteer, "POST", "Monitoring/GetLatestReleases", {
      lastSeenReleaseDate: "2030-01-10T10:00:00+01:00",
    });
    expect(latest).toMatchObject({ status: 200 });
    expect(latest.body).toEqual([
      {
        id: newest,
        number: "2.2.0",
        date: "2030-06-01T11:00:00+02:00",
        description: "Alertes",
        releaseNotes: [],
      },
      {
        id: newer,
        number: "2.1.0",
        date: "2030-03-01T10:00:00+01:00",
        description: "Renforts",
        releaseNotes: [
          { title: "First", text: "A", sortOrder: 1 },
          { title: "Second", text: "B", sortOrder: 2 },
          { title: "Troisième", text: "C", sortOrder: 3 },
        ],
      },
    ]);
  });

  it("leaves out the version released at the last seen release date itself", async () => {
    const latest = await server.call(employee, "POST", "Monitoring/GetLatestReleases", {
      lastSeenReleaseDate: "2030-06-01T09:00:00Z",
    });
    expect(latest).toEqual({ status: 200, body: [] });
  });

  it("speaks the reader's language", async () => {
    const latest = await server.call(employee, "POST", "Monitoring/GetLatestReleases", {
      lastSeenReleaseDate: "2030-02-01T00:00:00Z",
    });
    expect(latest.body[1].releaseNotes.map((note: { title: string }) => note.title)).toEqual([
      "Premier",
      "Second",
      "Troisième",
    ]);
  });

  it.each([
    [{ lastSeenReleaseDate: "yesterday" }],
    [{ lastSeenReleaseDate: "2030-01-10" }],
    [{ lastSeenReleaseDate: "2030-01-10T10:00:00,5Z" }],
    [{ lastSeenReleaseDate: 1_700_000_000 }],
    [{ lastSeenReleaseDate: ["2030-01-10T10:00:00Z"] }],
  ])("refuses the filter %o as an invalid request", async (body) => {
    expect(
      await server.call(volunteer, "POST", "Monitoring/GetLatestReleases", body),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });

  it("needs a signed-in user", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/Monitoring/GetLatestReleases",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ category: "authentication" });
  });
});

describe("the release-notes page", () => {
  it("lists every version with its notes, newest first, for any role", async () => {
    for (const subject of [volunteer, "demo-rh", "demo-admin"]) {
      const versions = await server.call(subject, "GET", "ReleaseVersion");
      expect(versions.status).toBe(200);
      expect(versions.body.map((version: { id: number }) => version.id)).toEqual([
        newest,
        newer,
        older,
      ]);
    }
  });

  it("reads one version; an unknown one is releaseNotes.notFound", async () => {
    expect(await server.call(volunteer, "GET", `ReleaseVersion/${older}`)).toEqual({
      status: 200,
      body: {
        id: older,
        number: "2.0.0",
        date: "2030-01-10T10:00:00+01:00",
        description: "Planification",
        releaseNotes: [{ title: "Activities", text: "Text", sortOrder: 1 }],
      },
    });
    expect(await server.call(volunteer, "GET", "ReleaseVersion/999999")).toMatchObject({
      status: 404,
      body: { category: "releaseNotes", code: "notFound", data: { id: 999999 } },
    });
    expect(await server.call(volunteer, "GET", "ReleaseVersion/1.2")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
  });
});
