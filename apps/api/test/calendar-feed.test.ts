import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createMeansAt,
  fieldStaffUsers,
  insertRegistration,
  type RegistrationCast,
  useRegistrationCast,
} from "./support/registration-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const cast: RegistrationCast = useRegistrationCast(server);

/** A day `offset` days from today (the feed serves a month back and a year ahead). */
const dayFromNow = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The feed of an address, read as a calendar does: no token, no cookie. */
async function subscribe(url: string) {
  const response = await server.app.inject({ method: "GET", url: new URL(url).pathname });
  return response;
}

function eventsOf(document: string) {
  const calendar = new ICAL.Component(ICAL.parse(document));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: String(event.getFirstPropertyValue("uid")),
    summary: String(event.getFirstPropertyValue("summary")),
    status: String(event.getFirstPropertyValue("status")),
    description: String(event.getFirstPropertyValue("description")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    sequence: Number(event.getFirstPropertyValue("sequence")),
  }));
}

let volunteer: { subject: string; personId: number };
let other: { subject: string; personId: number };
const registrations: Record<string, number> = {};
let validatedMeans: { meansId: number; start: string; end: string };

beforeAll(async () => {
  const { db } = server.database;
  [volunteer, other] = (await fieldStaffUsers(db, [cast.inScope.activityId], 2)) as [
    { subject: string; personId: number },
    { subject: string; personId: number },
  ];
  const statuses = [
    ["validated", false, 10],
    ["proposed", true, 11],
    ["pending", false, 12],
    ["cancelled", false, 13],
    ["unregistered", false, 14],
    ["tooFar", false, 400],
    ["tooOld", false, -40],
  ] as const;
  for (const [name, isProposed, offset] of statuses) {
    const means = await createMeansAt(db, cast.inScope, { day: dayFromNow(offset) });
    if (name === "validated") validatedMeans = means;
    await db
      .updateTable("means_of_intervention")
      .set({
        ultimate_start_at: new Date(Date.parse(means.start) - 1_800_000),
        ultimate_end_at: new Date(Date.parse(means.end) + 1_800_000),
      })
      .where("id", "=", means.meansId)
      .execute();
    const status =
      name === "proposed" || name === "tooFar" || name === "tooOld"
        ? "pending"
        : name === "validated"
          ? "validated"
          : name;
    registrations[name] = await insertRegistration(db, {
      person_id: volunteer.personId,
      means_of_intervention_id: means.meansId,
      status,
      is_proposed: isProposed,
    });
  }
  // Another person's registration on the same means: never in her feed.
  registrations.others = await insertRegistration(db, {
    person_id: other.personId,
    means_of_intervention_id: validatedMeans.meansId,
    status: "validated",
  });
});

describe("a person's calendar feed", () => {
  it("has no address until the person makes one", async () => {
    const read = await server.call(volunteer.subject, "GET", "UserProfile/MyCalendarFeed");
    expect(read).toEqual({ status: 200, body: { feed: null } });
  });

  it("serves her registrations of the window, with their status, rendezvous and return, to a client without any token", async () => {
    const created = await server.call(volunteer.subject, "POST", "UserProfile/MyCalendarFeed");
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(
      /^https:\/\/localhost:8443\/api\/CalendarFeed\/[A-Za-z0-9_-]{43}$/,
    );
    // Only the token's hash is kept.
    const token = String(created.body.url).split("/").pop() ?? "";
    const stored = await server.database.db
      .selectFrom("calendar_feed")
      .select("token_hash")
      .where("person_id", "=", volunteer.personId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const response = await subscribe(created.body.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const events = eventsOf(response.body);
    expect(events.map((event) => [event.uid, event.status, event.summary.split("]")[0]])).toEqual([
      [`registration-${registrations.validated}@localhost`, "CONFIRMED", "[Validée"],
      [`registration-${registrations.proposed}@localhost`, "TENTATIVE", "[Proposée"],
      [`registration-${registrations.pending}@localhost`, "TENTATIVE", "[En attente"],
      [`registration-${registrations.cancelled}@localhost`, "CANCELLED", "[Annulée"],
    ]);
    const validated = events[0];
    expect(validated?.start).toBe(validatedMeans.start);
    expect(validated?.end).toBe(validatedMeans.end);
    expect(validated?.summary).toMatch(/^\[Validée\] .+ — Poste de secours du /);
    // The means' rendezvous (half an hour before) and return (half an hour after), Paris time.
    const paris = (at: number) =>
      new Intl.DateTimeFormat("fr", {
        timeZone: "Europe/Paris",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(at);
    const lines = validated?.description.split("\n") ?? [];
    expect(lines.find((line) => line.startsWith("Rendez-vous\u00a0: "))).toContain(
      paris(Date.parse(validatedMeans.start) - 1_800_000),
    );
    expect(lines.find((line) => line.startsWith("Retour\u00a0: "))).toContain(
      paris(Date.parse(validatedMeans.end) + 1_800_000),
    );
    expect(lines.at(-1)).toBe(
      `https://localhost:8443/means-of-intervention-detail-page/${validatedMeans.meansId}`,
    );

    const read = await server.call(volunteer.subject, "GET", "UserProfile/MyCalendarFeed");
    expect(read.body.feed.createdAt).toBe(created.body.createdAt);
    expect(read.body.feed.lastReadAt).not.toBeNull();
  });

  it("follows her registrations at the next read, in her language", async () => {
    const { db } = server.database;
    const created = await server.call(volunteer.subject, "POST", "UserProfile/MyCalendarFeed");
    const before = eventsOf((await subscribe(created.body.url)).body);
    await db
      .updateTable("registration")
      .set({ status: "validated", is_proposed: false, version: (eb) => eb("version", "+", 1) })
      .where("id", "=", registrations.proposed ?? 0)
      .execute();
    await db
      .updateTable("registration")
      .set({ status: "unregistered" })
      .where("id", "=", registrations.pending ?? 0)
      .execute();
    await db
      .updateTable("user_profile")
      .set({ language: "de" })
      .where("subject", "=", volunteer.subject)
      .execute();
    const after = eventsOf((await subscribe(created.body.url)).body);
    const proposedUid = `registration-${registrations.proposed}@localhost`;
    const was = before.find((event) => event.uid === proposedUid);
    const now = after.find((event) => event.uid === proposedUid);
    expect(now?.status).toBe("CONFIRMED");
    expect(now?.summary).toMatch(/^\[Bestätigt\] /);
    expect(now?.sequence).toBeGreaterThan(was?.sequence ?? Number.POSITIVE_INFINITY);
    expect(after.map((event) => event.uid)).not.toContain(
      `registration-${registrations.pending}@localhost`,
    );
    expect(after[0]?.description).toContain("Treffzeit: ");
  });

  it("answers 404 once revoked or replaced, and a token never reads another person's feed", async () => {
    const first = await server.call(volunteer.subject, "POST", "UserProfile/MyCalendarFeed");
    const second = await server.call(volunteer.subject, "POST", "UserProfile/MyCalendarFeed");
    expect(first.body.url).not.toBe(second.body.url);
    // The first address is replaced: it names nothing any more.
    const replaced = await subscribe(first.body.url);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toMatchObject({ category: "unknown", code: "routeNotFound" });

    const theirs = await server.call(other.subject, "POST", "UserProfile/MyCalendarFeed");
    const theirEvents = eventsOf((await subscribe(theirs.body.url)).body);
    expect(theirEvents.map((event) => event.uid)).toEqual([
      `registration-${registrations.others}@localhost`,
    ]);

    const revoked = await server.call(volunteer.subject, "DELETE", "UserProfile/MyCalendarFeed");
    expect(revoked.status).toBe(204);
    expect((await subscribe(second.body.url)).statusCode).toBe(404);
    expect(
      (await server.call(volunteer.subject, "GET", "UserProfile/MyCalendarFeed")).body,
    ).toEqual({
      feed: null,
    });
    // Hers is gone; theirs still answers.
    expect((await subscribe(theirs.body.url)).statusCode).toBe(200);
  });

  it("answers a malformed or unknown token as an unknown address", async () => {
    for (const token of ["short", "A".repeat(43), "%00".repeat(20), "é".repeat(43)]) {
      const response = await server.app.inject({
        method: "GET",
        url: `/api/CalendarFeed/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toMatchObject({ category: "unknown", code: "routeNotFound" });
    }
  });
});
