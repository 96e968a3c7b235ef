import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import type { Selection, SortDescriptor } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Table, type TableProps } from "./Table";
import { TableBody } from "./TableBody";
import { TableColumn, TableHeader } from "./TableHeader";
import { TableCell, TableRow } from "./TableRow";
import { columnTemplateOf } from "./TableVirtualizer";

interface Means {
  id: number;
  name: string;
  staff: number;
}

const means = (count: number): Means[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Poste ${index + 1}`,
    staff: (index * 7) % 5,
  }));

function MeansTable({
  rows,
  locale = "fr",
  emptyState,
  ...props
}: Omit<TableProps, "children"> & { rows: Means[]; locale?: UiLocale; emptyState?: string }) {
  return (
    <Table aria-label="Moyens" {...props}>
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          Nom
        </TableColumn>
        <TableColumn id="staff">Effectif</TableColumn>
      </TableHeader>
      <TableBody items={rows} {...(emptyState ? { renderEmptyState: () => emptyState } : {})}>
        {(row) => (
          <TableRow id={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.staff}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const renderTable = (props: Parameters<typeof MeansTable>[0]) =>
  renderWithI18n(<MeansTable {...props} />, props.locale);

const focusedRow = () => {
  const element = document.activeElement as HTMLElement | null;
  expect(element?.getAttribute("role")).toBe("row");
  return element as HTMLElement;
};

describe("Table", () => {
  it("is a grid named by its label, with a row header per row", () => {
    renderTable({ rows: means(3) });
    const grid = screen.getByRole("grid", { name: "Moyens" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Nom", "Effectif"]);
    expect(screen.getByRole("rowheader", { name: "Poste 2" })).toBeTruthy();
  });

  it("renders only a window of a long list, and tells screen readers how many rows there are", () => {
    renderTable({ rows: means(1000) });
    const grid = screen.getByRole("grid");
    const rows = screen.getAllByRole("row");
    expect(rows.length).toBeLessThan(30);
    expect(grid.getAttribute("aria-rowcount")).toBe("1001");
    expect(rows[1]?.getAttribute("aria-rowindex")).toBe("2");
  });

  it("places taller rows at their own height, and renders fewer of them", () => {
    renderTable({ rows: means(1000), rowHeightRem: 5 });
    const rows = screen.getAllByRole("row").slice(1);
    // 16 px to the rem in the test DOM: the third row starts 2 × 80 px down.
    expect(rows[2]?.style.top).toBe("160px");
    expect(rows.length).toBeLessThan(20);
  });

  it("enters on the first row with Tab and moves between rows with the arrows", async () => {
    const user = userEvent.setup();
    renderTable({ rows: means(20) });
    await user.tab();
    expect(focusedRow().textContent).toContain("Poste 1");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(focusedRow().textContent).toContain("Poste 3");
    await user.keyboard("{ArrowUp}");
    expect(focusedRow().textContent).toContain("Poste 2");
  });

  it("reaches the last of 1,000 rows with End, though it was not rendered, and comes back with Home", async () => {
    const user = userEvent.setup();
    renderTable({ rows: means(1000) });
    expect(screen.queryByRole("rowheader", { name: "Poste 1000" })).toBeNull();
    await user.tab();
    await user.keyboard("{End}");
    await vi.waitFor(() => expect(focusedRow().textContent).toContain("Poste 1000"));
    expect(focusedRow().getAttribute("aria-rowindex")).toBe("1001");
    await user.keyboard("{Home}");
    await vi.waitFor(() => expect(focusedRow().textContent).toContain("Poste 1"));
    expect(focusedRow().getAttribute("aria-rowindex")).toBe("2");
  });

  it("moves focus by a page with PageDown and PageUp", async () => {
    const user = userEvent.setup();
    renderTable({ rows: means(1000), visibleRowCount: 10 });
    await user.tab();
    await user.keyboard("{PageDown}");
    // No layout in this DOM: a page is the visible row count less the row kept for context.
    await vi.waitFor(() => expect(focusedRow().getAttribute("aria-rowindex")).toBe("11"));
    await user.keyboard("{PageDown}{PageUp}");
    await vi.waitFor(() => expect(focusedRow().getAttribute("aria-rowindex")).toBe("11"));
  });

  it("sorts with Enter on a sortable column header and sets aria-sort", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(descriptor: SortDescriptor) => void>();
    renderTable({
      rows: means(3),
      sortDescriptor: { column: "name", direction: "ascending" },
      onSortChange,
    });
    const name = screen.getByRole("columnheader", { name: "Nom" });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(name);
    await user.keyboard("{Enter}");
    expect(onSortChange).toHaveBeenCalledWith({ column: "name", direction: "descending" });
  });

  it("selects the focused row with Space and reports it", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(selection: Selection) => void>();
    renderTable({ rows: means(3), selectionMode: "multiple", onSelectionChange });
    await user.tab();
    await user.keyboard(" ");
    expect(focusedRow().getAttribute("aria-selected")).toBe("true");
    const selection = onSelectionChange.mock.lastCall?.[0];
    expect(selection instanceof Set ? [...selection] : selection).toEqual([1]);
  });

  it("names each row's checkbox after the row", () => {
    renderTable({ rows: means(2), selectionMode: "multiple" });
    expect(screen.getByRole("checkbox", { name: "Sélectionner Poste 2" })).toBeTruthy();
  });

  it("checks 'select all' only when every row is selected, not every rendered one", async () => {
    const user = userEvent.setup();
    const rows = means(500);
    const onSelectionChange = vi.fn<(selection: Selection) => void>();
    // Every rendered row selected, the rows further down not.
    const rendered = rows.slice(0, 40).map((row) => row.id);
    renderTable({
      rows,
      selectionMode: "multiple",
      defaultSelectedKeys: rendered,
      onSelectionChange,
    });
    for (const row of screen.getAllByRole("row").slice(1)) {
      expect(row.getAttribute("aria-selected")).toBe("true");
    }
    const all = screen.getByRole("checkbox", { name: "Tout sélectionner" }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith("all");
    expect(all.checked).toBe(true);
  });

  it("after 'select all', unselecting one row keeps every other row selected", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(selection: Selection) => void>();
    renderTable({ rows: means(500), selectionMode: "multiple", onSelectionChange });
    await user.click(screen.getByRole("checkbox", { name: "Tout sélectionner" }));
    await user.click(screen.getByRole("checkbox", { name: "Sélectionner Poste 2" }));
    const selection = onSelectionChange.mock.lastCall?.[0];
    expect(selection).toBeInstanceOf(Set);
    expect((selection as Set<number>).size).toBe(499);
    expect((selection as Set<number>).has(2)).toBe(false);
    expect((selection as Set<number>).has(500)).toBe(true);
  });

  it("with Shift+End selects down to the last row, rendered or not", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(selection: Selection) => void>();
    renderTable({ rows: means(300), selectionMode: "multiple", onSelectionChange });
    await user.tab();
    await user.keyboard("{ArrowDown}{Shift>}{End}{/Shift}");
    await vi.waitFor(() => expect(focusedRow().textContent).toContain("Poste 300"));
    const selection = onSelectionChange.mock.lastCall?.[0] as Set<number>;
    expect(selection.size).toBe(299);
    expect(selection.has(1)).toBe(false);
  });

  it("offers a single-selection column without 'select all'", () => {
    renderTable({ rows: means(2), selectionMode: "single" });
    expect(screen.queryByRole("checkbox", { name: "Tout sélectionner" })).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Sélection" })).toBeTruthy();
  });

  it.each([
    ["fr", "Tout sélectionner", "Aucun élément à afficher."],
    ["en", "Select all", "Nothing to show."],
    ["de", "Alle auswählen", "Keine Einträge vorhanden."],
  ] as const)(
    "in %s, names 'select all' and says when there is nothing to show",
    (locale, all, empty) => {
      renderTable({ rows: [], selectionMode: "multiple", locale });
      expect(screen.getByRole("checkbox", { name: all })).toBeTruthy();
      expect(screen.getByText(empty)).toBeTruthy();
    },
  );

  it("shows the caller's empty state instead of the default one", () => {
    renderTable({ rows: [], emptyState: "Aucun moyen cette semaine." });
    expect(screen.getByText("Aucun moyen cette semaine.")).toBeTruthy();
  });

  it.each([
    ["fr", "Chargement…"],
    ["en", "Loading…"],
    ["de", "Wird geladen…"],
  ] as const)("in %s, says it is loading and marks the grid busy", (locale, message) => {
    renderTable({ rows: [], isLoading: true, locale });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole("grid").getAttribute("aria-busy")).toBe("true");
  });

  it("keeps a cell's whole text, and repeats it in a tooltip for the pointer", () => {
    const long = "Poste de secours du semi-marathon international de la vallée";
    renderTable({ rows: [{ id: 1, name: long, staff: 2 }] });
    const cell = screen.getByRole("rowheader", { name: long });
    expect(cell.querySelector("span")?.getAttribute("title")).toBe(long);
  });

  it("forwards its ref to the grid element", () => {
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(
      <Table aria-label="Moyens" ref={ref}>
        <TableHeader>
          <TableColumn isRowHeader>Nom</TableColumn>
        </TableHeader>
        <TableBody items={means(1)}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{row.name}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>,
    );
    expect(ref.current).toBe(screen.getByRole("grid"));
  });
});

describe("columnTemplateOf", () => {
  it("turns react-aria column widths into grid tracks", () => {
    const template = columnTemplateOf([
      { props: { width: 120 } },
      { props: { width: "2fr", minWidth: 200 } },
      { props: { width: "25%" } },
      { props: {} },
    ]);
    expect(template.startsWith("120px minmax(200px, 2fr) 25% minmax(calc(")).toBe(true);
    expect(template.endsWith(", 1fr)")).toBe(true);
  });
});
