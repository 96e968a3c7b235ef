import { beforeAll, describe, expect, it } from "vitest";
import { insertAttachment, uploadForm } from "./support/activity-fixtures.js";
import { demoPlaces, insertActivity } from "./support/fixtures.js";
import { bearer, signToken, useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
let inScope: { entityId: number; activityId: number };
let outOfScope: { entityId: number; activityId: number };

beforeAll(async () => {
  const { paris15, lyon7, publicEvent, course } = await demoPlaces(server.database.db);
  inScope = { entityId: paris15, activityId: publicEvent };
  outOfScope = { entityId: lyon7, activityId: course };
});

const activity = (status: "draft" | "public" | "cancelled" = "draft") =>
  insertActivity(server.database.db, { ...inScope, status });

const upload = (id: number, form: unknown, subject = manager) =>
  server.call(subject, "POST", `OperationalActivity/Attachments/${id}`, form);

/** Sends a raw body to the upload call, with its own content type. */
async function rawUpload(id: number, contentType: string, payload: string) {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/OperationalActivity/Attachments/${id}`,
    headers: {
      ...bearer(await signToken({ key: server.key, subject: manager })),
      "content-type": contentType,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const megabyte = 1024 * 1024;

describe("uploading attachments (spec 02 §5, decision 005)", () => {
  it("stores the files and answers their name, type from the extension, and size", async () => {
    const id = await activity();
    const uploaded = await upload(
      id,
      uploadForm([
        { name: "Ordre de mission.pdf", content: "%PDF-1.7 ordre", type: "application/pdf" },
        // The type the browser claims is not trusted: the extension decides.
        { name: "plan.PNG", content: "png bytes", type: "text/html" },
      ]),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual([
      {
        id: expect.any(Number),
        fileName: "Ordre de mission.pdf",
        type: "application/pdf",
        size: 14,
      },
      { id: expect.any(Number), fileName: "plan.PNG", type: "image/png", size: 9 },
    ]);
    const listed = await server.call(manager, "GET", `OperationalActivity/Attachments/${id}`);
    expect(listed).toMatchObject({ status: 200, body: uploaded.body });
    const read = await server.call(manager, "GET", `OperationalActivity/${id}`);
    expect(read.body.attachments).toEqual(uploaded.body);
    const found = await server.call(manager, "POST", "OperationalActivity/search", {
      entityIds: [inScope.entityId],
      pageSize: 100,
    });
    const item = found.body.items.find((candidate: { id: number }) => candidate.id === id);
    expect(item.attachments).toEqual(uploaded.body);
  });

  it("keeps only the file's own name from a path a client sends", async () => {
    const id = await activity("public");
    const uploaded = await upload(
      id,
      uploadForm([{ name: "C:\\Documents\\carte.jpg", content: "jpg" }]),
    );
    expect(uploaded.body).toEqual([
      expect.objectContaining({ fileName: "carte.jpg", type: "image/jpeg" }),
    ]);
  });

  it("refuses a file of a type not allowed, naming it", async () => {
    const id = await activity();
    const refused = await upload(
      id,
      uploadForm([
        { name: "plan.pdf", content: "pdf" },
        { name: "installer.exe", content: "MZ" },
      ]),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm" },
    });
    expect(refused.body.data.findings).toEqual([
      {
        field: "files.1",
        code: "attachment.typeNotAllowed",
        params: { fileName: "installer.exe" },
        severity: "blocking",
      },
    ]);
    expect(
      (await server.call(manager, "GET", `OperationalActivity/Attachments/${id}`)).body,
    ).toEqual([]);
  });

  it("refuses a name the activity already holds, naming it", async () => {
    const id = await activity();
    await insertAttachment(server.database.db, id, "plan.pdf");
    const refused = await upload(id, uploadForm([{ name: "PLAN.pdf", content: "pdf" }]));
    expect(refused.body.data.findings).toEqual([
      expect.objectContaining({
        field: "files.0",
        code: "value.duplicate",
        params: { fileName: "PLAN.pdf" },
      }),
    ]);
  });

  it("refuses more than 10 files per activity, counting those already stored", async () => {
    const id = await activity();
    for (let index = 0; index < 9; index += 1) {
      await insertAttachment(server.database.db, id, `piece-${index}.pdf`);
    }
    const refused = await upload(
      id,
      uploadForm([
        { name: "a.pdf", content: "a" },
        { name: "b.pdf", content: "b" },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toEqual([
      expect.objectContaining({ field: "files", code: "attachment.tooMany", params: { max: 10 } }),
    ]);
  });

  it("refuses more than 20 MB in all as the bytes arrive", async () => {
    const id = await activity();
    await insertAttachment(server.database.db, id, "ancien.pdf", Buffer.alloc(megabyte));
    const refused = await upload(
      id,
      uploadForm([{ name: "video.png", content: Buffer.alloc(20 * megabyte), type: "image/png" }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toEqual([
      expect.objectContaining({
        field: "files",
        code: "attachment.tooLarge",
        params: { maxBytes: 20 * megabyte },
      }),
    ]);
  });

  it("needs at least one file", async () => {
    const id = await activity();
    const form = new FormData();
    form.append("comment", "rien");
    const refused = await upload(id, form);
    expect(refused.body.data.findings).toEqual([
      expect.objectContaining({ field: "files", code: "attachment.required" }),
    ]);
    const empty = uploadForm([{ name: "", content: "" }]);
    expect((await upload(id, empty)).body.data.findings).toEqual([
      expect.objectContaining({ code: "attachment.required" }),
    ]);
  });

  it("refuses a JSON body and a malformed multipart body with validation.invalidRequest", async () => {
    const id = await activity();
    expect(await upload(id, { fileName: "plan.pdf" })).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidRequest",
        data: { reason: "multipartExpected" },
      },
    });
    const truncated = await rawUpload(
      id,
      "multipart/form-data; boundary=XYZ",
      '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nabc',
    );
    const withoutBoundary = await rawUpload(id, "multipart/form-data", "abc");
    expect(withoutBoundary).toMatchObject({
      status: 400,
      body: { code: "invalidRequest", data: { reason: "malformedMultipart" } },
    });
    expect(truncated).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidRequest",
        data: { reason: "malformedMultipart" },
      },
    });
  });

  it("refuses an upload to a cancelled activity with operationalActivity.unexpectedStatus", async () => {
    const id = await activity("cancelled");
    expect(await upload(id, uploadForm([{ name: "a.pdf", content: "a" }]))).toMatchObject({
      status: 409,
      body: {
        category: "operationalActivity",
        code: "unexpectedStatus",
        data: { status: "cancelled" },
      },
    });
  });

  it("answers operationalActivity.notFound and forbidden, and refuses a read-only role", async () => {
    const form = () => uploadForm([{ name: "a.pdf", content: "a" }]);
    expect(await upload(999999, form())).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound" },
    });
    const outside = await insertActivity(server.database.db, outOfScope);
    expect(await upload(outside, form())).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
    expect(await upload(await activity(), form(), "demo-d")).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "operationalActivity", write: true },
      },
    });
  });
});

describe("listing attachments", () => {
  it("answers operationalActivity.notFound and forbidden", async () => {
    expect(
      await server.call(manager, "GET", "OperationalActivity/Attachments/999999"),
    ).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound" },
    });
    const outside = await insertActivity(server.database.db, outOfScope);
    expect(
      await server.call(manager, "GET", `OperationalActivity/Attachments/${outside}`),
    ).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
  });
});

describe("downloading an attachment", () => {
  it("sends the content with its type and its name, never to be shown inline", async () => {
    const id = await activity();
    const content = Buffer.from("%PDF-1.7 convention signée");
    const attachment = await insertAttachment(
      server.database.db,
      id,
      "Convention signée.pdf",
      content,
    );
    const response = await server.app.inject({
      method: "GET",
      url: `/api/Attachment/${attachment}`,
      headers: bearer(await signToken({ key: server.key, subject: manager })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Convention signe_e.pdf"; filename*=UTF-8''Convention%20sign%C3%A9e.pdf`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it("refuses as a JSON payload: attachment.notFound and attachment.forbidden", async () => {
    expect(await server.call(manager, "GET", "Attachment/999999")).toMatchObject({
      status: 404,
      body: { category: "attachment", code: "notFound", data: { id: 999999 } },
    });
    const outside = await insertActivity(server.database.db, outOfScope);
    const attachment = await insertAttachment(server.database.db, outside);
    expect(await server.call(manager, "GET", `Attachment/${attachment}`)).toMatchObject({
      status: 403,
      body: { category: "attachment", code: "forbidden", data: { id: attachment } },
    });
  });
});

describe("deleting an attachment", () => {
  it("deletes it, leaving the activity's other files", async () => {
    const id = await activity();
    const deleted = await insertAttachment(server.database.db, id, "a.pdf");
    const kept = await insertAttachment(server.database.db, id, "b.pdf");
    expect((await server.call(manager, "DELETE", `Attachment/${deleted}`)).status).toBe(204);
    const listed = await server.call(manager, "GET", `OperationalActivity/Attachments/${id}`);
    expect(listed.body.map((item: { id: number }) => item.id)).toEqual([kept]);
  });

  it("refuses on a cancelled activity, unknown or outside the scope", async () => {
    const cancelled = await insertAttachment(server.database.db, await activity("cancelled"));
    expect(await server.call(manager, "DELETE", `Attachment/${cancelled}`)).toMatchObject({
      status: 409,
      body: { category: "operationalActivity", code: "unexpectedStatus" },
    });
    expect(await server.call(manager, "DELETE", "Attachment/999999")).toMatchObject({
      status: 404,
      body: { category: "attachment", code: "notFound" },
    });
    const outside = await insertAttachment(
      server.database.db,
      await insertActivity(server.database.db, outOfScope),
    );
    expect(await server.call(manager, "DELETE", `Attachment/${outside}`)).toMatchObject({
      status: 403,
      body: { category: "attachment", code: "forbidden" },
    });
    expect(await server.call("demo-d", "DELETE", `Attachment/${cancelled}`)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});
