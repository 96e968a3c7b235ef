import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../test/render-in-app";
import { activateLanguage } from "./i18n";
import { type ListColumn, ListTable, type ListTableProps } from "./ListTable";

interface Parcel {
  id: number;
  name: string;
  weight: number;
}

const parcels: Parcel[] = [
  { id: 1, name: "Tentes", weight: 40 },
  { id: 2, name: "Couvertures", weight: 12 },
];

const columns: ListColumn<Parcel>[] = [
  { id: "name", header: "Colis", rowHeader: true, width: "2fr", cell: (parcel) => parcel.name },
  {
    id: "weight",
    header: "Poids",
    sortable: true,
    cell: (parcel) => <strong>{parcel.weight} kg</strong>,
  },
  { id: "note", header: "Note", cell: () => "—" },
];

/** A list's state on its first page, unsorted, with `filters`. */
const listState = (filters: object = {}) => ({
  filters,
  sort: null,
  setSort: vi.fn(),
  page: 1,
  pageSize: 25,
  setPage: vi.fn(),
  setPageSize: vi.fn(),
});

function open(change: Partial<ListTableProps<Parcel>> = {}) {
  const state = listState();
  const mutate = vi.fn();
  renderInApp(
    <ListTable
      results={{ data: { items: parcels, total: 2 }, error: null, isLoading: false, mutate }}
      state={state}
      label="Colis"
      defaultSort={{ column: "weight", direction: "descending" }}
      columns={columns}
      rowText={(parcel) => parcel.name}
      emptyText={{ filtered: "Aucun colis ne répond.", unfiltered: "Aucun colis." }}
      errorTitle="Les colis n'ont pas pu être chargés."
      paginationLabel="Pages des colis"
      {...change}
    />,
  );
  return { state, mutate };
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("a list's table declared by its columns (decision 026)", () => {
  it("heads each column, names each row by its row header, and shows each cell in order", async () => {
    open();
    const table = await screen.findByRole("grid", { name: "Colis" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Colis", "Poids", "Note"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Tentes",
      "Couvertures",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("40 kg").tagName).toBe("STRONG");
    expect(within(rows[1] as HTMLElement).getAllByRole("gridcell")).toHaveLength(2);
    expect(screen.getByRole("navigation", { name: "Pages des colis" })).toBeTruthy();
  });

  it("sorts on its sortable columns only, showing the API's order until sorted", async () => {
    const { state } = open();
    const table = await screen.findByRole("grid", { name: "Colis" });
    const weight = within(table).getByRole("columnheader", { name: "Poids" });
    expect(weight.getAttribute("aria-sort")).toBe("descending");
    expect(
      within(table).getByRole("columnheader", { name: "Colis" }).getAttribute("aria-sort"),
    ).toBeNull();

    fireEvent.click(within(table).getByRole("columnheader", { name: "Note" }));
    expect(state.setSort).not.toHaveBeenCalled();
    fireEvent.click(weight);
    expect(state.setSort).toHaveBeenCalledWith({ column: "weight", direction: "ascending" });
  });

  it("says why a page is empty: nothing yet, or nothing for the filters set", async () => {
    const none = { data: { items: [], total: 0 }, error: null, isLoading: false, mutate: vi.fn() };
    open({ results: none });
    expect(await screen.findByText("Aucun colis.")).toBeTruthy();
    cleanup();

    open({
      results: none,
      state: listState({ text: "", kinds: ["tent"] }),
    });
    expect(await screen.findByText("Aucun colis ne répond.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages des colis" })).toBeNull();
  });

  it("says what could not be loaded, and asks again on demand", async () => {
    const mutate = vi.fn();
    open({
      results: { data: undefined, error: new Error("offline"), isLoading: false, mutate },
    });
    expect(await screen.findByText("Les colis n'ont pas pu être chargés.")).toBeTruthy();
    expect(screen.queryByRole("grid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(mutate).toHaveBeenCalledOnce();
  });
});
