import { calls } from "@releve/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError, attachmentName, createApiClient, refusalOf } from "./api-client";

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function setup(responses: Response[], activeRoleCode: string | null = "V") {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error("unexpected call");
    return next;
  });
  let tokenVersion = 0;
  const getToken = vi.fn(async (forceRefresh: boolean) => {
    if (forceRefresh) tokenVersion += 1;
    return `token-${tokenVersion}`;
  });
  const client = createApiClient({
    baseUrl: "https://localhost:8443/api/",
    getToken,
    getActiveRoleCode: () => activeRoleCode,
    fetch,
  });
  const sent = (index: number) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url: String(url), headers: new Headers(init?.headers) };
  };
  return { client, fetch, getToken, sent };
}

describe("API client (spec 01 §7)", () => {
  it("sends the bearer token and the active role code, relative to the API base", async () => {
    const version = { version: "1", environment: "test", commit: null };
    const { client, sent } = setup([json(200, version)]);
    await expect(client.call(calls.releaseNote.version)).resolves.toEqual(version);
    expect(sent(0).url).toBe("https://localhost:8443/api/Monitoring/Version");
    expect(sent(0).headers.get("authorization")).toBe("Bearer token-0");
    expect(sent(0).headers.get("x-activeRoleCode")).toBe("V");
  });

  it("omits the role header while no role is active", async () => {
    const { client, sent } = setup([json(200, [])], null);
    await client.call(calls.referenceData.activities);
    expect(sent(0).headers.has("x-activeRoleCode")).toBe(false);
  });

  it("on a 401 renews the token and retries once", async () => {
    const { client, getToken, sent } = setup([
      json(401, { category: "authentication", code: "expiredToken", data: {} }),
      json(200, []),
    ]);
    await expect(client.call(calls.alert.current)).resolves.toEqual([]);
    expect(getToken.mock.calls).toEqual([[false], [true]]);
    expect(sent(1).headers.get("authorization")).toBe("Bearer token-1");
  });

  it("does not retry a second time when the renewed token is refused too", async () => {
    const refusal = { category: "authentication", code: "invalidToken", data: {} };
    const { client, fetch } = setup([json(401, refusal), json(401, refusal), json(200, {})]);
    const error = await client.call(calls.alert.current).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).error).toEqual(refusal);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("throws the refusal payload of the API", async () => {
    const refusal = { category: "authorization", code: "unknownUser", data: {} };
    const { client } = setup([json(403, refusal)]);
    await expect(client.call(calls.security.myAuthorization)).rejects.toMatchObject({
      status: 403,
      error: refusal,
    });
  });

  it("falls back to unknownApiError when the answer is not an error payload", async () => {
    const { client } = setup([new Response("<html>Bad gateway</html>", { status: 502 })]);
    await expect(client.call(calls.alert.current)).rejects.toMatchObject({
      status: 502,
      error: { category: "unknown", code: "unknownApiError", data: { status: 502 } },
    });
  });

  it("fills in the path's parameters and sends the body as JSON", async () => {
    const { client, fetch, sent } = setup([new Response(null, { status: 204 })]);
    await client
      .call(calls.operationalActivity.cancel, {
        params: { id: 42 },
        body: { comment: "Storm" },
      })
      .catch(() => undefined);
    expect(sent(0).url).toBe("https://localhost:8443/api/OperationalActivity/Cancel/42");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: "POST", body: '{"comment":"Storm"}' });
  });

  it("refuses an answer that breaks its call's schema, as the unknown API error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { client } = setup([json(200, { version: 1 })]);
    await expect(client.call(calls.releaseNote.version)).rejects.toMatchObject({
      error: {
        category: "unknown",
        code: "unknownApiError",
        data: { reason: "answerMismatch", call: "Monitoring/Version" },
      },
    });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("reads a file as a file", async () => {
    const { client } = setup([new Response("PDF", { status: 200 })]);
    const file = await client.call(calls.operationalActivity.downloadAttachment, {
      params: { id: 3 },
    });
    expect(await file.text()).toBe("PDF");
  });

  it("names a file as its Content-Disposition does", async () => {
    const disposition =
      "attachment; filename=\"export-journalier-2027-03-21.csv\"; filename*=UTF-8''export-journalier-2027-03-21.csv";
    const { client } = setup([
      new Response("personId", { status: 200, headers: { "content-disposition": disposition } }),
    ]);
    const file = await client.call(calls.timeAttendance.exportWorkSchedules, {
      params: { kind: "daily", format: "csv" },
    });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("export-journalier-2027-03-21.csv");
    expect(await file.text()).toBe("personId");
  });

  it("gives the address and headers of a request made outside call, renewed on demand", async () => {
    const { client, getToken } = setup([]);
    const request = await client.authorize("TimeAttendance/Import/absences", true);
    expect(request.url.href).toBe("https://localhost:8443/api/TimeAttendance/Import/absences");
    expect(request.headers.get("authorization")).toBe("Bearer token-1");
    expect(request.headers.get("x-activeRoleCode")).toBe("V");
    expect(getToken.mock.calls).toEqual([[true]]);
  });
});

describe("a download's file name (RFC 6266)", () => {
  it("prefers the UTF-8 name, and reads the plain one otherwise", () => {
    expect(attachmentName("attachment; filename=\"a_b.csv\"; filename*=UTF-8''a%C3%A9b.csv")).toBe(
      "aéb.csv",
    );
    expect(attachmentName('attachment; filename="refus \\"3\\".csv"')).toBe('refus "3".csv');
    expect(attachmentName("attachment; filename=lignes.csv")).toBe("lignes.csv");
    expect(attachmentName("attachment")).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe("a refusal's payload", () => {
  it("is the API's error, or the unknown API error with the status", () => {
    const refusal = { category: "importExport", code: "importError", data: { refused: 2 } };
    expect(refusalOf(400, refusal)).toEqual(refusal);
    expect(refusalOf(502, "<html>")).toEqual({
      category: "unknown",
      code: "unknownApiError",
      data: { status: 502 },
    });
  });
});
