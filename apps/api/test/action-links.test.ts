import { beforeAll, describe, expect, it } from "vitest";
import { createActionLinks } from "../src/subjects/notifications/action-links.js";
import { linkedRegistration } from "./support/notification-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();

let place: { entityId: number; activityId: number };

beforeAll(async () => {
  const db = server.database.db;
  const entity = await db.selectFrom("entity").select("id").limit(1).executeTakeFirstOrThrow();
  const activity = await db.selectFrom("activity").select("id").limit(1).executeTakeFirstOrThrow();
  place = { entityId: entity.id, activityId: activity.id };
});

/** A call without any token, as the feedback page makes it. */
function anonymous(method: "GET" | "POST", token: string) {
  return server.app.inject({
    method,
    url: `/api/Notification/ActionLink/${token}`,
    headers: { host: "localhost:8443" },
  });
}

describe("e-mail action links", () => {
  it("point at the feedback page with an unguessable token", async () => {
    const { links, confirm, decline } = await linkedRegistration(server.database.db, place);
    expect(links.confirm).toMatch(/^https:\/\/localhost:8443\/notification-feedback\?token=/);
    expect(confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirm).not.toBe(decline);
    // Only hashes are kept.
    const stored = await server.database.db
      .selectFrom("action_link")
      .select("token_hash")
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(confirm);
  });

  it("answer without signing in, once: the answer lands on the registration and its history, the pair is spent", async () => {
    const { registrationId, personId, confirm, decline } = await linkedRegistration(
      server.database.db,
      place,
    );
    const read = await anonymous("GET", decline);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ answer: "declined", expiresAt: "2027-03-10T07:00:00.000Z" });

    const answered = await anonymous("POST", decline);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ answer: "declined" });
    const row = await server.database.db
      .selectFrom("registration")
      .select(["status", "feedback", "feedback_at"])
      .where("id", "=", registrationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "validated", feedback: "declined" });
    expect(row.feedback_at).not.toBeNull();
    const history = await server.database.db
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status", "changed_by"])
      .where("subject", "=", "registration")
      .where("subject_id", "=", registrationId)
      .execute();
    expect(history).toEqual([
      {
        action: "feedbackDeclined",
        from_status: "validated",
        to_status: "validated",
        changed_by: personId,
      },
    ]);

    // The same link again, and its pair: refused alike.
    for (const token of [decline, confirm]) {
      for (const method of ["GET", "POST"] as const) {
        const again = await anonymous(method, token);
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({
          category: "notification",
          code: "temporaryActionLinkInvalid",
          data: {},
        });
      }
    }
  });

  it("refuse a wrong, malformed, expired or orphaned link with the same answer", async () => {
    const { registrationId, confirm } = await linkedRegistration(server.database.db, place);
    const wrong = "A".repeat(43);
    const expired = await linkedRegistration(server.database.db, place);
    await server.database.db
      .updateTable("action_link")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("registration_id", "=", expired.registrationId)
      .execute();
    await server.database.db
      .updateTable("registration")
      .set({ status: "cancelled" })
      .where("id", "=", registrationId)
      .execute();
    for (const token of [wrong, "short", `${"x".repeat(42)}=`, expired.confirm, confirm]) {
      const answer = await anonymous("POST", encodeURIComponent(token));
      expect(answer.statusCode, token).toBe(404);
      expect(answer.json()).toMatchObject({ code: "temporaryActionLinkInvalid" });
    }
  });

  it("a link from a past start is not made", async () => {
    const db = server.database.db;
    const links = await createActionLinks(
      db,
      1,
      new Date("2020-01-01T00:00:00Z"),
      new Date(),
      "https://x",
    );
    expect(links).toBeNull();
  });
});
