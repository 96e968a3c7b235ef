import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { stage, stageNarrow } from "./Table.stories.css";
import { copy, SampleMeansTable, sampleMeans } from "./TableStoryData";

const meta = {
  title: "Primitives/Table",
  component: SampleMeansTable,
  args: { locale: "fr", rows: [], onSorted: fn(), onSelected: fn() },
  // The rows and labels follow the toolbar language.
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <SampleMeansTable {...args} locale={locale} rows={sampleMeans(10, locale)} />
      </div>
    );
  },
} satisfies Meta<typeof SampleMeansTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten means of intervention, no sorting, no selection. */
export const Default: Story = {};

/** Name, start and staff sort; the start column is sorted, ascending, from the start. */
export const Sortable: Story = {
  args: { isSortable: true },
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByRole("columnheader", { name: "Début" });
    await expect(start).toHaveAttribute("aria-sort", "ascending");
    const name = canvas.getByRole("columnheader", { name: "Moyen" });
    await userEvent.click(name);
    await expect(name).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(name);
    await expect(name).toHaveAttribute("aria-sort", "descending");
    await expect(args.onSorted).toHaveBeenLastCalledWith({
      column: "name",
      direction: "descending",
    });
    const [, firstRow] = canvas.getAllByRole("row");
    await expect(firstRow).toHaveTextContent("Renfort 10");
  },
};

/** One row at a time: a checkbox per row, none in the header. */
export const SingleSelection: Story = {
  args: { selectionMode: "single", defaultSelectedKeys: [3] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("checkbox", { name: "Tout sélectionner" })).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Maraude 7/ }));
    await expect(canvas.getByRole("row", { name: /Maraude 7/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("row", { name: /Transport sanitaire 3$/ })).toHaveAttribute(
      "aria-selected",
      "false",
    );
  },
};

/** Several rows: "select all" in the header shows a dash while some rows are selected. */
export const MultipleSelection: Story = {
  args: { selectionMode: "multiple", defaultSelectedKeys: [2, 3, 5] },
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole("checkbox", { name: "Tout sélectionner" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Poste de secours 1$/ }));
    await expect(args.onSelected).toHaveBeenCalled();
    await expect(canvas.getAllByRole("row", { selected: true })).toHaveLength(4);
  },
};

/** No row: the body says why, and what to do. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <div className={stage}>
      <SampleMeansTable {...args} locale={storyLocale(globals)} rows={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.fr.empty)).toBeVisible();
  },
};

/** Rows being fetched: a loading message in the body, the grid marked busy. */
export const Loading: Story = {
  render: (args, { globals }) => (
    <div className={stage}>
      <SampleMeansTable {...args} locale={storyLocale(globals)} rows={[]} isLoading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Chargement…")).toBeVisible();
    await expect(canvas.getByRole("grid")).toHaveAttribute("aria-busy", "true");
  },
};

/** Text longer than its column is cut with an ellipsis; the cell still holds all of it. */
export const LongCellText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const rows = sampleMeans(3, locale).map((row) => ({ ...row, name: copy[locale].long }));
    return (
      <div className={stageNarrow}>
        <SampleMeansTable {...args} locale={locale} rows={rows} selectionMode="multiple" />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const [cell] = canvas.getAllByRole("rowheader");
    await expect(cell).toHaveTextContent(copy.fr.long);
    const text = cell?.firstElementChild;
    await expect(text?.scrollWidth).toBeGreaterThan(text?.clientWidth ?? 0);
  },
};

/**
 * Keyboard: Tab enters on the first row, Space selects it, the arrows move between rows and
 * cells, Enter on a sortable header sorts.
 */
export const KeyboardNavigation: Story = {
  args: { isSortable: true, selectionMode: "multiple" },
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole("row");
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(rows[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(rows[2] as HTMLElement).getByRole("rowheader")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    const name = canvas.getByRole("columnheader", { name: "Moyen" });
    await expect(name).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSorted).toHaveBeenCalledWith({ column: "name", direction: "ascending" });
    await expect(name).toHaveAttribute("aria-sort", "ascending");
  },
};

const total = 100_000;

/**
 * 100,000 means: only the rows in view are in the DOM, yet End reaches the last one, which is
 * focused and scrolled into view, and PageUp moves focus up by a page. Screen readers hear the
 * row count and each row's position from `aria-rowcount` and `aria-rowindex`.
 */
export const HundredThousandRows: Story = {
  args: { isSortable: true, selectionMode: "multiple" },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <SampleMeansTable {...args} locale={locale} rows={sampleMeans(total, locale)} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await expect(grid).toHaveAttribute("aria-rowcount", String(total + 1));
    await expect(canvas.getAllByRole("row").length).toBeLessThan(40);

    await userEvent.tab();
    const first = canvas.getByRole("row", { name: /Poste de secours 1$/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute("aria-rowindex", "2");

    await userEvent.keyboard("{End}");
    const last = await waitFor(() => {
      const row = canvas.getByRole("row", { name: /Renfort 100000$/ });
      expect(row).toHaveFocus();
      return row;
    });
    await expect(last).toHaveAttribute("aria-rowindex", String(total + 1));
    await waitFor(() => {
      const view = grid.getBoundingClientRect();
      const box = last.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });

    await userEvent.keyboard("{PageUp}");
    const focused = await waitFor(() => {
      const element = document.activeElement;
      expect(element).not.toBe(last);
      expect(element).toHaveAttribute("role", "row");
      return element as HTMLElement;
    });
    const index = Number(focused.getAttribute("aria-rowindex"));
    // A page is the rows the box shows (ten), less the one kept for context.
    await expect(total + 1 - index).toBeGreaterThanOrEqual(8);
    await expect(total + 1 - index).toBeLessThanOrEqual(10);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  args: { isSortable: true, selectionMode: "multiple", defaultSelectedKeys: [2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: copy[locale].label })).toBeVisible();
    await expect(
      canvas.getByRole("columnheader", { name: copy[locale].columns.start }),
    ).toHaveAttribute("aria-sort", "ascending");
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
