import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api-client";
import { getEach } from "./get-each";

/** Reads an item by id: a value, or a refusal with its status. */
function reading(answers: Record<number, { id: number } | number>) {
  return async (id: number) => {
    const answer = answers[id];
    if (answer === undefined || typeof answer === "number") {
      throw new ApiRequestError(answer ?? 404, { category: "thing", code: "refused", data: {} });
    }
    return answer;
  };
}

describe("reading several items", () => {
  it("leaves out an item gone or outside the scope, and keeps the others", async () => {
    const found = await getEach([1, 2, 3], reading({ 1: { id: 1 }, 2: 404, 3: 403 }));
    expect([...found.entries()]).toEqual([[1, { id: 1 }]]);
  });

  it("fails when the server or the network does", async () => {
    await expect(getEach([1, 2], reading({ 1: { id: 1 }, 2: 500 }))).rejects.toThrow(
      ApiRequestError,
    );
  });
});
