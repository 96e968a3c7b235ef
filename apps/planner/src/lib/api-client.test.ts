import { calls } from "@releve/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError, createApiClient } from "./api-client";

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
});
