import { calls } from "@releve/domain";
import { act, cleanup, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testAuthorization } from "../test/fixtures";
import { renderInApp } from "../test/render-in-app";
import { activateLanguage } from "./i18n";
import {
  filterControl,
  holdsFilter,
  type ListState,
  listRequest,
  useListState,
} from "./list-state";
import { preferencesStorageKey } from "./preferences";

const schema = v.object({ statuses: calls.automatedJob.messageSearchSchema.entries.statuses });
type Filters = v.InferOutput<typeof schema>;
const defaults: Filters = { statuses: [] };

let state: ListState<Filters> | undefined;

function Probe() {
  state = useListState("mailMessage", schema, defaults, ["createdAt"]);
  return <p>{JSON.stringify(state.filters)}</p>;
}

function open(at: string) {
  return renderInApp(<Probe />, {
    authorization: testAuthorization(["Admin"]),
    route: { path: "/automated-jobs", at },
  });
}

const saved = () => window.localStorage.getItem(preferencesStorageKey) ?? "";

beforeAll(() => activateLanguage("fr"));
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("a list's state (decision 026)", () => {
  it("follows each change into the address and the preferences, back to a bare address", async () => {
    const { router } = open("/automated-jobs?tab=messages");
    act(() => state?.setFilters({ statuses: ["failed"] }));
    expect(await screen.findByText('{"statuses":["failed"]}')).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=messages&statuses=%5B%22failed%22%5D");
    expect(saved()).toContain('"failed"');

    act(() => state?.setPage(3));
    expect(router.state.location.search).toContain("page=3");
    // Back to the defaults: nothing of the list stays in the address, nor comes back.
    act(() => state?.setFilters(defaults));
    expect(await screen.findByText('{"statuses":[]}')).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=messages");
    expect(saved()).not.toContain('"failed"');
  });

  it("shows a shared address and saves it; a bare one shows what was saved", async () => {
    const first = open("/automated-jobs?statuses=%5B%22sent%22%5D&sort=-createdAt");
    expect(await screen.findByText('{"statuses":["sent"]}')).toBeTruthy();
    expect(state?.sort).toEqual({ column: "createdAt", direction: "descending" });
    expect(first.router.state.location.search).toBe("?statuses=%5B%22sent%22%5D&sort=-createdAt");
    cleanup();

    const second = open("/automated-jobs");
    expect(await screen.findByText('{"statuses":["sent"]}')).toBeTruthy();
    expect(second.router.state.location.search).toBe("?statuses=%5B%22sent%22%5D&sort=-createdAt");
  });

  it("shows what was saved in place of an address it cannot show, and writes the address again", async () => {
    open("/automated-jobs?statuses=%5B%22sent%22%5D");
    expect(await screen.findByText('{"statuses":["sent"]}')).toBeTruthy();
    cleanup();
    const { router } = open("/automated-jobs?statuses=%5B%22lost%22%5D&page=0");
    expect(await screen.findByText('{"statuses":["sent"]}')).toBeTruthy();
    expect(router.state.location.search).toBe("?statuses=%5B%22sent%22%5D");
  });

  it("stays the same state while the address changes outside the list, its changes the same functions", async () => {
    const { router } = open("/automated-jobs?statuses=%5B%22sent%22%5D");
    await screen.findByText('{"statuses":["sent"]}');
    const before = state;
    await act(() => router.navigate("/automated-jobs?statuses=%5B%22sent%22%5D&tab=runs"));
    expect(router.state.location.search).toContain("tab=runs");
    expect(state).toBe(before);

    act(() => state?.setPage(2));
    expect(router.state.location.search).toContain("page=2");
    expect(state).not.toBe(before);
    expect(state?.setFilters).toBe(before?.setFilters);
    // Each change starts from the state last shown, not from the one its function came with.
    act(() => before?.setFilters({ statuses: ["failed"] }));
    act(() => before?.setPageSize(50));
    expect(state?.filters).toEqual({ statuses: ["failed"] });
    expect(state?.pageSize).toBe(50);
    expect(router.state.location.search).toContain("tab=runs");
  });

  it("gives a control one filter's value and change, back to the first page", async () => {
    const { router } = open("/automated-jobs?page=2");
    await screen.findByText('{"statuses":[]}');
    const control = filterControl(state as ListState<Filters>, "statuses");
    expect(control.value).toEqual([]);
    act(() => control.onChange(["failed", "queued"]));
    expect(await screen.findByText('{"statuses":["failed","queued"]}')).toBeTruthy();
    expect(state?.page).toBe(1);
    expect(router.state.location.search).toBe("?statuses=%5B%22failed%22%2C%22queued%22%5D");
  });
});

describe("a list's search criteria", () => {
  it("counts a word, a chosen option or a day as a filter, not an empty one", () => {
    expect(["", [], undefined, null, false].some(holdsFilter)).toBe(false);
    expect(["martin", ["PART"], "2031-03-01", true].every(holdsFilter)).toBe(true);
  });

  it("asks for the filters that hold anything, the sort on a column searched, and the page", () => {
    const list = {
      filters: { text: "", kinds: ["cancellation"], statuses: [] },
      sort: { column: "createdAt", direction: "ascending" as const },
      page: 3,
      pageSize: 50,
    };
    expect(listRequest(list, ["createdAt"])).toEqual({
      kinds: ["cancellation"],
      sort: { field: "createdAt", direction: "asc" },
      page: 3,
      pageSize: 50,
    });
    expect(listRequest({ ...list, sort: null }, ["createdAt"])).toEqual({
      kinds: ["cancellation"],
      page: 3,
      pageSize: 50,
    });
  });
});
