import { calls, defaultPageSize } from "@releve/domain";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type ListView, maxListParameterLength, readListSearch, writeListSearch } from "./list-url";

const schema = v.object({
  statuses: calls.automatedJob.messageSearchSchema.entries.statuses,
  text: calls.automatedJob.messageSearchSchema.entries.text,
});
type Filters = v.InferOutput<typeof schema>;
const defaults: ListView<Filters> = {
  filters: { statuses: [], text: "" },
  sort: null,
  page: 1,
  pageSize: defaultPageSize,
};
const read = (search: string) =>
  readListSearch(new URLSearchParams(search), schema, defaults, ["createdAt"]);

describe("a list's state in the address (decision 026)", () => {
  it("writes only what differs from the default, and reads it back the same", () => {
    const view: ListView<Filters> = {
      filters: { statuses: ["failed"], text: "3" },
      sort: { column: "createdAt", direction: "descending" },
      page: 4,
      pageSize: 50,
    };
    const written = writeListSearch(new URLSearchParams("tab=messages"), view, defaults);
    expect(written.toString()).toBe(
      "tab=messages&statuses=%5B%22failed%22%5D&text=%223%22&page=4&pageSize=50&sort=-createdAt",
    );
    expect(read(written.toString())).toEqual(view);
    // A text JSON would not read stays as typed.
    expect(
      writeListSearch(
        new URLSearchParams(),
        { ...defaults, filters: { statuses: [], text: "Lucas" } },
        defaults,
      ).toString(),
    ).toBe("text=Lucas");
    expect(
      writeListSearch(new URLSearchParams("tab=runs&page=3"), defaults, defaults).toString(),
    ).toBe("tab=runs");
  });

  it("holds nothing of a list without its parameters", () => {
    expect(read("tab=messages")).toBeNull();
    expect(read("")).toBeNull();
  });

  it("ignores an address the list cannot show, whatever it holds", () => {
    for (const search of [
      'statuses=["lost"]',
      `statuses=${JSON.stringify(Array(4).fill("failed"))}`,
      `text=${"x".repeat(10_000)}`,
      `statuses=${" ".repeat(maxListParameterLength)}["failed"]`,
      // A lone surrogate, as JSON can write one.
      "text=%22%5Cud800%22",
      "page=0",
      "page=1e9",
      "page=-1",
      "page=99999999",
      "pageSize=33",
      "pageSize=abc",
      "sort=-subject",
      "sort=",
      "statuses={",
    ]) {
      expect(read(search), search).toBeNull();
    }
  });

  it("reads an ascending sort, and the default of what it leaves out", () => {
    expect(read("sort=createdAt")).toEqual({
      ...defaults,
      sort: { column: "createdAt", direction: "ascending" },
    });
  });
});
