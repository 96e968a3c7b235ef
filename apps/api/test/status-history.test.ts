import { beforeAll, describe, expect, it } from "vitest";
import { activityBody, demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
const thomas = { firstName: "Thomas", lastName: "Bernard" };
let inScope: { entityId: number; activityId: number };
let outOfScope: { entityId: number; activityId: number };

beforeAll(async () => {
  const { paris15, lyon7, publicEvent, course } = await demoPlaces(server.database.db);
  inScope = { entityId: paris15, activityId: publicEvent };
  outOfScope = { entityId: lyon7, activityId: course };
});

const instant = expect.stringMatching(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/,
);

describe("the status history of an operational activity", () => {
  it("lists each change with who, when, from, to and the comment, oldest first", async () => {
    const created = await server.call(
      manager,
      "POST",
      "OperationalActivity",
      activityBody(inScope.entityId, inScope.activityId),
    );
    const id = created.body.id;
    await server.call(manager, "POST", `OperationalActivity/Publish/${id}`);
    await server.call(manager, "POST", `OperationalActivity/Cancel/${id}`, {
      comment: "Arrêté préfectoral",
    });
    const history = await server.call(manager, "GET", `OperationalActivity/History/${id}`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      {
        action: "create",
        from: null,
        to: "draft",
        comment: "",
        at: instant,
        by: { personId: expect.any(Number), ...thomas },
      },
      expect.objectContaining({ action: "publish", from: "draft", to: "public" }),
      expect.objectContaining({
        action: "cancel",
        from: "public",
        to: "cancelled",
        comment: "Arrêté préfectoral",
        by: expect.objectContaining(thomas),
      }),
    ]);
  });

  it("shows an automated change without a person", async () => {
    const id = await insertActivity(server.database.db, inScope);
    await server.database.db
      .insertInto("status_change")
      .values({
        subject: "operationalActivity",
        subject_id: id,
        action: "publish",
        from_status: "draft",
        to_status: "public",
        changed_by: null,
      })
      .execute();
    const history = await server.call(manager, "GET", `OperationalActivity/History/${id}`);
    expect(history.body).toEqual([expect.objectContaining({ action: "publish", by: null })]);
  });

  it("answers notFound, forbidden outside the scope, and refuses a role without the feature", async () => {
    expect(await server.call(manager, "GET", "OperationalActivity/History/999999")).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound" },
    });
    const outside = await insertActivity(server.database.db, outOfScope);
    expect(
      await server.call(manager, "GET", `OperationalActivity/History/${outside}`),
    ).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden", data: { id: outside } },
    });
    expect(
      await server.call("demo-rh", "GET", `OperationalActivity/History/${outside}`),
    ).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "operationalActivity" },
      },
    });
  });
});

describe("the status history of a means of intervention", () => {
  it("lists its changes with who made them", async () => {
    const activity = await insertActivity(server.database.db, { ...inScope, status: "public" });
    const means = await insertMeans(server.database.db, activity);
    await server.call(manager, "POST", `MeansOfIntervention/Publish/${means}`, {});
    await server.call(manager, "POST", `MeansOfIntervention/Open/${means}`, {});
    const history = await server.call(manager, "GET", `MeansOfIntervention/History/${means}`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        action: "publish",
        from: "draft",
        to: "public",
        by: expect.objectContaining(thomas),
      }),
      expect.objectContaining({ action: "open", from: "public", to: "open", at: instant }),
    ]);
  });

  it("answers notFound, forbidden outside the scope, and refuses a role without the feature", async () => {
    expect(await server.call(manager, "GET", "MeansOfIntervention/History/999999")).toMatchObject({
      status: 404,
      body: { category: "meansOfIntervention", code: "notFound", data: { id: 999999 } },
    });
    const outside = await insertMeans(
      server.database.db,
      await insertActivity(server.database.db, outOfScope),
    );
    expect(
      await server.call(manager, "GET", `MeansOfIntervention/History/${outside}`),
    ).toMatchObject({
      status: 403,
      body: { category: "meansOfIntervention", code: "forbidden", data: { id: outside } },
    });
    expect(
      await server.call("demo-rh", "GET", `MeansOfIntervention/History/${outside}`),
    ).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "meansOfIntervention" },
      },
    });
  });
});
