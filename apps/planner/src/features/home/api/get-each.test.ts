import { describe, expect, it } from "vitest";
import { type ApiClient, ApiRequestError, callThrough } from "../../../lib/api-client";
import { getEach } from "./get-each";

/** A client answering `GET thing/{id}` by id: a value, or a refusal with its status. */
function clientAnswering(answers: Record<number, unknown | number>): ApiClient {
  const get = async <T>(path: string): Promise<T> => {
    const answer = answers[Number(path.split("/").at(-1))];
    if (typeof answer === "number") {
      throw new ApiRequestError(answer, { category: "thing", code: "refused", data: {} });
    }
    return answer as T;
  };
  return {
    call: callThrough((_method, path) => get(path)),
    get,
    request: (_method, path) => get(path),
  };
}

describe("reading several items", () => {
  it("leaves out an item gone or outside the scope, and keeps the others", async () => {
    const found = await getEach(
      clientAnswering({ 1: { id: 1 }, 2: 404, 3: 403 }),
      "thing",
      [1, 2, 3],
    );
    expect([...found.keys()]).toEqual([1]);
  });

  it("fails when the server or the network does", async () => {
    await expect(
      getEach(clientAnswering({ 1: { id: 1 }, 2: 500 }), "thing", [1, 2]),
    ).rejects.toThrow(ApiRequestError);
  });
});
