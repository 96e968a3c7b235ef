import { describe, expect, it } from "vitest";
import { insertAlert, uniqueSuffix } from "./support/notices.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const admin = "demo-admin"; // Admin: alert.manage with write
const coordinator = "demo-a"; // A: alert.manage with write
const manager = "demo-b"; // B: no alert.manage
const volunteer = "demo-v";

const hours = (count: number) => new Date(Date.now() + count * 3_600_000);

/** A valid alert form in 2027, on the organisation's wall clock (Europe/Paris). */
function alertForm(overrides: Record<string, unknown> = {}) {
  return {
    level: "warning",
    fromDateTime: "2027-04-04T07:00",
    toDateTime: "2027-04-05T19:00",
    dismissible: false,
    alertTexts: [
      { languageCode: "fr", title: "Exercice régional", text: "Exercice samedi au stade." },
      { languageCode: "en", title: "Regional drill", text: "Drill on Saturday at the stadium." },
      { languageCode: "de", title: "", text: "" },
    ],
    ...overrides,
  };
}

const findingsOf = (body: { data: { findings: unknown[] } }) => body.data.findings;

async function auditOf(subjectId: number) {
  return server.database.db
    .selectFrom("status_change")
    .select(["action", "from_status", "to_status", "changed_by"])
    .where("subject", "=", "alert")
    .where("subject_id", "=", subjectId)
    .orderBy("id")
    .execute();
}

async function personOf(subject: string) {
  const row = await server.database.db
    .selectFrom("user_profile")
    .select("person_id")
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  return row.person_id;
}

describe("current alerts (spec 01 §2, §3)", () => {
  it("shows every signed-in user the active alerts of now, danger first, with their texts", async () => {
    const { db } = server.database;
    const info = await insertAlert(db, { level: "info", from: hours(-2), to: hours(5) });
    const danger = await insertAlert(db, {
      level: "danger",
      from: hours(-1),
      dismissible: false,
      texts: {
        fr: { title: "Plan grand froid", text: "Renforts demandés." },
        de: { title: "Kälteplan", text: "Verstärkung benötigt." },
      },
    });
    const future = await insertAlert(db, { from: hours(2), to: hours(4) });
    const ended = await insertAlert(db, { from: hours(-5), to: hours(-1) });
    const cancelled = await insertAlert(db, { from: hours(-1), isActive: false });

    for (const subject of [volunteer, "demo-rh", admin]) {
      const current = await server.call(subject, "GET", "Alert/GetCurrent");
      expect(current.status).toBe(200);
      const ids = current.body.map((alert: { id: number }) => alert.id);
      expect(ids.filter((id: number) => [info, danger].includes(id))).toEqual([danger, info]);
      for (const hidden of [future, ended, cancelled]) expect(ids).not.toContain(hidden);
    }
    const current = await server.call(volunteer, "GET", "Alert/GetCurrent");
    expect(current.body.find((alert: { id: number }) => alert.id === danger)).toMatchObject({
      level: "danger",
      dismissible: false,
      isActive: true,
      toDateTime: null,
      fromDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/),
      alertTexts: [
        { languageCode: "fr", title: "Plan grand froid", text: "Renforts demandés." },
        { languageCode: "de", title: "Kälteplan", text: "Verstärkung benötigt." },
      ],
    });
  });
});

describe("creating an alert (spec 02 §2, §5)", () => {
  it("creates an active alert with its filled texts, in the audit trail", async () => {
    const created = await server.call(admin, "POST", "Alert/Create", alertForm());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      level: "warning",
      fromDateTime: "2027-04-04T07:00:00+02:00",
      toDateTime: "2027-04-05T19:00:00+02:00",
      dismissible: false,
      isActive: true,
      alertTexts: [
        { languageCode: "fr", title: "Exercice régional", text: "Exercice samedi au stade." },
        { languageCode: "en", title: "Regional drill", text: "Drill on Saturday at the stadium." },
      ],
    });
    expect(await auditOf(created.body.id)).toEqual([
      {
        action: "create",
        from_status: null,
        to_status: "active",
        changed_by: await personOf(admin),
      },
    ]);
  });

  it("creates an alert without end, showing until cancelled", async () => {
    const created = await server.call(
      coordinator,
      "POST",
      "Alert/Create",
      alertForm({ toDateTime: "", level: "info" }),
    );
    expect(created).toMatchObject({ status: 201, body: { level: "info", toDateTime: null } });
  });

  it.each([
    [
      "no text",
      { alertTexts: [{ languageCode: "fr", title: "", text: "" }] },
      { field: "alertTexts", code: "alert.textRequired" },
    ],
    [
      "a title without text",
      {
        alertTexts: [
          { languageCode: "fr", title: "Titre", text: "Texte" },
          { languageCode: "en", title: "Title", text: "" },
        ],
      },
      { field: "alertTexts.1.text", code: "required" },
    ],
    [
      "two texts in one language",
      {
        alertTexts: [
          { languageCode: "fr", title: "Un", text: "Un" },
          { languageCode: "fr", title: "Deux", text: "Deux" },
        ],
      },
      { field: "alertTexts.1.languageCode", code: "value.duplicate" },
    ],
    [
      "an end before the start",
      { toDateTime: "2027-04-04T06:00" },
      { field: "toDateTime", code: "time.endBeforeStart" },
    ],
    [
      // 02:30 does not exist on 28 March 2027 in Paris: it becomes 03:30, after 03:10.
      "a period emptied by the spring-forward gap",
      { fromDateTime: "2027-03-28T02:30", toDateTime: "2027-03-28T03:10" },
      { field: "toDateTime", code: "time.endBeforeStart" },
    ],
    ["an unknown level", { level: "critical" }, { field: "level", code: "value.invalid" }],
    ["a missing start", { fromDateTime: "" }, { field: "fromDateTime", code: "required" }],
    [
      "a start before 1970",
      { fromDateTime: "0001-01-01T08:00" },
      { field: "fromDateTime", code: "date.outOfRange" },
    ],
    [
      "a start that is no date",
      { fromDateTime: "2027-02-30T08:00" },
      { field: "fromDateTime", code: "date.invalid" },
    ],
  ])("refuses %s with the finding", async (_name, overrides, finding) => {
    const refused = await server.call(admin, "POST", "Alert/Create", alertForm(overrides));
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm" },
    });
    expect(findingsOf(refused.body)).toContainEqual(
      expect.objectContaining({ ...finding, severity: "blocking" }),
    );
  });

  it("lets an alert start in the past (a warning only)", async () => {
    const created = await server.call(
      admin,
      "POST",
      "Alert/Create",
      alertForm({ fromDateTime: "2026-01-01T08:00", toDateTime: "" }),
    );
    expect(created.status).toBe(201);
  });

  it("refuses a role without alert.manage, and a role with it read-only", async () => {
    expect(await server.call(manager, "POST", "Alert/Create", alertForm())).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "alert.manage", write: true },
      },
    });
    // The coordinator also holds D, which lacks alert.manage.
    expect(await server.call(coordinator, "POST", "Alert/Create", alertForm(), "D")).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});

describe("reading, editing, cancelling and deleting an alert (spec 01 §4)", () => {
  it("reads an alert; an unknown one is notFound, a non-integer id invalid", async () => {
    const id = await insertAlert(server.database.db, { level: "danger" });
    expect(await server.call(admin, "GET", `Alert/Get/${id}`)).toMatchObject({
      status: 200,
      body: { id, level: "danger", isActive: true },
    });
    expect(await server.call(admin, "GET", "Alert/Get/999999")).toMatchObject({
      status: 404,
      body: { category: "alert", code: "notFound", data: { id: 999999 } },
    });
    expect(await server.call(admin, "GET", "Alert/Get/abc")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
    expect(await server.call(manager, "GET", `Alert/Get/${id}`)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });

  it("edits an active alert, its texts replacing the former ones", async () => {
    const id = await insertAlert(server.database.db, {
      texts: { fr: { title: "Ancien", text: "Ancien texte" }, de: { title: "Alt", text: "Alt" } },
    });
    const edited = await server.call(
      admin,
      "POST",
      "Alert/Update",
      alertForm({
        id,
        level: "danger",
        dismissible: true,
        alertTexts: [{ languageCode: "en", title: "New", text: "New text" }],
      }),
    );
    expect(edited).toMatchObject({
      status: 200,
      body: {
        id,
        level: "danger",
        dismissible: true,
        fromDateTime: "2027-04-04T07:00:00+02:00",
        alertTexts: [{ languageCode: "en", title: "New", text: "New text" }],
      },
    });
    expect((await server.call(admin, "GET", `Alert/Get/${id}`)).body).toEqual(edited.body);
  });

  it("refuses to edit a cancelled, unknown or unnamed alert, or an invalid form", async () => {
    const cancelled = await insertAlert(server.database.db, { isActive: false });
    expect(
      await server.call(admin, "POST", "Alert/Update", alertForm({ id: cancelled })),
    ).toMatchObject({
      status: 409,
      body: {
        category: "alert",
        code: "unexpectedStatus",
        data: { status: "cancelled", action: "edit", allowedFrom: ["active"] },
      },
    });
    expect(
      await server.call(admin, "POST", "Alert/Update", alertForm({ id: 999999 })),
    ).toMatchObject({ status: 404, body: { category: "alert", code: "notFound" } });
    expect(await server.call(admin, "POST", "Alert/Update", alertForm())).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
    const active = await insertAlert(server.database.db);
    const invalid = await server.call(
      admin,
      "POST",
      "Alert/Update",
      alertForm({ id: active, alertTexts: [] }),
    );
    expect(invalid).toMatchObject({ status: 400, body: { code: "invalidForm" } });
    expect(findingsOf(invalid.body)).toContainEqual(
      expect.objectContaining({ field: "alertTexts", code: "alert.textRequired" }),
    );
    expect(
      await server.call(manager, "POST", "Alert/Update", alertForm({ id: active })),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
  });

  it("cancels an alert once: it stops showing and the audit trail records it", async () => {
    const id = await insertAlert(server.database.db, { level: "warning" });
    const cancelled = await server.call(admin, "POST", `Alert/Cancel/${id}`);
    expect(cancelled).toMatchObject({ status: 200, body: { id, isActive: false } });
    expect(await auditOf(id)).toEqual([
      {
        action: "cancel",
        from_status: "active",
        to_status: "cancelled",
        changed_by: await personOf(admin),
      },
    ]);
    const current = await server.call(volunteer, "GET", "Alert/GetCurrent");
    expect(current.body.map((alert: { id: number }) => alert.id)).not.toContain(id);
    expect(await server.call(admin, "POST", `Alert/Cancel/${id}`)).toMatchObject({
      status: 409,
      body: { category: "alert", code: "unexpectedStatus", data: { status: "cancelled" } },
    });
    expect(await server.call(admin, "POST", "Alert/Cancel/999999")).toMatchObject({
      status: 404,
      body: { category: "alert", code: "notFound" },
    });
    expect(await server.call(manager, "POST", `Alert/Cancel/${id}`)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });

  it("deletes an alert, active or cancelled, with its texts", async () => {
    const { db } = server.database;
    for (const isActive of [true, false]) {
      const id = await insertAlert(db, { isActive });
      expect(await server.call(coordinator, "DELETE", `Alert/Delete/${id}`)).toEqual({
        status: 204,
        body: null,
      });
      expect((await server.call(admin, "GET", `Alert/Get/${id}`)).status).toBe(404);
      const texts = await db
        .selectFrom("alert_text")
        .select("alert_id")
        .where("alert_id", "=", id)
        .execute();
      expect(texts).toEqual([]);
      expect(await auditOf(id)).toEqual([
        {
          action: "delete",
          from_status: isActive ? "active" : "cancelled",
          to_status: "deleted",
          changed_by: await personOf(coordinator),
        },
      ]);
    }
    expect(await server.call(admin, "DELETE", "Alert/Delete/999999")).toMatchObject({
      status: 404,
      body: { category: "alert", code: "notFound" },
    });
    const id = await insertAlert(db);
    expect(await server.call(manager, "DELETE", `Alert/Delete/${id}`)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});

describe("searching alerts (decision 006)", () => {
  it("filters by level, status, period and text, and sorts by severity", async () => {
    const { db } = server.database;
    const word = uniqueSuffix();
    const text = (title: string) => ({ fr: { title, text: `Consigne ${word}` } });
    const danger = await insertAlert(db, {
      level: "danger",
      from: "2030-01-10T08:00:00Z",
      to: "2030-01-20T08:00:00Z",
      texts: text("Crue"),
    });
    const info = await insertAlert(db, {
      level: "info",
      from: "2030-01-05T08:00:00Z",
      texts: { en: { title: `100%_${word}`, text: "Wildcards" } },
    });
    const warning = await insertAlert(db, {
      level: "warning",
      from: "2030-02-01T08:00:00Z",
      to: "2030-02-02T08:00:00Z",
      isActive: false,
      texts: text("Grève"),
    });
    const search = async (criteria: Record<string, unknown>) => {
      const answer = await server.call(admin, "POST", "Alert/search", {
        pageSize: 100,
        ...criteria,
      });
      expect(answer.status).toBe(200);
      return answer.body.items.map((alert: { id: number }) => alert.id);
    };
    const mine = (ids: number[]) => ids.filter((id) => [danger, info, warning].includes(id));

    expect(mine(await search({ text: word.toUpperCase() }))).toEqual([warning, danger, info]);
    expect(await search({ text: `100%_${word}` })).toEqual([info]);
    // Wildcards are searched literally: "%" finds the one text holding a "%", not every alert.
    expect(mine(await search({ text: "%" }))).toEqual([info]);
    expect(mine(await search({ text: word, level: ["danger", "warning"] }))).toEqual([
      warning,
      danger,
    ]);
    expect(mine(await search({ text: word, isActive: false }))).toEqual([warning]);
    expect(
      mine(await search({ from: "2030-01-15T00:00:00Z", to: "2030-01-16T00:00:00Z" })),
    ).toEqual([danger, info]);
    expect(mine(await search({ text: word, sort: { field: "level", direction: "asc" } }))).toEqual([
      danger,
      warning,
      info,
    ]);
    expect(
      mine(await search({ text: word, sort: { field: "toDateTime", direction: "asc" } })),
    ).toEqual([danger, warning, info]);

    // The extremes of the instants a client may send are read, not crashed on.
    expect(mine(await search({ text: word, from: "0000-01-01T00:00:00Z" }))).toHaveLength(3);
    expect(mine(await search({ text: word, to: "9999-12-31T23:59:59+14:00" }))).toHaveLength(3);

    const firstPage = await server.call(admin, "POST", "Alert/search", {
      text: word,
      pageSize: 2,
      page: 2,
    });
    expect(firstPage.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(firstPage.body.items).toHaveLength(1);
  });

  it.each([
    [{ level: ["critical"] }],
    [{ isActive: "yes" }],
    [{ from: "tomorrow" }],
    [{ from: "2030-01-01T00:00:00,5Z" }],
    [{ pageSize: 500 }],
    [{ sort: { field: "title", direction: "asc" } }],
  ])("refuses the criteria %o as an invalid request", async (criteria) => {
    expect(await server.call(admin, "POST", "Alert/search", criteria)).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });

  it("is refused to a role without alert.manage", async () => {
    expect(await server.call(volunteer, "POST", "Alert/search", {})).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { feature: "alert.manage" } },
    });
  });
});
