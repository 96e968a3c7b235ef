import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import { textSchema } from "./fields.js";
import { issuesToFindings } from "./validation.js";

function findingsOf(schema: v.GenericSchema, input: unknown) {
  return issuesToFindings(v.safeParse(schema, input, { abortPipeEarly: true }).issues ?? []);
}

describe("a text kept as typed (the API's comments and search texts)", () => {
  const schema = v.object({ comment: textSchema(5) });

  it("keeps its spaces and counts them", () => {
    expect(v.parse(schema, { comment: " ab " })).toEqual({ comment: " ab " });
    expect(findingsOf(schema, { comment: " abcd " })).toEqual([
      blocking("comment", "text.tooLong", { max: 5 }),
    ]);
  });

  it("refuses a lone surrogate", () => {
    expect(findingsOf(schema, { comment: "a\udfff" })).toEqual([
      blocking("comment", "text.malformed"),
    ]);
  });
});
